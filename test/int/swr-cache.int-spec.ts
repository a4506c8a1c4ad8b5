import { afterEach, describe, expect, it } from 'vitest';
import { runWithCacheScope } from '../../src/core/cache/cache-scope.js';
import { type CacheFixture, controllableLoader, createCacheFixture, sleep } from '../support/cache-fixtures.js';
import { TEST_REDIS_URL } from '../support/test-database.js';

const STORES: { name: string; redisUrl?: string }[] = [
  { name: 'in-process LRU' },
  ...(TEST_REDIS_URL ? [{ name: 'Redis', redisUrl: TEST_REDIS_URL }] : []),
];

describe.each(STORES)('SwrCache on $name', ({ redisUrl }) => {
  let fixture: CacheFixture | undefined;
  afterEach(async () => {
    await fixture?.dispose();
    fixture = undefined;
  });

  it('serves a fresh entry without calling the loader again', async () => {
    fixture = await createCacheFixture({ redisUrl });
    let calls = 0;
    const load = async () => ++calls;
    expect(await fixture.cache.getOrLoad('k', load)).toBe(1);
    expect(await fixture.cache.getOrLoadWithOutcome('k', load)).toEqual({ value: 1, outcome: 'hit' });
    expect(calls).toBe(1);
  });

  it('serves the stale entry while exactly one refresh runs', async () => {
    // Fresh for 400 ms: long enough that the refreshed entry is still fresh when read back on a loaded machine.
    fixture = await createCacheFixture({ redisUrl, ttlMs: 400 });
    await fixture.cache.getOrLoad('k', async () => 'v1');
    await sleep(450);
    const refresh = controllableLoader<string>();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fixture!.cache.getOrLoadWithOutcome('k', refresh.load)),
    );
    expect(answers.every((a) => a.value === 'v1' && a.outcome === 'stale')).toBe(true);
    await sleep(20);
    expect(refresh.calls).toBe(1);
    refresh.resolveAll('v2');
    await sleep(30);
    expect(await fixture.cache.getOrLoadWithOutcome('k', refresh.load)).toEqual({ value: 'v2', outcome: 'hit' });
    expect(refresh.calls).toBe(1);
  });

  it('lets concurrent misses for one key wait on a single loader', async () => {
    fixture = await createCacheFixture({ redisUrl });
    const loader = controllableLoader<string>();
    const waiting = Promise.all(Array.from({ length: 10 }, () => fixture!.cache.getOrLoad('k', loader.load)));
    await sleep(30);
    expect(loader.calls).toBe(1);
    loader.resolveAll('once');
    expect(await waiting).toEqual(Array(10).fill('once'));
    expect(loader.calls).toBe(1);
  });

  it("gives callers waiting on a loader their own value when the loader's is not stored", async () => {
    fixture = await createCacheFixture({ redisUrl });
    // A redirect whose Location carries its request's query: rendered for that request, never shared.
    let calls = 0;
    const answerFor = (query: string) => async () => {
      calls += 1;
      await sleep(30);
      return `redirect?${query}`;
    };
    const shouldStore = (value: string) => !value.startsWith('redirect');
    const answers = await Promise.all(
      ['a=1', 'b=2', 'c=3'].map((query) => fixture!.cache.getOrLoad('k', answerFor(query), { shouldStore })),
    );
    expect(answers).toEqual(['redirect?a=1', 'redirect?b=2', 'redirect?c=3']);
    expect(calls).toBe(3);
  });

  it('takes over a loader lock older than 5 s as deadlocked', async () => {
    fixture = await createCacheFixture({ redisUrl });
    const hung = controllableLoader<string>();
    void fixture.cache.getOrLoad('k', hung.load);
    await sleep(50);
    const early = controllableLoader<string>();
    const earlyAnswer = fixture.cache.getOrLoad('k', early.load);
    await sleep(50);
    expect(early.calls).toBe(0);
    await sleep(5_000);
    const late = fixture.cache.getOrLoad('k', async () => 'taken over');
    expect(await late).toBe('taken over');
    expect(hung.calls).toBe(1);
    hung.resolveAll('hung');
    // The caller that waited before the takeover gets a value too, never hangs.
    expect(['hung', 'taken over']).toContain(await earlyAnswer);
  }, 15_000);

  it('bypasses the cache entirely with cache=false', async () => {
    fixture = await createCacheFixture({ redisUrl });
    await fixture.cache.getOrLoad('k', async () => 'cached');
    const bypass = { bypass: true, prefix: '' as const };
    expect(
      await runWithCacheScope(bypass, () => fixture!.cache.getOrLoadWithOutcome('k', async () => 'fresh')),
    ).toEqual({
      value: 'fresh',
      outcome: 'bypass',
    });
    expect(await fixture.cache.getOrLoad('k', async () => 'other')).toBe('cached');
  });

  it('keeps next-release entries apart under the nextRelease_ prefix', async () => {
    fixture = await createCacheFixture({ redisUrl });
    await fixture.cache.getOrLoad('nav', async () => 'live');
    const nextRelease = { bypass: false, prefix: 'nextRelease_' as const };
    const inNextRelease = <T>(load: () => Promise<T>) => runWithCacheScope(nextRelease, load);
    expect(await inNextRelease(() => fixture!.cache.getOrLoad('nav', async () => 'next'))).toBe('next');
    expect(await fixture.cache.getOrLoad('nav', async () => 'x')).toBe('live');
    expect(await inNextRelease(() => fixture!.cache.getOrLoad('nav', async () => 'x'))).toBe('next');
    if (fixture.redis) {
      const keys = await fixture.redis.keys('*nextRelease_nav*');
      expect(keys.length).toBe(1);
    }
  });

  it('empties everything on clear', async () => {
    fixture = await createCacheFixture({ redisUrl });
    await fixture.cache.getOrLoad('a', async () => 1);
    await fixture.cache.clear();
    expect(await fixture.cache.getOrLoadWithOutcome('a', async () => 2)).toEqual({ value: 2, outcome: 'miss' });
  });

  it('does not store values the caller marks as not storable', async () => {
    fixture = await createCacheFixture({ redisUrl });
    const notFound = { shouldStore: (value: number) => value !== 404 };
    await fixture.cache.getOrLoad('p', async () => 404, notFound);
    expect(await fixture.cache.getOrLoadWithOutcome('p', async () => 200, notFound)).toEqual({
      value: 200,
      outcome: 'miss',
    });
  });
});

