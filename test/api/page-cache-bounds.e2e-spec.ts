import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_CACHE } from '../../src/core/cache/caches.js';
import { type LruBackend } from '../../src/core/cache/lru-backend.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

// The page cache cannot be inflated by what a visitor sends, is bounded by bytes, and a
// visitor's cache flags cannot make the server work without bound.
const MIB = 1024 * 1024;

describe('page cache keys and bounds', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers, remoteAddress: '10.9.0.1' });
  const backend = () => sut.app.get<SwrCache>(PAGE_CACHE).backend as LruBackend;

  beforeAll(async () => {
    sut = await startTestApp({ env: { PAGE_CACHE_MAX_BYTES: String(MIB), CACHE_BYPASS_RATE_LIMIT: '3' } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('gives URLs that differ only in undeclared query parameters, cookies or headers one entry', async () => {
    const first = await get('/en/stories?utm_source=newsletter&utm_campaign=a');
    expect(first.statusCode).toBe(200);
    const entries = backend().size;
    const variants = [
      '/en/stories?utm_source=mail&fbclid=x1',
      '/en/stories?gclid=abc',
      '/en/stories?anything=else&utm_medium=1',
      '/en/stories',
    ];
    for (const url of variants) {
      const response = await get(url, { cookie: `_ga=${url.length}; uapp_unknown=${url}`, 'accept-language': 'xx' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-page-cache'], url).toBe('hit');
      expect(response.body.replace(/nonce="[^"]*"/g, '')).toBe(first.body.replace(/nonce="[^"]*"/g, ''));
    }
    expect(backend().size).toBe(entries);
    // A declared parameter is a real dimension of the page: its own entry.
    expect((await get('/en/search?q=cut&utm_source=x')).headers['x-page-cache']).toBe('miss');
    expect((await get('/en/search?utm_source=y&q=cut')).headers['x-page-cache']).toBe('hit');
  });

  it('gives made-up Host headers of the main site one entry', async () => {
    await get('/en/about', { host: 'localhost' });
    const entries = backend().size;
    for (const host of ['made-up-1.example', 'made-up-2.example', 'LOCALHOST:1234']) {
      const response = await get('/en/about', { host });
      expect(response.statusCode, host).toBe(200);
      expect(response.headers['x-page-cache'], host).toBe('hit');
    }
    expect(backend().size).toBe(entries);
  });

  it('never holds more than its byte budget, however many pages are rendered', async () => {
    const pages = ['/en', '/de', '/fr', '/es', '/it', '/en/about', '/de/about', '/en/stories', '/en/media-releases'];
    for (let round = 0; round < 3; round++) {
      for (const page of pages) await get(`${page}?q=${round}`);
      for (let i = 0; i < 40; i++) await get(`/en/search?q=term-${round}-${i}`);
      expect(backend().bytes).toBeLessThanOrEqual(MIB);
    }
    expect(backend().size).toBeGreaterThan(5);
  });

  it("ignores a visitor's cache=clear: the cached page stays cached", async () => {
    expect((await get('/en')).statusCode).toBe(200);
    expect((await get('/en')).headers['x-page-cache']).toBe('hit');
    const cleared = await get('/en?cache=clear');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.headers['x-page-cache']).toBe('hit');
    expect((await get('/en')).headers['x-page-cache']).toBe('hit');
  });

  it("lets a visitor's cache=false skip only the page cache, within a rate limit", async () => {
    const visitor = (url: string) => sut.fastify.inject({ method: 'GET', url, remoteAddress: '10.9.0.77' });
    await visitor('/en');
    for (let i = 0; i < 3; i++) expect((await visitor('/en?cache=false')).headers['x-page-cache']).toBe('bypass');
    // Over the limit (3 a minute here) the flag is ignored: the page comes from the cache.
    const over = await visitor('/en?cache=false');
    expect(over.statusCode).toBe(200);
    expect(over.headers['x-page-cache']).toBe('hit');
  });

  it('lets an editor empty the caches with cache=clear', async () => {
    await get('/en/about');
    expect((await get('/en/about')).headers['x-page-cache']).toBe('hit');
    const cookie = await editorCookie(sut);
    await get('/en/about?cache=clear', { cookie });
    expect(backend().size).toBe(0);
    expect((await get('/en/about')).headers['x-page-cache']).toBe('miss');
  });
});
