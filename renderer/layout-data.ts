import type { LayoutData } from '../modules/routing/layout.contract.js';
import { isNotFoundReason } from './not-found-reason.js';

/** The layout data of the page: from its data, or from a 404's abort reason; null on the error page. */
export function layoutOf(pageContext: { data?: unknown; abortReason?: unknown }): LayoutData | null {
  const fromData = (pageContext.data as { layout?: LayoutData } | undefined)?.layout;
  if (fromData) return fromData;
  return isNotFoundReason(pageContext.abortReason) ? pageContext.abortReason.layout : null;
}
