import type { LayoutData } from '../modules/routing/layout.contract.js';

/**
 * SPEC §9: the locale cookie expires far in the future; all preference cookies are Path=/ and SameSite=Lax.
 * 400 days is as far as browsers allow (RFC 6265bis caps Max-Age there; Chromium enforces it).
 */
const FAR_FUTURE_SECONDS = 400 * 24 * 60 * 60;

/** What a cookie value cannot hold as it is (and `%`, so that reading it back decodes to the same value). */
const NEEDS_ENCODING = /[\u0000-\u0020\u007F-\uFFFF",;\\%]/;

// Written and read here rather than with the `cookie` package (the server's): every page loads this module, and
// the package's general parser and serializer cost more than these few names and values need (issue 32).
export function setPreferenceCookie(name: string, value: string, maxAgeSeconds = FAR_FUTURE_SECONDS): void {
  const encoded = NEEDS_ENCODING.test(value) ? encodeURIComponent(value) : value;
  document.cookie = `${name}=${encoded}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

/** A cookie of this document (the first of duplicates), or undefined; malformed cookies never throw. */
export function readPreferenceCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim();
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
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
