import type { LayoutData } from '../modules/routing/layout.contract.js';

/** The abort reason of a 404 (`throw render(404, reason)`): the message of SPEC §8 and the layout around it. */
export interface NotFoundReason {
  message: string;
  layout: LayoutData | null;
  language: string;
}

export function isNotFoundReason(value: unknown): value is NotFoundReason {
  return typeof value === 'object' && value !== null && 'message' in value && 'layout' in value;
}
