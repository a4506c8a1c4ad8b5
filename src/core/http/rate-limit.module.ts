import { Global, Module } from '@nestjs/common';
import { ThrottlerModule, getStorageToken } from '@nestjs/throttler';
import { REDIS_CONNECTION, type RedisConnection } from '../cache/redis-connection.js';
import { CORE_CONFIG, type CoreConfig } from '../config/core.config.js';
import { RateLimitStore } from './rate-limit-store.js';

/**
 * One RateLimitStore (Redis when configured, in-process otherwise) behind every rate limit:
 * @nestjs/throttler's guard (`@UseGuards(ThrottlerGuard)` with `@Throttle(...)` on a route) and FailureLimiter.
 * The client is `request.ip`, which believes X-Forwarded-For only from the proxies TRUST_PROXY names.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [CORE_CONFIG, REDIS_CONNECTION],
      useFactory: (config: CoreConfig, redis: RedisConnection | undefined) => ({
        // A route's @Throttle decides its limit; this default applies only where none is given.
        throttlers: [{ name: 'default', ttl: 60_000, limit: 60 }],
        storage: new RateLimitStore(redis, config.cache.redisCommandTimeoutMs),
        errorMessage: 'Too many requests from your address. Please try again in a minute.',
      }),
    }),
  ],
  providers: [
    // The very storage the throttler's guard counts in.
    { provide: RateLimitStore, inject: [getStorageToken()], useFactory: (store: RateLimitStore) => store },
  ],
  exports: [RateLimitStore, ThrottlerModule],
})
export class RateLimitModule {}
