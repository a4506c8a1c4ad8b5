/**
 * How one request uses the caches (SPEC §1, §9): `cache=false` bypasses them, and while the release toggle
 * cookie is on every key is prefixed with `nextRelease_` so next-release content never mixes with live content.
 */
export interface CacheScope {
  bypass: boolean;
  prefix: '' | 'nextRelease_';
}

export const NEXT_RELEASE_COOKIE = 'uapp_is-next-release';
export const NEXT_RELEASE_PREFIX = 'nextRelease_';
export const DEFAULT_CACHE_SCOPE: CacheScope = { bypass: false, prefix: '' };

export type CacheFlag = 'use' | 'bypass' | 'clear';

/** `cache=false` → bypass, `cache=clear` → clear; anything else (or absent) uses the cache. */
export function cacheFlagFrom(value: unknown): CacheFlag {
  if (value === 'false') return 'bypass';
  if (value === 'clear') return 'clear';
  return 'use';
}

/**
 * The release toggle for this request: `?nextRelease` (any value but `false`) turns it on,
 * `?nextRelease=false` turns it off, otherwise the cookie decides.
 */
export function nextReleaseFrom(query: Record<string, unknown>, cookieValue: string | undefined): boolean {
  if ('nextRelease' in query) return query.nextRelease !== 'false';
  return cookieValue === 'true';
}
