import { createCache } from 'cache-manager';
import { createBackend, createStores, createSwrCache, dataCacheBounds } from '../../src/core/cache/caches.js';
import { type RedisConnection, connectRedis, disconnectRedis } from '../../src/core/cache/redis-connection.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { coreOf, loadConfig } from '../../src/app/config.js';

export interface CacheFixture {
  cache: SwrCache;
  redis?: RedisConnection;
  dispose(): Promise<void>;
}

/** The data cache exactly as the app builds it, in-process or on a real Redis, under a namespace of its own. */
export async function createCacheFixture(options: {
  redisUrl?: string;
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  namespace?: string;
}): Promise<CacheFixture> {
  const config = coreOf(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      CACHE_MAX_ENTRIES: String(options.maxEntries ?? 400),
      ...(options.maxBytes ? { CACHE_MAX_BYTES: String(options.maxBytes) } : {}),
      CACHE_TTL_MS: String(options.ttlMs ?? 30 * 60_000),
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
    }),
  );
  const namespace = options.namespace ?? `test-${Math.random().toString(36).slice(2)}`;
  const redis = await connectRedis(config, () => undefined);
  const manager = createCache({ stores: createStores(config, redis, namespace, dataCacheBounds(config)) });
  const backend = createBackend(config, manager, redis, namespace, dataCacheBounds(config), () => undefined);
  const cache = createSwrCache(config, backend, () => undefined);
  return {
    cache,
    redis,
    dispose: async () => {
      if (redis?.isReady) await cache.clear().catch(() => undefined);
      await disconnectRedis(redis);
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loader that counts its calls and resolves when told to. */
export function controllableLoader<T>() {
  let calls = 0;
  const pending: ((value: T) => void)[] = [];
  return {
    get calls() {
      return calls;
    },
    load: () => {
      calls++;
      return new Promise<T>((resolve) => pending.push(resolve));
    },
    resolveAll: (value: T) => pending.splice(0).forEach((resolve) => resolve(value)),
  };
}
