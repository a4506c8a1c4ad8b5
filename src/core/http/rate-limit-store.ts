import type { ThrottlerStorage } from '@nestjs/throttler';
import { LRUCache } from 'lru-cache';

/** The slice of node-redis the store needs. */
export interface RateLimitRedis {
  readonly isReady: boolean;
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const MAX_TRACKED_KEYS = 10_000;
const KEY_PREFIX = 'uapp:rate:';

/** INCR with the window's expiry set by the first hit (a fixed window); answers the count and the ms left. */
const INCREMENT = `local n = redis.call('incr', KEYS[1])
if n == 1 or redis.call('pttl', KEYS[1]) < 0 then redis.call('pexpire', KEYS[1], ARGV[1]) end
return {n, redis.call('pttl', KEYS[1])}`;
/** The count and the ms left, without counting. */
const PEEK = `local n = redis.call('get', KEYS[1])
if not n then return {0, 0} end
return {tonumber(n), redis.call('pttl', KEYS[1])}`;

/**
 * Issue 13 item 3: the counts of every rate limit, as @nestjs/throttler's storage (its guard counts every
 * request) and for FailureLimiter (only failures count, hence `peek`). Fixed windows that start with the first
 * hit. In Redis when REDIS_URL is set, so all instances share the counts; in a bounded in-process LRU
 * otherwise, and while Redis is down or slower than the command timeout (each instance then counts alone).
 */
export class RateLimitStore implements ThrottlerStorage {
  private readonly local: LRUCache<string, { count: number; expiresAt: number }>;

  constructor(
    private readonly redis: RateLimitRedis | undefined,
    private readonly commandTimeoutMs = 250,
    /** The clock (tests pass their own). */
    private readonly now: () => number = () => Date.now(),
  ) {
    this.local = new LRUCache({ max: MAX_TRACKED_KEYS });
  }

  /** Counts one hit of `key` in its window; blocked once the hits exceed `limit`. */
  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const [count, msLeft] = await this.count(`${throttlerName}:${key}`, ttl, true);
    const secondsLeft = Math.max(0, Math.ceil(msLeft / 1000));
    const isBlocked = count > limit;
    return { totalHits: count, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** The hits `key` has in its current window, without counting one. */
  async peek(key: string, throttlerName: string): Promise<number> {
    return (await this.count(`${throttlerName}:${key}`, 0, false))[0];
  }

  private async count(key: string, ttl: number, increment: boolean): Promise<[number, number]> {
    if (this.redis?.isReady) {
      try {
        return await this.inRedis(this.redis, key, ttl, increment);
      } catch {
        // Redis failed or was too slow: this instance counts alone until it is back.
      }
    }
    return this.inProcess(key, ttl, increment);
  }

  private async inRedis(redis: RateLimitRedis, key: string, ttl: number, increment: boolean) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), this.commandTimeoutMs);
    });
    try {
      const answer = await Promise.race([
        redis.eval(increment ? INCREMENT : PEEK, {
          keys: [KEY_PREFIX + key],
          arguments: increment ? [String(Math.max(1, Math.round(ttl)))] : [],
        }),
        timeout,
      ]);
      const [count, msLeft] = answer as [number, number];
      return [Number(count), Math.max(0, Number(msLeft))] as [number, number];
    } finally {
      clearTimeout(timer);
    }
  }

  private inProcess(key: string, ttl: number, increment: boolean): [number, number] {
    const now = this.now();
    let entry = this.local.get(key);
    if (entry && entry.expiresAt <= now) {
      this.local.delete(key);
      entry = undefined;
    }
    if (!increment) return entry ? [entry.count, entry.expiresAt - now] : [0, 0];
    if (entry) entry.count += 1;
    else {
      entry = { count: 1, expiresAt: now + ttl };
      this.local.set(key, entry);
    }
    return [entry.count, entry.expiresAt - now];
  }
}
