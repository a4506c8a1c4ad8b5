import { afterEach, describe, expect, it } from 'vitest';
import { runWithCacheScope } from '../../src/core/cache/cache-scope.js';
import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import { type CacheFixture, controllableLoader, createCacheFixture, sleep } from '../support/cache-fixtures.js';
import { TEST_REDIS_URL } from '../support/test-database.js';

const STORES: { name: string; redisUrl?: string }[] = [
  { name: 'in-process LRU' },
  ...(TEST_REDIS_URL ? [{ name: 'Redis', redisUrl: TEST_REDIS_URL }] : []),
];

const NEXT_RELEASE = { bypass: false, prefix: 'nextRelease_' as const };

/** Cache tags (docs/cache-invalidation.md) on the data cache as the app builds it. */
describe.each(STORES)('cache tags on $name', ({ redisUrl }) => {
  let fixture: CacheFixture | undefined;
  afterEach(async () => {
    await fixture?.dispose();
    fixture = undefined;
  });

  /** A loader that tags what it loads and counts its calls. */
  const tagged = (tags: string[]) => {
    let calls = 0;
    return {
      get calls() {
        return calls;
      },
      load: async () => {
        tagCacheEntry(...tags);
        return ++calls;
      },
    };
  };

  it('forgets exactly the entries carrying a tag, in the live and the next-release scope', async () => {
    fixture = await createCacheFixture({ redisUrl });
    const cache = fixture.cache;
    const page1 = tagged([CacheTags.document('page', '1')]);
    const page2 = tagged([CacheTags.document('page', '2')]);
    await cache.getOrLoad('p1', page1.load);
    await runWithCacheScope(NEXT_RELEASE, () => cache.getOrLoad('p1', page1.load));
    await cache.getOrLoad('p2', page2.load);
    await cache.invalidateTags([CacheTags.document('page', '1')]);
    expect((await cache.getOrLoadWithOutcome('p1', page1.load)).outcome).toBe('miss');
    expect((await runWithCacheScope(NEXT_RELEASE, () => cache.getOrLoadWithOutcome('p1', page1.load))).outcome).toBe(
      'miss',
    );
    expect((await cache.getOrLoadWithOutcome('p2', page2.load)).outcome).toBe('hit');
  });

  it('hands the tags of a hit on to the entry loaded around it (a page built from cached data)', async () => {
    fixture = await createCacheFixture({ redisUrl });
    const cache = fixture.cache;
    const nav = tagged([CacheTags.navigation('main'), CacheTags.address('page', '7')]);
    const render = (name: string) => async () => `${name} with ${await cache.getOrLoad('nav', nav.load)}`;
    await cache.getOrLoad('page-a', render('a'));
    // Built from the navigation entry's hit: it carries the navigation's tags all the same.
    await cache.getOrLoad('page-b', render('b'));
    const other = tagged([CacheTags.document('page', '9')]);
    await cache.getOrLoad('page-c', other.load);
    await cache.invalidateTags([CacheTags.address('page', '7')]);
    expect((await cache.getOrLoadWithOutcome('page-a', render('a'))).outcome).toBe('miss');
    expect((await cache.getOrLoadWithOutcome('page-b', render('b'))).outcome).toBe('miss');
    expect((await cache.getOrLoadWithOutcome('page-c', other.load)).outcome).toBe('hit');
  });

  it('does not keep what a load read before an invalidation of its tags', async () => {
    fixture = await createCacheFixture({ redisUrl });
    const cache = fixture.cache;
    const slow = controllableLoader<string>();
    const load = async () => {
      tagCacheEntry(CacheTags.document('page', '1'));
      return slow.load();
    };
    const loading = cache.getOrLoad('p1', load);
    await sleep(20);
    await cache.invalidateTags([CacheTags.document('page', '1')]);
    slow.resolveAll('old text');
    expect(await loading).toBe('old text');
    expect((await cache.getOrLoadWithOutcome('p1', async () => 'new text')).value).toBe('new text');
  });
});
