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

describe('FailureLimiter.attempt', () => {
  it('counts each attempt as it is made; from the free ones on, each holds the key twice as long, up to the cap', async () => {
    let now = 1_000;
    const store = new RateLimitStore(undefined, 250, () => now);
    const backoff = { freeAttempts: 3, baseDelayMs: 1_000, maxDelayMs: 4_000 };
    const limiter = new FailureLimiter(store, 'test', Number.POSITIVE_INFINITY, 60 * 60_000, backoff);
    for (let i = 0; i < 3; i += 1) expect(await limiter.attempt('a')).toEqual({ allowed: true });
    expect(await limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 1_000 });
    expect(await limiter.attempt('b')).toEqual({ allowed: true });
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const refused = await limiter.attempt('a');
      if (refused.allowed) throw new Error('expected a wait');
      waits.push(refused.retryAfterMs);
      now += refused.retryAfterMs;
      expect(await limiter.attempt('a')).toEqual({ allowed: true });
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 4_000]);
    await limiter.clear('a');
    expect(await limiter.attempt('a')).toEqual({ allowed: true });
    expect(await limiter.failures('a')).toBe(1);
  });

  it('refuses once the window’s attempts are used up, until it ends; a forgiven attempt frees its slot', async () => {
    let now = 1_000;
    const store = new RateLimitStore(undefined, 250, () => now);
    const limiter = new FailureLimiter(store, 'ceiling', 2, 60_000);
    expect(await limiter.attempt('a')).toEqual({ allowed: true });
    expect(await limiter.attempt('a')).toEqual({ allowed: true });
    expect(await limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 60_000 });
    await limiter.forgive('a');
    expect(await limiter.attempt('a')).toEqual({ allowed: true });
    now += 30_000;
    expect(await limiter.attempt('a')).toEqual({ allowed: false, retryAfterMs: 30_000 });
    now += 30_000;
    expect(await limiter.attempt('a')).toEqual({ allowed: true });
  });
});
