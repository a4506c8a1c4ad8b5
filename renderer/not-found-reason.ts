import type { PageLayout } from '../modules/routing/layout.contract.js';
import type { ErrorPageTexts } from '../modules/routing/routing.contract.js';

/** A protected page held back (SPEC §4): the password form (401) or the no-access notice (403). */
export interface ProtectedPageReason {
  access: 'password' | 'forbidden';
  pageId: string;
  /** The page's title: the form names what it opens. */
  title: string;
}

/**
 * The abort reason of a 404, 401 or 403 (`throw render(status, reason)`): the message of SPEC §8 and the layout
 * around it; for a protected page also what holds it back.
 */
export interface NotFoundReason {
  message: string;
  layout: PageLayout | null;
  language: string;
  protection?: ProtectedPageReason;
  /** A section page refused for a bad query string (400). */
  refused?: 400;
  /** The error page's editable texts (the CMS page `error`), when the server could load them. */
  texts?: ErrorPageTexts | null;
}

export function isNotFoundReason(value: unknown): value is NotFoundReason {
  return typeof value === 'object' && value !== null && 'message' in value && 'layout' in value;
}

/** The protected page behind an abort reason, if that is what it is. */
export function protectedPageOf(value: unknown): ProtectedPageReason | undefined {
  return isNotFoundReason(value) ? value.protection : undefined;
}

/** The CMS error page's texts behind an abort reason, if the server sent them. */
export function errorTextsOf(value: unknown): ErrorPageTexts | undefined {
  return (isNotFoundReason(value) && value.texts) || undefined;
}

/** The status of a refused section page behind an abort reason, if that is what it is. */
export function refusedStatusOf(value: unknown): 400 | undefined {
  return isNotFoundReason(value) ? value.refused : undefined;
}
