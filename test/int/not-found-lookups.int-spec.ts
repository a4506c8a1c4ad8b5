import { emptiedRedisDatabase } from '../support/redis-server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { TEST_DATABASE_URL, TEST_REDIS_URL, type TestDatabase, createTestDatabase } from '../support/test-database.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface PageDocument {
  id: string;
  version: number;
}

/** The content API as an editor uses it, and pages as a visitor sees them, through one app. */
function client(sut: TestApp, editor: () => string) {
  const request = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, version?: number) => {
    const response = await sut.fastify.inject({
      method,
      url,
      headers: {
        cookie: editor(),
        origin: sut.config.publicBaseUrl,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const create = async (slug: string) =>
    (
      await request('POST', '/api/content/pages', {
        site: 'main',
        language: 'en',
        title: `Not-found test ${slug}`,
        slug,
        modules: [{ type: 'rich-text', html: `<p>Now at ${slug}</p>` }],
      })
    ).json<PageDocument>();
  const publish = async (page: PageDocument) =>
    (await request('POST', `/api/content/pages/${page.id}/publish`, {}, page.version)).json<PageDocument>();
  const move = async (page: PageDocument, slug: string) => {
    const body = { language: 'en', title: `Not-found test ${slug}`, slug };
    return publish((await request('PUT', `/api/content/pages/${page.id}`, body, page.version)).json<PageDocument>());
  };
  const unpublish = async (page: PageDocument) =>
    (await request('POST', `/api/content/pages/${page.id}/unpublish`, {}, page.version)).json<PageDocument>();
  const remove = async (page: PageDocument, redirectTo?: string) => {
    const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
    await request('DELETE', `/api/content/pages/${page.id}${query}`, undefined, page.version);
  };
  const visit = async (url: string) => {
    const response = await sut.fastify.inject({ method: 'GET', url });
    return { status: response.statusCode, location: response.headers.location, body: response.body };
  };
  return { create, publish, move, unpublish, remove, visit };
}

/**
 * Issue 32: a 404 for an unknown path reads neither the pages nor the redirects from the database (each site's
 * addresses are one cached set), and never answers 404 where an editor has just published a page or where a
 * redirect now starts.
 */
describe('unknown paths: 404 without a lookup, never for a path that exists now', () => {
  let sut: TestApp;
  let editor = '';
  let site: ReturnType<typeof client>;
  /** The statements that read pages or redirects, as the database is sent them. */
  const lookups: string[] = [];

  beforeAll(async () => {
    sut = await startTestApp({ env: { NOT_FOUND_FLUSH_MS: '600000' } });
    editor = await editorCookie(sut);
    site = client(sut, () => editor);
    const database = sut.database.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } };
    const pglite = database.$client;
    const query = pglite.query.bind(pglite);
    pglite.query = (...args: unknown[]) => {
      const text = String(args[0]);
      if (text.includes('"page_content"') || text.includes('from "redirect"')) lookups.push(text);
      return query(...args);
    };
  }, 120_000);
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers unknown paths 404 without reading pages or redirects, on every site and language', async () => {
    const urls = (n: number) => [
      `/en/no-such-page-${n}`,
      `/de/keine-seite-${n}`,
      `/de-ch/keine-seite-${n}`,
      `/en/brand-portal/no-such-page-${n}`,
      `/en/no-such-parent-${n}/no-such-child`,
      // Any script a slug may hold, and a long one: still one binary search.
      `/fr/${encodeURIComponent('page-inconnue-é-' + n)}`,
      `/en/${'x'.repeat(1500)}${n}`,
    ];
    // The first visit to each site and language loads its sets (and the layout around the error page).
    for (const url of urls(0)) expect((await site.visit(url)).status, url).toBe(404);
    lookups.length = 0;
    for (let n = 1; n <= 10; n++) {
      for (const url of urls(n)) expect((await site.visit(url)).status, url).toBe(404);
    }
    expect(lookups).toEqual([]);
    // Pages and redirects that exist are found as before.
    expect((await site.visit('/en/about')).status).toBe(200);
    const seeded = await site.visit('/en/old-products');
    expect(seeded.status).toBe(301);
    expect(seeded.location).toMatch(/\/en\/products$/);
  });

  it('serves a page at once where it is published, and answers 404 again once it is unpublished', async () => {
    const url = '/en/not-found-then-published';
    expect((await site.visit(url)).status).toBe(404);
    const page = await site.publish(await site.create('not-found-then-published'));
    const served = await site.visit(url);
    expect(served.status).toBe(200);
    expect(served.body).toContain('Now at not-found-then-published');
    await site.unpublish(page);
    expect((await site.visit(url)).status).toBe(404);
  });

  it('redirects at once from a path a redirect now starts at (a move, a deletion), and answers 410 for a deleted page', async () => {
    const moving = await site.publish(await site.create('not-found-moving'));
    // Another 404 first: the site's set of redirect sources is cached when the redirects are written.
    expect((await site.visit('/en/not-found-elsewhere')).status).toBe(404);
    const moved = await site.move(moving, 'not-found-moved');
    const old = await site.visit('/en/not-found-moving');
    expect(old.status).toBe(301);
    expect(old.location).toMatch(/\/en\/not-found-moved$/);
    expect((await site.visit('/en/not-found-moved')).status).toBe(200);

    expect((await site.visit('/en/not-found-elsewhere')).status).toBe(404);
    await site.remove(moved, '/en/contact');
    const gone = await site.visit('/en/not-found-moved');
    expect(gone.status).toBe(301);
    expect(gone.location).toMatch(/\/en\/contact$/);

    const deleted = await site.publish(await site.create('not-found-deleted'));
    expect((await site.visit('/en/not-found-elsewhere')).status).toBe(404);
    await site.remove(deleted);
    expect((await site.visit('/en/not-found-deleted')).status).toBe(410);
    // Published at that path again: the page wins over the 410 at once.
    await site.publish(await site.create('not-found-deleted'));
    expect((await site.visit('/en/not-found-deleted')).status).toBe(200);
  });
});

/** Redis database of its own: this file's entries touch no other test's. */
const REDIS_DB = 13;

describe.runIf(TEST_DATABASE_URL && TEST_REDIS_URL)('unknown paths on two instances sharing Redis', () => {
  let database: TestDatabase;
  let a: ReturnType<typeof client>;
  let b: ReturnType<typeof client>;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: await emptiedRedisDatabase(TEST_REDIS_URL!, REDIS_DB) };
    database = await createTestDatabase('postgres');
    apps.push(
      await startTestApp({ env, sharedDatabase: database }),
      await startTestApp({ env, sharedDatabase: database }),
    );
    const editor = await editorCookie(apps[0]!);
    a = client(apps[0]!, () => editor);
    b = client(apps[1]!, () => editor);
  }, 120_000);
  afterAll(async () => {
    for (const app of apps) await app.stop();
    await database?.dispose();
  });

  it('a page published and a redirect written on A are answered by B at once', async () => {
    const url = '/en/not-found-on-b';
    expect((await b.visit(url)).status).toBe(404);
    const page = await a.publish(await a.create('not-found-on-b'));
    expect((await b.visit(url)).status).toBe(200);

    expect((await b.visit('/en/not-found-elsewhere-on-b')).status).toBe(404);
    await a.remove(page, '/en/contact');
    const redirected = await b.visit(url);
    expect(redirected.status).toBe(301);
    expect(redirected.location).toMatch(/\/en\/contact$/);
  });
});
