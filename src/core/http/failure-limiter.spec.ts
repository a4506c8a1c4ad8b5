import { describe, expect, it } from 'vitest';
import { FailureLimiter } from './failure-limiter.js';

describe('FailureLimiter', () => {
  it('blocks a key after its failures for the window, per key, and forgets after the window', () => {
    let now = 1_000;
    const limiter = new FailureLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(limiter.isBlocked('a')).toBe(false);
      limiter.recordFailure('a');
    }
    expect(limiter.isBlocked('a')).toBe(true);
    expect(limiter.isBlocked('b')).toBe(false);
    now = 60_000;
    expect(limiter.isBlocked('a')).toBe(true);
    now = 61_001;
    expect(limiter.isBlocked('a')).toBe(false);
  });
});
