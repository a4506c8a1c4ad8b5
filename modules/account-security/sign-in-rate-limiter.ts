import { LRUCache } from 'lru-cache';

export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
const MAX_TRACKED_KEYS = 10_000;

/**
 * Failed sign-ins per account and per client IP in a fixed window (10 per 15 minutes by default), in a bounded
 * in-process LRU: each instance counts its own failures (behind several instances the limit is per instance).
 */
export class SignInRateLimiter {
  private readonly failures: LRUCache<string, { count: number }>;

  constructor(
    private readonly maxFailures = SIGN_IN_MAX_FAILURES,
    windowMs = SIGN_IN_WINDOW_MS,
    /** The clock (tests pass their own). */
    now: () => number = () => performance.now(),
  ) {
    this.failures = new LRUCache({ max: MAX_TRACKED_KEYS, ttl: windowMs, ttlResolution: 0, perf: { now } });
  }

  /** True when the account or the IP has used up its failures for the window. */
  isBlocked(email: string, ip: string): boolean {
    return [`account:${email}`, `ip:${ip}`].some((key) => (this.failures.get(key)?.count ?? 0) >= this.maxFailures);
  }

  recordFailure(email: string, ip: string): void {
    for (const key of [`account:${email}`, `ip:${ip}`]) {
      const entry = this.failures.get(key, { updateAgeOnGet: false });
      // The window starts at the first failure (the entry's TTL is not renewed by later ones).
      if (entry) entry.count += 1;
      else this.failures.set(key, { count: 1 });
    }
  }

  recordSuccess(email: string): void {
    this.failures.delete(`account:${email}`);
  }
}
