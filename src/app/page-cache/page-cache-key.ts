import type { IncomingHttpHeaders } from 'node:http';
import { type Cookies, parseCookieHeader } from '../../core/http/cookies.js';
import { PRIVATE_PAGE_COOKIES, declaredQuery, pageCookieVariant } from '../../../modules/routing/index.js';

export interface PageCacheIdentity {
  /** undefined when the visitor has a personal session: such pages are neither cached nor served from the cache. */
  key: string | undefined;
}

/** The site the Host header and the path choose (RoutingService.siteKey): made-up hosts share one key. */
export type HostKey = (hostHeader: string | undefined, path: string) => string;

const hostWithoutPort: HostKey = (host) => (host ?? '').toLowerCase().replace(/:\d+$/, '');

/**
 * Issue 13 item 3: everything a public page's HTML depends on and nothing else (modules/routing/page-variant.ts):
 * the site's host, the path, the declared query parameters (sorted; tracking and unknown ones dropped) and the
 * cookie values that change the output. Accept-Language and the locale cookies only choose where `/` redirects
 * to, and redirects are never cached. Called on every page request, so it avoids URL parsing. `cookies` are the
 * parsed Cookie header when the caller has them already (`request.cookies`).
 */
export function pageCacheIdentity(
  url: string,
  headers: IncomingHttpHeaders,
  parsedCookies: Cookies = parseCookieHeader(headers.cookie),
  hostKey: HostKey = hostWithoutPort,
): PageCacheIdentity {
  for (const name of PRIVATE_PAGE_COOKIES) if (parsedCookies[name] !== undefined) return { key: undefined };
  const queryIndex = url.indexOf('?');
  const path = queryIndex < 0 ? url : url.slice(0, queryIndex);
  const query = queryIndex < 0 ? '' : declaredQuery(url.slice(queryIndex + 1));
  return { key: `${hostKey(headers.host, path)}|${path}|${query}|${pageCookieVariant(parsedCookies)}` };
}
