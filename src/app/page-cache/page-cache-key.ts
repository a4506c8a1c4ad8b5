import type { IncomingHttpHeaders } from 'node:http';
import { type Cookies, parseCookieHeader } from '../../core/http/cookies.js';
import { PRIVATE_PAGE_COOKIES, pageCookieVariant, routerQueryVariant } from '../../../modules/routing/index.js';

export interface PageCacheIdentity {
  /**
   * undefined when the visitor has a personal session, or before the site's pages are known: such pages are neither
   * cached nor served from the cache.
   */
  key: string | undefined;
}

/** The site the Host header and the path choose (RoutingService.siteKey): made-up hosts share one key. */
export type HostKey = (hostHeader: string | undefined, path: string) => string;

/**
 * The query parameters the page at this path reads, normalised (RoutingService.pageQueryKey);
 * undefined when it cannot be told yet (then nothing is cached).
 */
export type PageQueryKey = (hostHeader: string | undefined, path: string, search: string) => string | undefined;

/** How a request names its page: the site and the page's own query (the routing service answers both). */
export interface PageKeyRules {
  site: HostKey;
  query: PageQueryKey;
}

/** Without the router (unit tests): the host names the site, and pages read no query. */
export const HOST_ONLY_RULES: PageKeyRules = {
  site: (host) => (host ?? '').toLowerCase().replace(/:\d+$/, ''),
  query: () => '',
};

/**
 * Everything a public page's HTML depends on and nothing else
 * (modules/routing/page-variant.ts): the site's host, the path, the query parameters the page reads (declared
 * with its section, normalised and bounded; everything else dropped), whether `?direct` is there, and the cookie
 * values that change the output (`?testing` counts as the cookie it sets). Accept-Language and the locale cookies
 * only choose where `/` redirects to, and redirects are never cached. Called on every page request (the fast path
 * too), so it avoids URL parsing. `cookies` are the parsed Cookie header when the caller has them already
 * (`request.cookies`).
 */
export function pageCacheIdentity(
  url: string,
  headers: IncomingHttpHeaders,
  parsedCookies: Cookies = parseCookieHeader(headers.cookie),
  rules: PageKeyRules = HOST_ONLY_RULES,
): PageCacheIdentity {
  for (const name of PRIVATE_PAGE_COOKIES) if (parsedCookies[name] !== undefined) return { key: undefined };
  // The renderer ignores a fragment (and a `?` in it), as browsers never send one.
  const hashIndex = url.indexOf('#');
  const target = hashIndex < 0 ? url : url.slice(0, hashIndex);
  const queryIndex = target.indexOf('?');
  const path = queryIndex < 0 ? target : target.slice(0, queryIndex);
  const search = queryIndex < 0 ? '' : target.slice(queryIndex + 1);
  const query = rules.query(headers.host, path, search);
  if (query === undefined) return { key: undefined };
  const variant = `${routerQueryVariant(search)},${pageCookieVariant(parsedCookies, search)}`;
  return { key: `${rules.site(headers.host, path)}|${path}|${query}|${variant}` };
}
