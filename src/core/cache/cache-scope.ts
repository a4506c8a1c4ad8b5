import { ClsServiceManager, type ClsStore } from 'nestjs-cls';

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
/** Every key space a key can live in, for invalidations that must reach them all. */
export const CACHE_KEY_PREFIXES: readonly CacheScope['prefix'][] = ['', NEXT_RELEASE_PREFIX];

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

/**
 * The request context (nestjs-cls: one AsyncLocalStorage for the process, the same ClsService Nest injects)
 * carries the request's cache scope, so services never pass it along: the SwrCache reads it where it is used.
 */
export interface CacheScopeStore extends ClsStore {
  cacheScope?: CacheScope;
}

const cls = () => ClsServiceManager.getClsService<CacheScopeStore>();

/** The cache scope of the request this code runs for; the default outside a request (start-up, seeding, workers). */
export function currentCacheScope(): CacheScope {
  return cls().get('cacheScope') ?? DEFAULT_CACHE_SCOPE;
}

/** Whether the release toggle is on for the request this code runs for (SPEC §1): next features are enabled. */
export function isNextRelease(): boolean {
  return currentCacheScope().prefix === NEXT_RELEASE_PREFIX;
}

/** Runs `fn`, and whatever it starts, in a context of its own with this cache scope. */
export function runWithCacheScope<T>(scope: CacheScope, fn: () => T): T {
  return cls().runWith({ cacheScope: scope }, fn);
}

/** Runs `fn`, and whatever it starts, outside any request's context: background work gets the default scope. */
export function runOutsideRequest<T>(fn: () => T): T {
  return cls().exit(fn);
}
