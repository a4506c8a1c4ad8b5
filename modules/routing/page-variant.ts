// Issue 13 item 3: what a public page's HTML may depend on besides its host and path, declared in one place. The
// page cache keys on exactly this and the router renders from exactly this, so a URL that differs only in what
// is not declared (tracking parameters, unknown cookies, another Accept-Language) is the same page: one cache
// entry, one render. Nothing here may read request input that is not a real dimension of the output.

/** SPEC §9 (products.contract.ts names it for the catalogue; routing sits below the features). */
const MEASUREMENT_SYSTEM_COOKIE = 'uapp_measurement_system';

// The query parameters live in a contract: the renderer builds canonical URLs from them (issue 15).
export { PAGE_QUERY_PARAMETERS, declaredQuery, declaredSearch } from './page-query.contract.js';

/** The cookies of a personal session: such a visitor's pages are never cached or served from the cache. */
export const PRIVATE_PAGE_COOKIES: readonly string[] = ['uapp_session'];

/**
 * The cookies a public page's HTML depends on, each reduced to the values that change it: the measurement system
 * (SPEC §9: Metric or Imperial), the test visitor flag (no tracking script) and the fallback language of pages
 * missing in the URL's language. The locale cookies and Accept-Language only choose where `/` redirects to (a
 * redirect is never cached), the release toggle is the cache's key prefix, an editor is recognised before the
 * cache: none of them is a dimension of a cached page.
 */
export function pageCookieVariant(cookies: Readonly<Record<string, string | undefined>>): string {
  const measurement = cookies[MEASUREMENT_SYSTEM_COOKIE];
  const fallback = cookies['uapp_fallback_language'];
  return [
    measurement === 'Imperial' || measurement === 'Metric' ? measurement : '',
    cookies['uapp_is-testing'] === 'true' ? 't' : '',
    fallback && /^[a-z]{2}$/.test(fallback) ? fallback : '',
  ].join(',');
}
