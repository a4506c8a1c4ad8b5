import type { Cache } from 'cache-manager';
import { createCache } from 'cache-manager';
import type { CoreConfig } from '../config/core.config.js';
import type { CacheBackend } from './cache-backend.js';
import { FailoverBackend } from './failover-backend.js';
import { LruBackend } from './lru-backend.js';
import type { LruBounds } from './lru-store.js';
import { MemoryBackend, createMemoryKeyv } from './memory-backend.js';
import { RedisBackend, type RedisLockClient } from './redis-backend.js';
import { type RedisConnection, loadedKeyvRedis } from './redis-connection.js';
import { SwrCache } from './swr-cache.js';

/** Data cache: service results (navigation, product data, ...). */
export const DATA_CACHE = Symbol('DATA_CACHE');
/** Page cache: rendered HTML of public pages, with its own entry limit. */
export const PAGE_CACHE = Symbol('PAGE_CACHE');

/** Stale entries stay servable this long after they stop being fresh. */
export const STALE_WINDOW_MS = 24 * 60 * 60_000;
export const DATA_NAMESPACE = 'uapp-data';
export const PAGE_NAMESPACE = 'uapp-page';

/** Bounds of the in-process data cache (CACHE_MAX_ENTRIES, CACHE_MAX_BYTES). */
export const dataCacheBounds = (config: CoreConfig): LruBounds => ({
  maxEntries: config.cache.maxEntries,
  maxBytes: config.cache.maxBytes,
});

/** Bounds of the in-process page cache (PAGE_CACHE_MAX_ENTRIES, PAGE_CACHE_MAX_BYTES). */
export const pageCacheBounds = (config: CoreConfig): LruBounds => ({
  maxEntries: config.cache.pageMaxEntries,
  maxBytes: config.cache.pageMaxBytes,
});

export function createStores(
  config: CoreConfig,
  redis: RedisConnection | undefined,
  namespace: string,
  bounds: LruBounds,
) {
  if (!redis) return [createMemoryKeyv(bounds)];
  return [loadedKeyvRedis().createKeyv(redis as never, { namespace, throwOnErrors: true, throwOnConnectError: false })];
}

export function createBackend(
  config: CoreConfig,
  cacheManager: Cache,
  redis: RedisConnection | undefined,
  namespace: string,
  bounds: LruBounds,
  logError: (message: string) => void,
): CacheBackend {
  if (!redis) return new MemoryBackend(cacheManager, bounds.maxEntries);
  return new FailoverBackend(
    new RedisBackend(cacheManager, redis as unknown as RedisLockClient, namespace, config.cache.redisCommandTimeoutMs),
    MemoryBackend.create(bounds),
    (error) => logError(`redis cache unavailable (${(error as Error).message}); using the in-process store`),
  );
}

export function createSwrCache(
  config: CoreConfig,
  backend: CacheBackend,
  logError: (message: string) => void,
): SwrCache {
  return new SwrCache(backend, {
    ttlMs: config.cache.ttlMs,
    staleMs: STALE_WINDOW_MS,
    lockTimeoutMs: config.cache.lockTimeoutMs,
    onError: (message, error) => logError(`${message}: ${(error as Error)?.message ?? String(error)}`),
  });
}

/**
 * The page cache: an LRU read directly in-process (rendered pages are immutable, reads must be cheap), or Redis
 * through cache-manager with that LRU as the fallback while Redis is down.
 */
export function createPageBackend(
  config: CoreConfig,
  redis: RedisConnection | undefined,
  logError: (message: string) => void,
): CacheBackend {
  if (!redis) return new LruBackend(pageCacheBounds(config));
  const manager = createCache({ stores: createStores(config, redis, PAGE_NAMESPACE, pageCacheBounds(config)) });
  return new FailoverBackend(
    new RedisBackend(manager, redis as unknown as RedisLockClient, PAGE_NAMESPACE, config.cache.redisCommandTimeoutMs),
    new LruBackend(pageCacheBounds(config)),
    (error) => logError(`redis page cache unavailable (${(error as Error).message}); using the in-process store`),
  );
}
