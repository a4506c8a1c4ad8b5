import { emptiedRedisDatabase } from '../support/redis-server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { navigationItem } from '../../modules/navigation/navigation.schema.js';
import { story } from '../../modules/stories/stories.schema.js';
import { NEXT_RELEASE_COOKIE } from '../../src/core/cache/cache-scope.js';
import { CLOCK_SKEW_MARGIN_MS } from '../../src/core/cache/cache-tags.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import { sleep } from '../support/cache-fixtures.js';
import { editorCookie } from '../support/editor.js';
import { TEST_DATABASE_URL, TEST_REDIS_URL, type TestDatabase, createTestDatabase } from '../support/test-database.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface PageDocument {
  id: string;
  version: number;
  languages: Array<{ language: string; draft: { slug: string } | null }>;
}

/** What a test does through one app: the content API as an editor, and pages as a visitor. */
function client(sut: TestApp, editor: () => string) {
  const fastify = sut.fastify;
  const api = async (method: 'POST' | 'PUT', url: string, body: unknown, version?: number) => {
    const response = await fastify.inject({
      method,
      url,
      headers: {
        cookie: editor(),
        origin: sut.config.publicBaseUrl,
        'content-type': 'application/json',
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<PageDocument>();
  };
  const visit = async (url: string, cookie?: string) => {
    const response = await fastify.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, cache: response.headers['x-page-cache'], body: response.body };
  };
  return { api, visit };
}

/** A published page of the main site, made through the content API. */
async function publishedPage(api: ReturnType<typeof client>['api'], slug: string, text: string) {
  const created = await api('POST', '/api/content/pages', {
    site: 'main',
    language: 'en',
    title: `Cache test ${slug}`,
    slug,
    modules: [{ type: 'rich-text', html: `<p>${text}</p>` }],
  });
  return api('POST', `/api/content/pages/${created.id}/publish`, {}, created.version);
}

/**
 * Issue 29 item 5: a publication forgets exactly the cached pages that show what changed (the page itself, and
 * the pages whose navigation links to it when its address changes), in both key scopes, and nothing else
 * (docs/cache-invalidation.md).
 */
describe('publishing forgets exactly the affected cached pages', () => {
  let sut: TestApp;
  let editor = '';
  let pages: ReturnType<typeof client>;

  beforeAll(async () => {
    sut = await startTestApp();
    editor = await editorCookie(sut);
    pages = client(sut, () => editor);
  }, 120_000);
  afterAll(async () => {
    await sut?.stop();
  });

  /** Visits twice: the second answer comes from the page cache. */
  const warm = async (url: string, cookie?: string) => {
    const first = await pages.visit(url, cookie);
    expect(first.status, url).toBe(200);
    expect((await pages.visit(url, cookie)).cache, url).toBe('hit');
  };

  it('a new text: the page is fresh at the next request, unrelated pages and the navigation stay cached', async () => {
    const published = await publishedPage(pages.api, 'cache-text', 'First text');
    const url = '/en/cache-text';
    await warm(url);
    await warm('/en/about');
    await warm('/en/north-america-events');

    const saved = await pages.api(
      'PUT',
      `/api/content/pages/${published.id}`,
      {
        language: 'en',
        title: 'Cache test',
        slug: 'cache-text',
        modules: [{ type: 'rich-text', html: '<p>Second text</p>' }],
      },
      published.version,
    );
    await pages.api('POST', `/api/content/pages/${published.id}/publish`, {}, saved.version);

    const fresh = await pages.visit(url);
    expect(fresh.cache).toBe('miss');
    expect(fresh.body).toContain('Second text');
    expect((await pages.visit('/en/about')).cache).toBe('hit');
    expect((await pages.visit('/en/north-america-events')).cache).toBe('hit');
  });

  it('a new address: pages whose navigation links to it are fresh (live and next release), another site’s stay cached', async () => {
    const published = await publishedPage(pages.api, 'cache-linked', 'Linked page');
    await sut.database.handle.db.insert(navigationItem).values({
      id: `cache-test-link-${published.id}`,
      siteId: 'main',
      area: 'header',
      language: 'en',
      title: 'Linked from the header',
      pageId: published.id,
      sortIndex: 999,
    });
    // The call a navigation editor makes after its write.
    await sut.app.get(PageCacheInvalidation).navigationChanged('main');
    const nextRelease = `${NEXT_RELEASE_COOKIE}=true`;
    await warm('/en/about');
    await warm('/en/about', nextRelease);
    await warm('/en/north-america-events');
    expect((await pages.visit('/en/about')).body).toContain('/en/cache-linked"');

    const saved = await pages.api(
      'PUT',
      `/api/content/pages/${published.id}`,
      { language: 'en', title: 'Cache test', slug: 'cache-linked-moved' },
      published.version,
    );
    await pages.api('POST', `/api/content/pages/${published.id}/publish`, {}, saved.version);

    const about = await pages.visit('/en/about');
    expect(about.cache).toBe('miss');
    expect(about.body).toContain('/en/cache-linked-moved"');
    expect((await pages.visit('/en/about', nextRelease)).cache).toBe('miss');
    expect((await pages.visit('/en/north-america-events')).cache).toBe('hit');
    expect((await pages.visit('/en/cache-linked-moved')).status).toBe(200);
  });

  it('a changed story (contentChanged): the stories list and the story are fresh, pages without stories stay cached', async () => {
    const detail = '/en/stories/the-harness-line-that-plans-itself';
    await warm('/en/stories');
    await warm(detail);
    await warm('/en/about');
    const title = 'The harness line that plans itself, retold';
    await sut.database.handle.db
      .update(story)
      .set({ title })
      .where(and(eq(story.id, 'st-14'), eq(story.language, 'en')));
    // The call a story editor makes after its write.
    await sut.app.get(PageCacheInvalidation).contentChanged({ kind: 'story', id: 'st-14', addressChanged: false });

    for (const url of ['/en/stories', detail]) {
      const fresh = await pages.visit(url);
      expect(fresh.cache, url).toBe('miss');
      expect(fresh.body, url).toContain(title);
    }
    expect((await pages.visit('/en/about')).cache).toBe('hit');
  });
});

/** Redis database of its own: this file's entries and tag sets touch no other test's. */
const REDIS_DB = 12;

describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('two instances on one PostgreSQL and one Redis', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let onA: ReturnType<typeof client>;
  let onB: ReturnType<typeof client>;

  beforeAll(async () => {
    const env = { REDIS_URL: await emptiedRedisDatabase(TEST_REDIS_URL!, REDIS_DB) };
    database = await createTestDatabase('postgres');
    a = await startTestApp({ env, sharedDatabase: database });
    b = await startTestApp({ env, sharedDatabase: database });
    const editor = await editorCookie(a);
    onA = client(a, () => editor);
    onB = client(b, () => editor);
  }, 120_000);
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.dispose();
  });

  it('a publication on A is served by B at the next request; B’s unrelated pages stay cached', async () => {
    const published = await publishedPage(onA.api, 'two-instances-cache', 'Before');
    // Right after a publication an instance stores nothing that shows it (its clock may lag A's): see CLOCK_SKEW_MARGIN_MS.
    await sleep(CLOCK_SKEW_MARGIN_MS + 100);
    const url = '/en/two-instances-cache';
    expect((await onB.visit(url)).status).toBe(200);
    expect((await onB.visit(url)).cache).toBe('hit');
    await onB.visit('/en/about');
    expect((await onB.visit('/en/about')).cache).toBe('hit');

    const saved = await onA.api(
      'PUT',
      `/api/content/pages/${published.id}`,
      {
        language: 'en',
        title: 'Cache test',
        slug: 'two-instances-cache',
        modules: [{ type: 'rich-text', html: '<p>After</p>' }],
      },
      published.version,
    );
    await onA.api('POST', `/api/content/pages/${published.id}/publish`, {}, saved.version);

    const fresh = await onB.visit(url);
    expect(fresh.cache).toBe('miss');
    expect(fresh.body).toContain('After');
    expect((await onB.visit('/en/about')).cache).toBe('hit');
  });
});
