// What a public page's HTML may depend on besides its host and path, declared in one place. The
// page cache keys on exactly this and the router renders from exactly this, so a URL that differs only in what
// is not declared (tracking parameters, unknown cookies, another Accept-Language) is the same page: one cache
// entry, one render. Nothing here may read request input that is not a real dimension of the output.

import { TESTING_COOKIE } from '../../src/shared/tracking-rules.js';
import { queryValue } from './page-query.contract.js';

/** SPEC §9 (products.contract.ts names it for the catalogue; routing sits below the features). */
const MEASUREMENT_SYSTEM_COOKIE = 'uapp_measurement_system';

/**
 * What the router itself reads of the query on every page, besides the page's own parameters
 * (its section's page query, page-table.ts). `?direct` redirects to a document (SPEC §2.3: its presence
 * counts, not its value). `?testing` is not here: it counts as the test-visitor cookie it sets
 * (`pageCookieVariant`). `?stage` counts only for editors, who are never served from the page cache; `cache` and
 * `nextRelease` steer the caches before (src/core/http/request-cache-scope.ts).
 */
export function routerQueryVariant(search: string): string {
  return queryValue(search, 'direct') === null ? '' : 'direct';
}

/** The cookies of a personal session: such a visitor's pages are never cached or served from the cache. */
export const PRIVATE_PAGE_COOKIES: readonly string[] = ['uapp_session'];

/**
 * SPEC §2.3: `?testing=true` marks a test visitor from this request on (the cookie keeps it), `?testing` with any
 * other value ends it; without the parameter the cookie decides. The layout reads it so (no tracking script), and
 * the page-cache key counts it so: `?testing=true` is the cached page of a test visitor, never an entry of its own.
 */
export function isTestingVisitor(search: string, cookies: Readonly<Record<string, string | undefined>>): boolean {
  const flag = search === '' ? null : queryValue(search, 'testing');
  if (flag !== null) return flag === 'true';
  return cookies[TESTING_COOKIE] === 'true';
}

/**
 * The cookies a public page's HTML depends on, each reduced to the values that change it: the measurement system
 * (SPEC §9: Metric or Imperial), the test visitor flag (no tracking script; `?testing` in `search` overrides the
 * cookie, as it does for the layout) and the fallback language of pages
 * missing in the URL's language. The locale cookies and Accept-Language only choose where `/` redirects to (a
 * redirect is never cached), the release toggle is the cache's key prefix, an editor is recognised before the
 * cache: none of them is a dimension of a cached page.
 */
export function pageCookieVariant(cookies: Readonly<Record<string, string | undefined>>, search = ''): string {
  const measurement = cookies[MEASUREMENT_SYSTEM_COOKIE];
  const fallback = cookies['uapp_fallback_language'];
  return [
    measurement === 'Imperial' || measurement === 'Metric' ? measurement : '',
    isTestingVisitor(search, cookies) ? 't' : '',
    fallback && /^[a-z]{2}$/.test(fallback) ? fallback : '',
  ].join(',');
}
