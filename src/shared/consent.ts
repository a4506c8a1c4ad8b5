/**
 * SPEC §2.1 cookie consent: what a visitor allowed, kept in the `uapp_consent` cookie. Necessary cookies (the
 * `uapp_` preferences, sessions, this cookie) need no consent; statistics (the site's own page-view counts) and
 * marketing (the `TRACKING_SCRIPT_URL` tag manager) each need their own yes. Shared by the browser, which writes
 * the cookie, and the server, which reads it before storing a page view.
 */
export const CONSENT_COOKIE = 'uapp_consent';

/** How long a choice is kept before the banner asks again (about six months). */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

export const NECESSARY_ONLY: ConsentChoice = { statistics: false, marketing: false };
export const ALL_ALLOWED: ConsentChoice = { statistics: true, marketing: true };

/** Version 1: `v1.s{0|1}.m{0|1}` (cookie-safe characters only, so nothing is percent-encoded). */
const FORMAT = /^v1\.s([01])\.m([01])$/;

export function consentCookieValue(choice: ConsentChoice): string {
  return `v1.s${choice.statistics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The choice a cookie value holds, or null when there is none or it cannot be read (the banner asks again). */
export function parseConsent(value: string | undefined): ConsentChoice | null {
  const match = value === undefined ? null : FORMAT.exec(value);
  return match ? { statistics: match[1] === '1', marketing: match[2] === '1' } : null;
}

/** The class the consent gate puts on `<html>` while the visitor has made no readable choice. */
export const CONSENT_PENDING_CLASS = 'consent-pending';

/**
 * The consent gate, an inline script at the top of every page's head (renderer/+headHtmlBegin.ts): the page's HTML
 * is the same for every visitor (page cache), so it always carries the banner, hidden by CSS; this marks `<html>`
 * when there is no choice yet, so the banner shows with the page's first paint instead of after hydration (never
 * a late largest contentful paint). Without JavaScript nothing marks it and the banner stays hidden, as before.
 * Allowed by its hash in the CSP (src/app/app.ts). Same format test as `parseConsent`.
 */
export const CONSENT_GATE_SCRIPT =
  `/(?:^|;\\s*)${CONSENT_COOKIE}=v1\\.s[01]\\.m[01](?:;|$)/.test(document.cookie)` +
  `||document.documentElement.classList.add('${CONSENT_PENDING_CLASS}')`;
