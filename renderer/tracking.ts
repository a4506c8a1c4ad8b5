/** SPEC §2.1/§2.4/§7.8: analytics go through a dataLayer push; technical areas and test visitors are not tracked. */
export const PAGE_VIEW_EVENT = 'kudex.page-view';
const TECHNICAL_AREAS = ['style-guide', 'callback'];

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function isTechnicalArea(pathname: string): boolean {
  const first = pathname.split('/').filter(Boolean)[0];
  return first !== undefined && TECHNICAL_AREAS.includes(first);
}

export function isTestingVisitor(cookie: string): boolean {
  return /(?:^|;\s*)uapp_is-testing=true(?:;|$)/.test(cookie);
}

/** Tracking scripts (a tag manager) may load only outside technical areas and for real visitors. */
export function trackingAllowed(pathname: string, cookie: string): boolean {
  return !isTechnicalArea(pathname) && !isTestingVisitor(cookie);
}

/** Pushes one page view; the layer exists even without tracking scripts so tests and tools can read it. */
export function pushPageView(pathname: string, title: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: PAGE_VIEW_EVENT, pagePath: pathname, pageTitle: title });
}
