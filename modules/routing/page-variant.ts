// Issue 13 item 3: what a public page's HTML may depend on besides its host and path, declared in one place. The
// page cache keys on exactly this and the router renders from exactly this, so a URL that differs only in what
// is not declared (tracking parameters, unknown cookies, another Accept-Language) is the same page: one cache
// entry, one render. Nothing here may read request input that is not a real dimension of the output.

/** SPEC §9 (products.contract.ts names it for the catalogue; routing sits below the features). */
const MEASUREMENT_SYSTEM_COOKIE = 'uapp_measurement_system';

/**
 * The query parameters public pages read, and who reads them. Everything else (utm_*, gclid, fbclid, typos) is
 * dropped from the page-cache key and from what the router sees; `cache` and `nextRelease` steer the caches and are
 * handled before (src/core/http/request-cache-scope.ts).
 */
export const PAGE_QUERY_PARAMETERS: Readonly<Record<string, string>> = {
  q: 'search: the query',
  page: 'search, stories, media releases: the page of the list',
  category: 'stories: the category filter',
  testing: 'SPEC §2.3: marks a test visitor (no tracking script)',
  direct: 'SPEC §2.3: a page id to redirect to (its presence counts, not its value)',
  stage: 'issue 11: an editor views the live version (editors are never served from the page cache)',
};

/** Flags whose value is not read, only their presence. */
const PRESENCE_ONLY = new Set(['direct']);
/** Longest value kept: a longer one is cut (the readers bound their input far below this). */
const MAX_VALUE_LENGTH = 500;

/**
 * The declared parameters of a query string (with or without `?`), sorted, each once (its first value, the one
 * `URLSearchParams.get` reads), as `a=1&b=2` without `?`; '' when none is declared.
 */
export function declaredQuery(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const kept = new Map<string, string>();
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const name = safeDecode(rawName);
    if (!(name in PAGE_QUERY_PARAMETERS) || kept.has(name)) continue;
    if (PRESENCE_ONLY.has(name)) kept.set(name, name);
    else kept.set(name, `${name}=${equals < 0 ? '' : pair.slice(equals + 1, equals + 1 + MAX_VALUE_LENGTH)}`);
  }
  return [...kept.keys()]
    .sort()
    .map((name) => kept.get(name)!)
    .join('&');
}

/** The same as a search string for the router: `?a=1&b=2`, or '' when nothing is declared. */
export function declaredSearch(search: string): string {
  const query = declaredQuery(search);
  return query === '' ? '' : `?${query}`;
}

function safeDecode(value: string): string {
  if (!value.includes('%') && !value.includes('+')) return value;
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

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
