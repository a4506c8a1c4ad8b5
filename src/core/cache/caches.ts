import type { Cache } from 'cache-manager';
import { createCache } from 'cache-manager';
import { createKeyv as createRedisKeyv } from '@keyv/redis';
import type { AppConfig } from '../config/app-config.js';
import type { CacheBackend } from './cache-backend.js';
import { FailoverBackend } from './failover-backend.js';
import { LruBackend } from './lru-backend.js';
import { MemoryBackend, createMemoryKeyv } from './memory-backend.js';
import { RedisBackend, type RedisLockClient } from './redis-backend.js';
import type { RedisConnection } from './redis-connection.js';
import { SwrCache } from './swr-cache.js';

/** Data cache: service results (navigation, product data, ...). */
export const DATA_CACHE = Symbol('DATA_CACHE');
/** Page cache: rendered HTML of public pages, with its own entry limit. */
export const PAGE_CACHE = Symbol('PAGE_CACHE');

/** Stale entries stay servable this long after they stop being fresh. */
export const STALE_WINDOW_MS = 24 * 60 * 60_000;
export const DATA_NAMESPACE = 'uapp-data';
export const PAGE_NAMESPACE = 'uapp-page';

export function createStores(
  config: AppConfig,
  redis: RedisConnection | undefined,
  namespace: string,
  maxEntries: number,
) {
  if (!redis) return [createMemoryKeyv(maxEntries)];
  return [createRedisKeyv(redis as never, { namespace, throwOnErrors: true, throwOnConnectError: false })];
}

export function createBackend(
  config: AppConfig,
  cacheManager: Cache,
  redis: RedisConnection | undefined,
  namespace: string,
  maxEntries: number,
  logError: (message: string) => void,
): CacheBackend {
  if (!redis) return new MemoryBackend(cacheManager);
  return new FailoverBackend(
    new RedisBackend(cacheManager, redis as unknown as RedisLockClient, namespace, config.cache.redisCommandTimeoutMs),
    MemoryBackend.create(maxEntries),
    (error) => logError(`redis cache unavailable (${(error as Error).message}); using the in-process store`),
  );
}

export function createSwrCache(
  config: AppConfig,
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
 * The page cache: a plain LRU in-process (rendered pages are immutable, reads must be cheap), or Redis through
 * cache-manager with that LRU as the fallback while Redis is down.
 */
export function createPageBackend(
  config: AppConfig,
  redis: RedisConnection | undefined,
  logError: (message: string) => void,
): CacheBackend {
  if (!redis) return new LruBackend(config.cache.pageMaxEntries);
  const manager = createCache({ stores: createStores(config, redis, PAGE_NAMESPACE, config.cache.pageMaxEntries) });
  return new FailoverBackend(
    new RedisBackend(manager, redis as unknown as RedisLockClient, PAGE_NAMESPACE, config.cache.redisCommandTimeoutMs),
    new LruBackend(config.cache.pageMaxEntries),
    (error) => logError(`redis page cache unavailable (${(error as Error).message}); using the in-process store`),
  );
}
