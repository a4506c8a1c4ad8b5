import type { IncomingHttpHeaders } from 'node:http';
import { readCookie } from '../http/cookies.js';

/** Cookies that mark a personal session: pages for such visitors are never cached or served from the cache. */
export const PRIVATE_COOKIES = ['uapp_editor_area_password', 'uapp_session'] as const;

/** Query parameters that only steer the caches and never change the HTML. */
const IGNORED_QUERY = new Set(['cache', 'nextRelease']);

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name.startsWith('uapp_'));
}

export function hasPrivateSession(headers: IncomingHttpHeaders): boolean {
  return PRIVATE_COOKIES.some((name) => readCookie(headers.cookie, name) !== undefined);
}

/**
 * Everything the public HTML depends on: host, path, the query (sorted, minus cache-only flags), the visitor's
 * `uapp_` cookies (locale, measurement system, release toggle, testing) and the preferred language.
 */
export function pageCacheKey(url: string, headers: IncomingHttpHeaders): string {
  const parsed = new URL(url, 'http://x');
  const query = [...parsed.searchParams.entries()]
    .filter(([name]) => !IGNORED_QUERY.has(name))
    .sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const cookies = cookieNames(headers.cookie)
    .sort()
    .map((name) => `${name}=${readCookie(headers.cookie, name) ?? ''}`)
    .join(';');
  const language = (headers['accept-language'] ?? '').split(',')[0]!.split(';')[0]!.trim().toLowerCase();
  return `${headers.host ?? ''}|${parsed.pathname}|${query}|${cookies}|${language}`;
}
