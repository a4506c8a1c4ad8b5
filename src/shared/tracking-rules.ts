/**
 * SPEC §2.1: technical areas are paths starting with style-guide or callback, after the locale when there is one
 * (`/style-guide`, `/{locale}/callback`), and the silent sign-in return `/blank-callback` (SPEC §2.2). Tracking
 * and cookie scripts (the consent banner among them) are skipped there.
 */
const TECHNICAL_AREAS = ['style-guide', 'callback', 'blank-callback'];
/** SPEC §2.3, §9: `?testing=true` marks a test visitor with this cookie; they are never tracked. */
export const TESTING_COOKIE = 'uapp_is-testing';

/** A locale prefix: a language code, or language-country (SPEC §2.1; the router's LOCALE_SEGMENT). */
const LOCALE_SEGMENT = /^[a-z]{2}(-[a-z]{2,3})?$/i;

export function isTechnicalArea(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] !== undefined && LOCALE_SEGMENT.test(segments[0]) ? segments[1] : segments[0];
  return first !== undefined && TECHNICAL_AREAS.includes(first.toLowerCase());
}

/** Tracking scripts (a tag manager) load only outside technical areas and for visitors not marked as testing. */
export function trackingAllowed(pathname: string, isTestingVisitor: boolean): boolean {
  return !isTechnicalArea(pathname) && !isTestingVisitor;
}
