import type { IncomingHttpHeaders } from 'node:http';
import { type Cookies, parseCookieHeader } from '../../core/http/cookies.js';

/** Cookies that mark a personal session: pages for such visitors are never cached or served from the cache. */
export const PRIVATE_COOKIES: readonly string[] = ['uapp_session'];
/**
 * Cookies that never change public HTML and so are no part of the key. The editor cookie is here: a live editor
 * session is recognised before the cache is consulted (src/app/vike.ts) and then bypasses it; a forged or
 * signed-out one must neither make the request private nor split the cache (issue 11).
 */
const IGNORED_COOKIES = new Set(['uapp_editor_area_password']);

/** Query parameters that only steer the caches and never change the HTML. */
const IGNORED_QUERY = new Set(['cache', 'nextRelease']);

export interface PageCacheIdentity {
  /** undefined when the visitor has a personal session: such pages are neither cached nor served from the cache. */
  key: string | undefined;
}

/** The `uapp_` cookies, sorted, as `name=value;…`; or null when a private cookie is present. */
function relevantCookies(cookies: Cookies): string | null {
  const pairs: string[] = [];
  for (const name of Object.keys(cookies)) {
    if (!name.startsWith('uapp_') || IGNORED_COOKIES.has(name)) continue;
    if (PRIVATE_COOKIES.includes(name)) return null;
    pairs.push(`${name}=${cookies[name]}`);
  }
  return pairs.sort().join(';');
}

function normalizedQuery(query: string): string {
  if (query === '') return '';
  return query
    .split('&')
    .filter((pair) => pair !== '' && !IGNORED_QUERY.has(pair.split('=')[0]!))
    .sort()
    .join('&');
}

/**
 * Everything the public HTML depends on: host, path, the query (sorted, minus cache-only flags), the visitor's
 * `uapp_` cookies (locale, measurement system, release toggle, testing) and the preferred language.
 * Called on every page request, so it avoids URL parsing. `cookies` are the parsed Cookie header when the caller
 * has them already (`request.cookies`).
 */
export function pageCacheIdentity(
  url: string,
  headers: IncomingHttpHeaders,
  parsedCookies: Cookies = parseCookieHeader(headers.cookie),
): PageCacheIdentity {
  const cookies = relevantCookies(parsedCookies);
  if (cookies === null) return { key: undefined };
  const queryIndex = url.indexOf('?');
  const path = queryIndex < 0 ? url : url.slice(0, queryIndex);
  const query = queryIndex < 0 ? '' : normalizedQuery(url.slice(queryIndex + 1));
  const acceptLanguage = headers['accept-language'];
  const language = acceptLanguage ? acceptLanguage.split(/[,;]/, 1)[0]!.trim().toLowerCase() : '';
  return { key: `${headers.host ?? ''}|${path}|${query}|${cookies}|${language}` };
}
