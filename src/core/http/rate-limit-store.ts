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
 * FailureLimiter.attempt, atomically so parallel requests cannot all pass one check: refused while the hold
 * (KEYS[2]) lasts or the count (KEYS[1]) has reached the limit; else counts the attempt in its fixed window and,
 * from the `free`-th attempt on, holds the key for a delay that doubles with every further one (capped).
 * ARGV: window ms, limit, free attempts, base delay ms, max delay ms. Answers {allowed (0/1), ms to wait}.
 */
const ATTEMPT = `local held = redis.call('pttl', KEYS[2])
if held > 0 then return {0, held} end
local n = tonumber(redis.call('get', KEYS[1]) or '0')
if n >= tonumber(ARGV[2]) then return {0, redis.call('pttl', KEYS[1])} end
n = redis.call('incr', KEYS[1])
if n == 1 or redis.call('pttl', KEYS[1]) < 0 then redis.call('pexpire', KEYS[1], ARGV[1]) end
local free = tonumber(ARGV[3])
if n >= free then
  local delay = math.floor(math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * 2 ^ (n - free)))
  if delay >= 1 then redis.call('set', KEYS[2], '1', 'PX', delay) end
end
return {1, 0}`;
/** Takes one counted attempt back (never below zero). */
const FORGIVE = `local n = redis.call('decr', KEYS[1])
if n <= 0 then redis.call('del', KEYS[1]) end
return {0, 0}`;
/** Forgets a key: its count and its hold. */
const CLEAR = `redis.call('del', KEYS[1], KEYS[2])
return {0, 0}`;

/** How FailureLimiter.attempt counts: the limit per window, and the doubling delays (RateLimitStore.attempt). */
export interface AttemptRule {
  windowMs: number;
  /** Attempts per window; beyond it refused until the window ends. */
  limit: number;
  /** From this attempt on, each one holds the key for a delay; 0 never. */
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/**
 * The counts of every rate limit, as @nestjs/throttler's storage (its guard counts every
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

  /** One attempt of `key` by `rule`, checked and counted at once: allowed, or the ms to wait (see ATTEMPT). */
  async attempt(key: string, name: string, rule: AttemptRule): Promise<{ allowed: boolean; waitMs: number }> {
    const keys = [`${name}:${key}`, `${name}!hold:${key}`];
    const args = [rule.windowMs, rule.limit, rule.free > 0 ? rule.free : Number.MAX_SAFE_INTEGER];
    const [allowed, waitMs] = await this.run(ATTEMPT, keys, [...args, rule.baseDelayMs, rule.maxDelayMs], () =>
      this.attemptInProcess(keys[0]!, keys[1]!, rule),
    );
    return { allowed: allowed === 1, waitMs };
  }

  /** Takes one counted attempt of `key` back. */
  async forgive(key: string, name: string): Promise<void> {
    const countKey = `${name}:${key}`;
    await this.run(FORGIVE, [countKey], [], () => {
      const entry = this.live(countKey);
      if (entry && --entry.count <= 0) this.local.delete(countKey);
      return [0, 0];
    });
  }

  /** Forgets `key`: its count and its hold. */
  async clear(key: string, name: string): Promise<void> {
    const keys = [`${name}:${key}`, `${name}!hold:${key}`];
    await this.run(CLEAR, keys, [], () => {
      for (const each of keys) this.local.delete(each);
      return [0, 0];
    });
  }

  private count(key: string, ttl: number, increment: boolean): Promise<[number, number]> {
    return this.run(increment ? INCREMENT : PEEK, [key], increment ? [Math.max(1, Math.round(ttl))] : [], () =>
      this.inProcess(key, ttl, increment),
    );
  }

  /** A script in Redis when it is there, else its in-process twin. */
  private async run(
    script: string,
    keys: string[],
    args: number[],
    inProcess: () => [number, number],
  ): Promise<[number, number]> {
    if (this.redis?.isReady) {
      try {
        return await this.inRedis(this.redis, script, keys, args);
      } catch {
        // Redis failed or was too slow: this instance counts alone until it is back.
      }
    }
    return inProcess();
  }

  private async inRedis(redis: RateLimitRedis, script: string, keys: string[], args: number[]) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer in time')), this.commandTimeoutMs);
    });
    try {
      const answer = await Promise.race([
        redis.eval(script, {
          keys: keys.map((key) => KEY_PREFIX + key),
          arguments: args.map((arg) => String(Math.min(Math.round(arg), Number.MAX_SAFE_INTEGER))),
        }),
        timeout,
      ]);
      const [count, msLeft] = answer as [number, number];
      return [Number(count), Math.max(0, Number(msLeft))] as [number, number];
    } finally {
      clearTimeout(timer);
    }
  }

  /** The entry of `key` unless its window has passed. */
  private live(key: string): { count: number; expiresAt: number } | undefined {
    const entry = this.local.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.local.delete(key);
      return undefined;
    }
    return entry;
  }

  private attemptInProcess(countKey: string, holdKey: string, rule: AttemptRule): [number, number] {
    const now = this.now();
    const hold = this.live(holdKey);
    if (hold) return [0, hold.expiresAt - now];
    const [count, msLeft] = this.inProcess(countKey, 0, false);
    if (count >= rule.limit) return [0, msLeft];
    const [n] = this.inProcess(countKey, rule.windowMs, true);
    if (rule.free > 0 && n >= rule.free) {
      const delay = Math.floor(Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** (n - rule.free)));
      if (delay >= 1) this.local.set(holdKey, { count: 1, expiresAt: now + delay });
    }
    return [1, 0];
  }

  private inProcess(key: string, ttl: number, increment: boolean): [number, number] {
    const now = this.now();
    let entry = this.live(key);
    if (!increment) return entry ? [entry.count, entry.expiresAt - now] : [0, 0];
    if (entry) entry.count += 1;
    else {
      entry = { count: 1, expiresAt: now + ttl };
      this.local.set(key, entry);
    }
    return [entry.count, entry.expiresAt - now];
  }
}
