import type { AttemptRule, RateLimitStore } from './rate-limit-store.js';

/** Growing delays (FailureLimiter.attempt): from the `freeAttempts`-th attempt on, each one holds the key longer. */
export interface Backoff {
  freeAttempts: number;
  /** The first hold; every further attempt doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts failures (wrong passwords) per key in a fixed window that starts at the first failure. Only failures
 * count, which @nestjs/throttler's guard (it counts every request) cannot express, so this keeps its own rule on
 * the throttler's storage (RateLimitStore): in Redis when REDIS_URL is set, all instances share the counts
 *; otherwise a bounded in-process LRU, where an attacker cycling keys evicts old entries.
 *
 * Two ways to use it: `isBlocked` then `recordFailure` (a check, then a count once the check failed), or
 * `attempt` (checked and counted at once, so parallel requests cannot all pass the check; the caller
 * then `clear`s or `forgive`s the attempt when it was not a failure), which also knows growing delays.
 */
export class FailureLimiter {
  private readonly rule: AttemptRule;

  constructor(
    private readonly store: RateLimitStore,
    /** Names the limit in the store: two limiters never share counts. */
    private readonly name: string,
    private readonly maxFailures: number,
    private readonly windowMs: number,
    backoff?: Backoff,
  ) {
    this.rule = {
      windowMs,
      limit: maxFailures,
      free: backoff?.freeAttempts ?? 0,
      baseDelayMs: backoff?.baseDelayMs ?? 0,
      maxDelayMs: backoff?.maxDelayMs ?? 0,
    };
  }

  /** True when `key` has used up its failures for the window. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.failures(key)) >= this.maxFailures;
  }

  /** The failures (or attempts) `key` has in its window. */
  failures(key: string): Promise<number> {
    return this.store.peek(key, this.name);
  }

  async recordFailure(key: string): Promise<void> {
    await this.store.increment(key, this.windowMs, this.maxFailures, this.windowMs, this.name);
  }

  /**
   * One attempt of `key`, counted as a failure in advance: refused (with the wait) while a delay holds the key or
   * its window's failures are used up.
   */
  async attempt(key: string): Promise<AttemptVerdict> {
    const { allowed, waitMs } = await this.store.attempt(key, this.name, this.rule);
    return allowed ? { allowed: true } : { allowed: false, retryAfterMs: Math.max(1, waitMs) };
  }

  /** Takes back an attempt that was not a failure (it succeeded, or another limit refused it). */
  async forgive(key: string): Promise<void> {
    await this.store.forgive(key, this.name);
  }

  /** Forgets `key`'s failures and delay (a success). */
  async clear(key: string): Promise<void> {
    await this.store.clear(key, this.name);
  }
}
