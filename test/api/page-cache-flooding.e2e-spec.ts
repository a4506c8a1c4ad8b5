import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE } from '../../src/core/cache/caches.js';
import { type LruBackend } from '../../src/core/cache/lru-backend.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

// A page's cache key and its canonical URL hold only the query parameters the page reads (declared
// with its section, normalised and bounded); `stage` counts only for editors, `testing` only as the cookie it sets.
// Item 7: an answer that sets a cookie is never publicly cacheable, nor stored in the page cache.
const MIB = 1024 * 1024;
const PUBLIC_BASE = 'https://www.kudex.example';
const FLOOD = 200;

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');
}

function ogUrlOf(html: string): string | undefined {
  return /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
}

describe('page cache flooding', () => {
  let sut: TestApp;
  let address = 1;
  /** Each call from its own address unless one is given: no rate limit of one client gets in the way. */
  const get = (url: string, headers: Record<string, string> = {}, remoteAddress = `10.25.${address++ % 250}.1`) =>
    sut.fastify.inject({ method: 'GET', url, headers, remoteAddress });
  const backend = () => sut.app.get<SwrCache>(PAGE_CACHE).backend as LruBackend;

  /** Requests `make(i)` FLOOD times; every answer must be a 200 from the page cache, and no entry is added. */
  const expectOneEntry = async (make: (i: number) => string) => {
    const first = await get(make(0));
    expect(first.statusCode).toBe(200);
    const entries = backend().size;
    const outcomes = new Map<string, number>();
    for (let i = 1; i <= FLOOD; i++) {
      const response = await get(make(i));
      expect(response.statusCode, make(i)).toBe(200);
      const outcome = String(response.headers['x-page-cache']);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    // Rendered once (the first request, or before): every other answer came from the cache.
    expect(Object.fromEntries(outcomes)).toEqual({ hit: FLOOD });
    expect(backend().size).toBe(entries);
  };

  beforeAll(async () => {
    sut = await startTestApp({
      env: { PUBLIC_BASE_URL: PUBLIC_BASE, PAGE_CACHE_MAX_BYTES: String(MIB), CACHE_BYPASS_RATE_LIMIT: '3' },
      listen: true,
    });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('a page that reads no query parameter', () => {
    it.each([
      ['stage', (i: number) => `/en/about?stage=s${i}`],
      ['q', (i: number) => `/en/about?q=${i}`],
      ['an unknown parameter', (i: number) => `/en/about?zzz=${i}`],
      ['page and category', (i: number) => `/en/about?page=${i}&category=c${i}`],
      ['testing=false', (i: number) => `/en/about?testing=false&x=${i}`],
    ])('renders once for %s, however many values are sent', async (_, make) => {
      await expectOneEntry(make);
    });

    it('keeps the home page cached through a flood of made-up parameters', async () => {
      expect((await get('/en')).statusCode).toBe(200);
      expect((await get('/en')).headers['x-page-cache']).toBe('hit');
      const long = 'x'.repeat(480);
      for (let i = 0; i < 300; i++) {
        const url = ['/en/about', '/de/about', '/en/stories'][i % 3]!;
        expect((await get(`${url}?stage=${long}${i}&q=${i}&testing=${i}`)).statusCode).toBe(200);
      }
      expect((await get('/en')).headers['x-page-cache']).toBe('hit');
      expect(backend().bytes).toBeLessThanOrEqual(MIB);
    });

    it('has a bare canonical and og:url, whatever the query held', async () => {
      const response = await get('/en/about?q=x&page=7&category=spam&stage=DRAFT&testing=true&utm_source=a');
      expect(response.statusCode).toBe(200);
      expect(canonicalOf(response.body)).toBe(`${PUBLIC_BASE}/en/about`);
      expect(ogUrlOf(response.body)).toBe(`${PUBLIC_BASE}/en/about`);
    });

    it('answers from the same entry over a real connection (the fast path keys alike)', async () => {
      expect((await get('/en/about/careers')).statusCode).toBe(200);
      for (const query of ['?q=1', '?stage=PUBLISHED', '?zzz=1&page=2', '']) {
        const response = await fetch(`${sut.baseUrl}/en/about/careers${query}`);
        expect(response.status, query).toBe(200);
        expect(response.headers.get('x-page-cache'), query).toBe('hit');
      }
    });
  });

  describe('the search page', () => {
    it('keeps q and page in its key and canonical URL, normalised, and nothing else', async () => {
      const first = await get('/en/search?q=crimp&page=2&utm_source=mail');
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-page-cache']).toBe('miss');
      expect(canonicalOf(first.body)).toBe(`${PUBLIC_BASE}/en/search?page=2&q=crimp`);
      for (const url of ['/en/search?page=2&q=crimp&zzz=1', '/en/search?q=%20crimp%20&page=2&stage=x']) {
        expect((await get(url)).headers['x-page-cache'], url).toBe('hit');
      }
      expect((await get('/en/search?q=strip&page=2')).headers['x-page-cache']).toBe('miss');
      expect((await get('/en/search?q=crimp')).headers['x-page-cache']).toBe('miss');
      // Page 1 and a page number out of range are the search itself.
      for (const url of ['/en/search?q=crimp&page=1', '/en/search?q=crimp&page=abc', '/en/search?q=crimp&page=9999']) {
        expect((await get(url)).headers['x-page-cache'], url).toBe('hit');
      }
    });

    it('bounds a long query: one entry however long, still refused as too long', async () => {
      const refused = await get(`/en/search?q=${'y'.repeat(500)}`);
      expect(refused.statusCode).toBe(200);
      expect(refused.body).toContain('y'.repeat(200));
      expect(refused.body).not.toContain('y'.repeat(201));
      expect(canonicalOf(refused.body)!.length).toBeLessThan(PUBLIC_BASE.length + 260);
      for (const length of [201, 300, 499, 2000]) {
        const response = await get(`/en/search?q=${'y'.repeat(length)}`);
        expect(response.headers['x-page-cache'], String(length)).toBe('hit');
      }
    });

    it('keys the path as the router reads it, so another encoding of the section keeps its query', async () => {
      const crimp = await fetch(`${sut.baseUrl}/en/%2573earch?q=crimp`);
      expect(crimp.status).toBe(200);
      const strip = await fetch(`${sut.baseUrl}/en/%2573earch?q=strip`);
      expect(strip.status).toBe(200);
      expect(strip.headers.get('x-page-cache')).toBe('miss');
      expect(await strip.text()).toContain('strip');
    });
  });

  describe('the stories list (a section with filters)', () => {
    it('keeps its category filter and page in the key and canonical URL', async () => {
      const filtered = await get('/en/stories?category=customers&utm_source=x');
      expect(filtered.statusCode).toBe(200);
      expect(filtered.body).toContain('aria-current="page">Customer stories</a>');
      expect(canonicalOf(filtered.body)).toBe(`${PUBLIC_BASE}/en/stories?category=customers`);
      expect((await get('/en/stories?zzz=1&category=customers')).headers['x-page-cache']).toBe('hit');
      const all = await get('/en/stories?q=customers');
      expect(all.statusCode).toBe(200);
      expect(all.body).not.toContain('aria-current="page">Customer stories</a>');
      expect(canonicalOf(all.body)).toBe(`${PUBLIC_BASE}/en/stories`);
      expect((await get('/en/stories?page=1')).headers['x-page-cache']).toBe('hit');
    });

    it('still refuses made-up filters and pages with a 404', async () => {
      for (const query of ['?category=nope', '?category=%3Cb%3E', '?page=abc', '?page=0', '?category=']) {
        expect((await get(`/en/stories${query}`)).statusCode, query).toBe(404);
      }
    });
  });

  describe('cache flags', () => {
    it("keeps a visitor's cache=false within its limit whatever else is in the query", async () => {
      const visitor = (url: string) => get(url, {}, '10.25.255.9');
      expect((await visitor('/en/about')).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) {
        expect((await visitor(`/en/about?cache=false&x=${i}`)).headers['x-page-cache']).toBe('bypass');
      }
      for (let i = 3; i < 20; i++) {
        const over = await visitor(`/en/about?cache=false&x=${i}&stage=s${i}&q=${i}`);
        expect(over.statusCode).toBe(200);
        expect(over.headers['x-page-cache'], String(i)).toBe('hit');
      }
    });

    it("still shows an editor the drafts, and the live version with ?stage=PUBLISHED; a visitor's stage is ignored", async () => {
      const cookie = await editorCookie(sut);
      const draft = await get('/en/about/innovation-roadmap', { cookie });
      expect(draft.statusCode).toBe(200);
      expect(draft.headers['cache-control']).toBe('private, no-store');
      expect((await get('/en/about/innovation-roadmap?stage=PUBLISHED', { cookie })).statusCode).toBe(404);
      expect((await get('/en/about/innovation-roadmap?stage=DRAFT')).statusCode).toBe(404);
      const live = await get('/en/about?stage=PUBLISHED', { cookie });
      expect(live.statusCode).toBe(200);
      expect(live.headers['cache-control']).toBe('private, no-store');
    });
  });
});

describe('answers that set a cookie', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });
  const backend = () => sut.app.get<SwrCache>(PAGE_CACHE).backend as LruBackend;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('?testing=true sets its cookie, privately, without a cache entry of its own', async () => {
    const entries = backend().size;
    for (let i = 0; i < 3; i++) {
      const response = await get(`/en/about/careers?testing=true&n=${i}`);
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/^uapp_is-testing=true;/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-page-cache']).toBe('miss');
    }
    expect(backend().size).toBe(entries);
    // A test visitor's page (the cookie) is cached as before, and `?testing=true` is answered from it.
    const cookie = 'uapp_is-testing=true';
    expect((await get('/en/about/careers', { cookie })).headers['x-page-cache']).toBe('miss');
    const tester = await get('/en/about/careers', { cookie });
    expect(tester.headers['x-page-cache']).toBe('hit');
    expect(tester.headers['cache-control']).toMatch(/^public/);
    const flagged = await get('/en/about/careers?testing=true');
    expect(flagged.headers['x-page-cache']).toBe('hit');
    expect(flagged.headers['cache-control']).toBe('private, no-store');
    expect(flagged.body).toBe(tester.body);
    expect(backend().size).toBe(entries + 1);
    // `?testing=false` ends it: the visitor's page, with the cookie removed.
    const ended = await get('/en/about/careers?testing=false', { cookie });
    expect(String(ended.headers['set-cookie'])).toMatch(/^uapp_is-testing=;/);
    expect(ended.headers['cache-control']).toBe('private, no-store');
    expect(ended.body).not.toBe(tester.body);
  });

  it('?nextRelease sets its cookie privately and stores nothing', async () => {
    const entries = backend().size;
    const response = await get('/en/stories?nextRelease');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^uapp_is-next-release=true;/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(backend().size).toBe(entries);
    const api = await get('/api/locales?nextRelease=false');
    expect(api.headers['set-cookie']).toBeDefined();
    expect(String(api.headers['cache-control'] ?? '')).not.toMatch(/public|s-maxage/);
  });
});
