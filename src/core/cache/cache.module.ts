import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { CACHE_MANAGER, CacheModule } from '@nestjs/cache-manager';
import type { Cache } from 'cache-manager';
import { CORE_CONFIG, type CoreConfig } from '../config/core.config.js';
import {
  DATA_CACHE,
  DATA_NAMESPACE,
  PAGE_CACHE,
  createBackend,
  createPageBackend,
  createStores,
  createSwrCache,
  dataCacheBounds,
} from './caches.js';
import { PageCacheInvalidation } from './page-cache-invalidation.js';
import { REDIS_CONNECTION, type RedisConnection, connectRedis, disconnectRedis } from './redis-connection.js';

const logger = new Logger('Cache');

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CONNECTION,
      inject: [CORE_CONFIG],
      useFactory: (config: CoreConfig) => connectRedis(config, (message) => logger.warn(message)),
    },
  ],
  exports: [REDIS_CONNECTION],
})
class RedisConnectionModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CONNECTION) private readonly redis: RedisConnection | undefined) {}

  async onApplicationShutdown(): Promise<void> {
    await disconnectRedis(this.redis);
  }
}

/**
 * The caches (SPEC §9): cache-manager stores from @nestjs/cache-manager (an in-process lru-cache bounded by
 * CACHE_MAX_ENTRIES and CACHE_MAX_BYTES, or Redis when REDIS_URL is set), wrapped in the stale-while-revalidate
 * cache with its loader lock.
 */
@Global()
@Module({
  imports: [
    RedisConnectionModule,
    CacheModule.registerAsync({
      inject: [CORE_CONFIG, REDIS_CONNECTION],
      useFactory: (config: CoreConfig, redis: RedisConnection | undefined) => ({
        stores: createStores(config, redis, DATA_NAMESPACE, dataCacheBounds(config)),
      }),
    }),
  ],
  providers: [
    {
      provide: DATA_CACHE,
      inject: [CORE_CONFIG, CACHE_MANAGER, REDIS_CONNECTION],
      useFactory: (config: CoreConfig, cacheManager: Cache, redis: RedisConnection | undefined) => {
        const logError = (message: string) => logger.warn(message);
        const backend = createBackend(config, cacheManager, redis, DATA_NAMESPACE, dataCacheBounds(config), logError);
        return createSwrCache(config, backend, logError);
      },
    },
    {
      provide: PAGE_CACHE,
      inject: [CORE_CONFIG, REDIS_CONNECTION],
      useFactory: (config: CoreConfig, redis: RedisConnection | undefined) => {
        const logError = (message: string) => logger.warn(message);
        return createSwrCache(config, createPageBackend(config, redis, logError), logError);
      },
    },
    PageCacheInvalidation,
  ],
  exports: [DATA_CACHE, PAGE_CACHE, CacheModule, PageCacheInvalidation],
})
export class AppCacheModule {}
