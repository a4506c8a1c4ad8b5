import type { CollectPageViewDto } from '../modules/analytics/analytics.dto.js';
import { ANALYTICS_COLLECT_API } from '../modules/analytics/analytics.contract.js';
import type { LayoutData } from '../modules/routing/layout.contract.js';
import { CONSENT_COOKIE, type ConsentChoice, parseConsent } from '../src/shared/consent.js';
import { readPreferenceCookie } from './preference-cookies.js';

/**
 * SPEC §2.1/§2.4/§7.8: page views go to a dataLayer push; with the visitor's consent (the `uapp_consent` cookie,
 * src/shared/consent.ts) to the site's own statistics (statistics) and the tag manager (marketing). Technical
 * areas and testing visitors are never tracked (the page's layout says `trackingDisabled`).
 */
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

/** What tracking needs of a page's layout (a page's own part or the joined layout). */
export type TrackingLayout = Pick<LayoutData, 'trackingDisabled' | 'trackingScriptUrl'>;

/** The visitor's stored choice, or null when there is none yet (the banner asks). */
export function storedConsent(): ConsentChoice | null {
  return parseConsent(readPreferenceCookie(CONSENT_COOKIE));
}

/** The referrer is sent with the first page view of a page load only (later ones are this site's own pages). */
let referrerSent = false;

/** One page view to the site's own statistics; a failure loses that one view, never breaks the page. */
function sendPageView(path: string): void {
  const request: CollectPageViewDto = { path };
  if (!referrerSent && document.referrer) request.referrer = document.referrer.slice(0, 2000);
  referrerSent = true;
  void fetch(ANALYTICS_COLLECT_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
    keepalive: true,
  }).catch(() => undefined);
}

const MARKETING_SCRIPT = 'script[data-consent="marketing"]';

/** The tag manager, once per page load (the Content-Security-Policy allows its origin). */
function loadMarketingScript(url: string): void {
  if (document.querySelector(MARKETING_SCRIPT)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  script.dataset.consent = 'marketing';
  document.head.append(script);
}

/** A shown page (hydration, each client-side navigation): the dataLayer, then what the visitor allowed. */
export function trackPageView(pathname: string, title: string, layout: TrackingLayout | null): void {
  pushPageView(pathname, title);
  if (!layout || layout.trackingDisabled) return;
  const consent = storedConsent();
  if (consent?.statistics) sendPageView(pathname);
  if (consent?.marketing && layout.trackingScriptUrl) loadMarketingScript(layout.trackingScriptUrl);
}

/**
 * A choice just made on the shown page: statistics count this page from now on, marketing loads the tag manager.
 * Marketing withdrawn after its script ran reloads the page, since a running script cannot be unloaded.
 */
export function applyConsent(
  previous: ConsentChoice | null,
  next: ConsentChoice,
  pathname: string,
  layout: TrackingLayout,
): void {
  if (layout.trackingDisabled) return;
  if (next.statistics && !previous?.statistics) sendPageView(pathname);
  if (next.marketing && layout.trackingScriptUrl) loadMarketingScript(layout.trackingScriptUrl);
  if (!next.marketing && document.querySelector(MARKETING_SCRIPT)) window.location.reload();
}
