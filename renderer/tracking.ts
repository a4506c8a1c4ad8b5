/** SPEC §2.1/§2.4/§7.8: analytics go through a dataLayer push; technical areas and test visitors are not tracked. */
export const PAGE_VIEW_EVENT = 'kudex.page-view';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes one page view; the layer exists even without tracking scripts so tests and tools can read it. */
export function pushPageView(pathname: string, title: string): void {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event: PAGE_VIEW_EVENT, pagePath: pathname, pageTitle: title });
}