describe('SwrCache on the in-process LRU', () => {
  it('evicts the least recently used entry at 401 entries', async () => {
    const fixture = await createCacheFixture({});
    for (let i = 0; i < 400; i++) await fixture.cache.getOrLoad(`k${i}`, async () => i);
    // Touch k0 so that k1 is the least recently used.
    expect(await fixture.cache.getOrLoadWithOutcome('k0', async () => -1)).toEqual({ value: 0, outcome: 'hit' });
    await fixture.cache.getOrLoad('k400', async () => 400);
    expect((await fixture.cache.getOrLoadWithOutcome('k1', async () => -1)).outcome).toBe('miss');
    expect((await fixture.cache.getOrLoadWithOutcome('k0', async () => -1)).outcome).toBe('hit');
    expect((await fixture.cache.getOrLoadWithOutcome('k400', async () => -1)).outcome).toBe('hit');
    await fixture.dispose();
  });

  it('evicts the least recently used entries once the values exceed CACHE_MAX_BYTES', async () => {
    const fixture = await createCacheFixture({ maxBytes: 1024 * 1024 });
    const value = (tag: string) => tag + 'x'.repeat(400 * 1024);
    for (const key of ['a', 'b']) await fixture.cache.getOrLoad(key, async () => value(key));
    expect((await fixture.cache.getOrLoadWithOutcome('a', async () => '')).outcome).toBe('hit');
    await fixture.cache.getOrLoad('c', async () => value('c'));
    expect((await fixture.cache.getOrLoadWithOutcome('b', async () => '')).outcome).toBe('miss');
    expect((await fixture.cache.getOrLoadWithOutcome('a', async () => '')).outcome).toBe('hit');
    expect((await fixture.cache.getOrLoadWithOutcome('c', async () => '')).outcome).toBe('hit');
    await fixture.dispose();
  });
});
