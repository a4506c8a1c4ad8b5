import { LRUCache } from 'lru-cache';

const MAX_TRACKED_CLIENTS = 10_000;

/**
 * Counts failures (wrong passwords) per key in a fixed window that starts at the first failure, in a bounded
 * in-process LRU: an attacker cycling keys evicts old entries instead of growing memory. Each instance counts
 * its own failures.
 */
export class FailureLimiter {
  private readonly failures: LRUCache<string, { count: number }>;

  constructor(
    private readonly maxFailures: number,
    windowMs: number,
    /** The clock (tests pass their own). */
    now: () => number = () => performance.now(),
  ) {
    this.failures = new LRUCache({ max: MAX_TRACKED_CLIENTS, ttl: windowMs, ttlResolution: 0, perf: { now } });
  }

  /** True when `key` has used up its failures for the window. */
  isBlocked(key: string): boolean {
    return (this.failures.get(key, { updateAgeOnGet: false })?.count ?? 0) >= this.maxFailures;
  }

  recordFailure(key: string): void {
    const entry = this.failures.get(key, { updateAgeOnGet: false });
    if (entry) entry.count += 1;
    else this.failures.set(key, { count: 1 });
  }
}
