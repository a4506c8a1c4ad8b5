import { parseCookie, stringifySetCookie } from 'cookie';
import type { LayoutData } from '../modules/routing/layout.contract.js';

/**
 * SPEC §9: the locale cookie expires far in the future; all preference cookies are Path=/ and SameSite=Lax.
 * 400 days is as far as browsers allow (RFC 6265bis caps Max-Age there; Chromium enforces it).
 */
const FAR_FUTURE_SECONDS = 400 * 24 * 60 * 60;

export function setPreferenceCookie(name: string, value: string, maxAgeSeconds = FAR_FUTURE_SECONDS): void {
  document.cookie = stringifySetCookie({ name, value, path: '/', sameSite: 'lax', maxAge: maxAgeSeconds });
}

/** A cookie of this document (the first of duplicates), or undefined; malformed cookies never throw. */
export function readPreferenceCookie(name: string): string | undefined {
  return parseCookie(document.cookie)[name];
}

/**
 * Remembers the locale of the page shown, so `/` and locale-less links lead back to it. Written in the browser,
 * not by the server: public HTML is page-cached and shared, so it must not carry Set-Cookie headers.
 */
export function rememberLocale(layout: LayoutData | null): void {
  if (!layout) return;
  if (readPreferenceCookie(layout.localeCookieName) === layout.locale.urlCode) return;
  setPreferenceCookie(layout.localeCookieName, layout.locale.urlCode);
}
