import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter.js';
import { RateLimitStore } from './rate-limit-store.js';

describe('FailureLimiter', () => {
  it('blocks a key after its failures for the window, per key, and forgets after the window', async () => {
    let now = 1_000;
    const store = new RateLimitStore(undefined, 250, () => now);
    const limiter = new FailureLimiter(store, 'test', 3, 60_000);
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.isBlocked('a')).toBe(false);
      await limiter.recordFailure('a');
    }
    expect(await limiter.isBlocked('a')).toBe(true);
    expect(await limiter.isBlocked('b')).toBe(false);
    expect(await new FailureLimiter(store, 'other', 3, 60_000).isBlocked('a')).toBe(false);
    now = 60_000;
    expect(await limiter.isBlocked('a')).toBe(true);
    now = 61_001;
    expect(await limiter.isBlocked('a')).toBe(false);
  });
});
