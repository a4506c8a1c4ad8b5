import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_INVALIDATIONS_PATH } from '../../modules/cache-webhooks/index.js';
import { editorCookie } from '../support/editor.js';
import { until } from '../support/server-process.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const SECRET = 'cache-webhooks-test-secret-of-enough-length';
const PAGE_ID = 'about-crimping-technology';
const PAGE_URL = '/en/about/crimping-technology';
const UNRELATED_URL = '/en/north-america-events';

interface PageDocument {
  id: string;
  version: number;
}

/**
 * Issue 33, headless publishing: the instance holding the content posts what a publication changed to the
 * instances that render from it (CACHE_WEBHOOK_URLS), which forget exactly those pages. Two real apps over HTTP.
 */
describe('cache invalidations passed to another instance', () => {
  let source: TestApp;
  let renderer: TestApp;
  let editor = '';

  beforeAll(async () => {
    renderer = await startTestApp({ listen: true, env: { CACHE_WEBHOOK_SECRET: SECRET }, logs: 'warn' });
    source = await startTestApp({
      env: { CACHE_WEBHOOK_URLS: `${renderer.baseUrl}${CACHE_INVALIDATIONS_PATH}`, CACHE_WEBHOOK_SECRET: SECRET },
      logs: 'warn',
    });
    editor = await editorCookie(source);
  }, 180_000);
  afterAll(async () => {
    await source?.stop();
    await renderer?.stop();
  });

  const visit = async (url: string) => {
    const response = await fetch(`${renderer.baseUrl}${url}`);
    await response.arrayBuffer();
    return { status: response.status, cache: response.headers.get('x-page-cache') };
  };

  const warm = async (url: string) => {
    expect((await visit(url)).status, url).toBe(200);
    expect((await visit(url)).cache, url).toBe('hit');
  };

  /** An editor on the source instance changes the page's text and publishes it. */
  const republish = async (text: string) => {
    const fastify = source.app.getHttpAdapter().getInstance();
    const call = async (method: 'GET' | 'PUT' | 'POST', url: string, body?: unknown, version?: number) => {
      const response = await fastify.inject({
        method,
        url,
        headers: {
          cookie: editor,
          origin: source.config.publicBaseUrl,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(version === undefined ? {} : { 'if-match': `"${version}"` }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      return response.json<PageDocument>();
    };
    const page = await call('GET', `/api/content/pages/${PAGE_ID}`);
    const saved = await call(
      'PUT',
      `/api/content/pages/${PAGE_ID}`,
      {
        language: 'en',
        title: 'Crimping technology',
        slug: 'crimping-technology',
        modules: [{ type: 'rich-text', html: `<p>${text}</p>` }],
      },
      page.version,
    );
    await call('POST', `/api/content/pages/${PAGE_ID}/publish`, {}, saved.version);
  };

  it('a publication on the source drops exactly the changed page on the other instance, by the next request', async () => {
    await warm(PAGE_URL);
    await warm(UNRELATED_URL);

    await republish('A new text about crimping');

    expect((await visit(PAGE_URL)).cache).toBe('miss');
    expect((await visit(UNRELATED_URL)).cache).toBe('hit');
  });

  const post = (body: string, headers: Record<string, string>) =>
    fetch(`${renderer.baseUrl}${CACHE_INVALIDATIONS_PATH}`, { method: 'POST', body, headers }).then(
      async (response) => ({ status: response.status, body: (await response.json()) as { message: string } }),
    );
  const json = { 'content-type': 'application/json' };
  const authorized = { ...json, authorization: `Bearer ${SECRET}` };

  it('refuses a missing or wrong secret (401), a body that is not JSON (415), too large (413) or malformed (400)', async () => {
    const tags = JSON.stringify({ tags: ['list:page'] });
    expect(await post(tags, json)).toMatchObject({
      status: 401,
      body: { message: 'The webhook secret is missing or wrong' },
    });
    expect((await post(tags, { ...json, authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await post(tags, { ...authorized, 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(JSON.stringify({ tags: ['x'.repeat(200_000)] }), authorized)).status).toBe(413);
    expect((await post(JSON.stringify({ tags: 'list:page' }), authorized)).body.message).toContain(
      'tags must be a list',
    );
    expect((await post(JSON.stringify({ tags: ['with space'] }), authorized)).status).toBe(400);
    expect((await post(JSON.stringify({}), authorized)).body.message).toBe(
      'Send tags (a non-empty list) or everything: true',
    );
    expect((await post('{', authorized)).status).toBe(400);
  });

  it('applies a well-formed invalidation: the tagged page is dropped, the rest stays', async () => {
    await warm(PAGE_URL);
    await warm(UNRELATED_URL);
    const answer = await post(JSON.stringify({ tags: [`doc:page:${PAGE_ID}`] }), authorized);
    expect(answer).toEqual({ status: 200, body: { tags: 1, everything: false } });
    expect((await visit(PAGE_URL)).cache).toBe('miss');
    expect((await visit(UNRELATED_URL)).cache).toBe('hit');
  });

  it('a publication still succeeds when a receiver does not answer, and says so in the log', async () => {
    await renderer.stop();
    await republish('Another text about crimping');
    await until(() => source.logs.find('cache invalidation not delivered', 'warn').length > 0, 'the warning');
    renderer = undefined as unknown as TestApp;
  });
});

describe('an instance without CACHE_WEBHOOK_SECRET', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
  }, 120_000);
  afterAll(async () => {
    await sut?.stop();
  });

  it('takes no invalidations (404)', async () => {
    const response = await fetch(`${sut.baseUrl}${CACHE_INVALIDATIONS_PATH}`, {
      method: 'POST',
      body: JSON.stringify({ everything: true }),
      headers: { 'content-type': 'application/json', authorization: 'Bearer anything-at-all' },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toBe(
      'This instance does not receive cache invalidations',
    );
  });
});
