import type { RateLimitStore } from './rate-limit-store.js';

/**
 * Counts failures (wrong passwords) per key in a fixed window that starts at the first failure. Only failures
 * count, which @nestjs/throttler's guard (it counts every request) cannot express, so this keeps its own rule on
 * the throttler's storage (RateLimitStore): in Redis when REDIS_URL is set, all instances share the counts
 * (issue 13 item 3); otherwise a bounded in-process LRU, where an attacker cycling keys evicts old entries.
 */
export class FailureLimiter {
  constructor(
    private readonly store: RateLimitStore,
    /** Names the limit in the store: two limiters never share counts. */
    private readonly name: string,
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** True when `key` has used up its failures for the window. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.store.peek(key, this.name)) >= this.maxFailures;
  }

  async recordFailure(key: string): Promise<void> {
    await this.store.increment(key, this.windowMs, this.maxFailures, this.windowMs, this.name);
  }
}
