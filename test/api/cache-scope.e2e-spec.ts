import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalesService } from '../../modules/locales/index.js';
import { type CacheScope, DEFAULT_CACHE_SCOPE, currentCacheScope } from '../../src/core/cache/cache-scope.js';
import { DATA_CACHE, PAGE_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { type TestApp, TRUSTED_CACHE_FLAGS, startTestApp } from '../support/test-app.js';

const BYPASS: CacheScope = { bypass: true, prefix: '' };
const NEXT_RELEASE: CacheScope = { bypass: false, prefix: 'nextRelease_' };

/** Records the cache scope every read of `cache` runs under, as the cache itself sees it (from nestjs-cls). */
function recordScopes(cache: SwrCache): { key: string; scope: CacheScope }[] {
  const seen: { key: string; scope: CacheScope }[] = [];
  const read = cache.getOrLoadWithOutcome.bind(cache);
  vi.spyOn(cache, 'getOrLoadWithOutcome').mockImplementation((key, loader, options) => {
    seen.push({ key, scope: currentCacheScope() });
    return read(key, loader, options);
  });
  return seen;
}

/** POSTs JSON whose body arrives well after the headers, so the route runs in a later event than onRequest. */
function postSlowly(url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(payload),
        ...TRUSTED_CACHE_FLAGS,
      },
    });
    request.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.flushHeaders();
    setTimeout(() => request.end(payload), 100);
  });
}

const scopesOf = (seen: { scope: CacheScope }[]) =>
  [...new Set(seen.map((s) => JSON.stringify(s.scope)))].map((s) => JSON.parse(s) as CacheScope);

describe('the request cache scope in the request context (nestjs-cls)', () => {
  let sut: TestApp;
  let data: { key: string; scope: CacheScope }[];
  let pages: { key: string; scope: CacheScope }[];

  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    await sut?.stop();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const record = () => {
    data = recordScopes(sut.app.get<SwrCache>(DATA_CACHE));
    pages = recordScopes(sut.app.get<SwrCache>(PAGE_CACHE));
  };

  it('reaches the services of a Nest controller', async () => {
    record();
    const response = await sut.fastify.inject({
      method: 'GET',
      url: '/api/locales?cache=false',
      headers: TRUSTED_CACHE_FLAGS,
    });
    expect(response.statusCode).toBe(200);
    expect(data.map((d) => d.key)).toEqual(['locales:all']);
    expect(scopesOf(data)).toEqual([BYPASS]);
  });

  it('survives the body parsing of a POST route, over a real connection too', async () => {
    record();
    const body = { localeCode: 'en', query: 'crimp' };
    const injected = await sut.fastify.inject({
      method: 'POST',
      url: '/api/search-proxy/search?nextRelease',
      payload: body,
    });
    expect(injected.statusCode).toBe(200);
    expect(await postSlowly(`${sut.baseUrl}/api/search-proxy/suggest?cache=false`, body)).toBe(200);
    const generations = data.filter((d) => d.key === 'search:generation');
    expect(generations.map((d) => d.scope)).toEqual([NEXT_RELEASE, BYPASS]);
  });

  it('reaches the services a Vike page render calls (a plain Fastify route)', async () => {
    record();
    const bypassed = await sut.fastify.inject({ method: 'GET', url: '/en?cache=false', headers: TRUSTED_CACHE_FLAGS });
    expect(bypassed.statusCode).toBe(200);
    expect(data.some((d) => d.key === 'sites:all')).toBe(true);
    expect(scopesOf([...pages, ...data])).toEqual([BYPASS]);

    data.length = 0;
    pages.length = 0;
    const nextRelease = await sut.fastify.inject({ method: 'GET', url: '/de?nextRelease' });
    expect(nextRelease.statusCode).toBe(200);
    expect(pages).toHaveLength(1);
    expect(data.length).toBeGreaterThan(3);
    expect(scopesOf([...pages, ...data])).toEqual([NEXT_RELEASE]);
  });

  it('is the default scope outside a request, also right after one', async () => {
    await sut.fastify.inject({ method: 'GET', url: '/api/locales?cache=false', headers: TRUSTED_CACHE_FLAGS });
    expect(currentCacheScope()).toEqual(DEFAULT_CACHE_SCOPE);
    record();
    await sut.app.get(LocalesService).listLocales();
    expect(scopesOf(data)).toEqual([DEFAULT_CACHE_SCOPE]);
  });

  it('keeps concurrent requests on keep-alive connections apart', async () => {
    record();
    const urls = Array.from(
      { length: 12 },
      (_, i) => ['/api/locales', '/api/locales?cache=false', '/api/locales?nextRelease'][i % 3]!,
    );
    const answers = await Promise.all(urls.map((url) => fetch(sut.baseUrl + url, { headers: TRUSTED_CACHE_FLAGS })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const sequential = [];
    for (const url of urls) sequential.push((await fetch(sut.baseUrl + url, { headers: TRUSTED_CACHE_FLAGS })).status);
    expect(sequential.every((status) => status === 200)).toBe(true);
    const count = (scope: CacheScope) => data.filter((d) => JSON.stringify(d.scope) === JSON.stringify(scope)).length;
    expect(data).toHaveLength(24);
    expect([count(DEFAULT_CACHE_SCOPE), count(BYPASS), count(NEXT_RELEASE)]).toEqual([8, 8, 8]);
  });

  it('leaves fresh page-cache hits to the fast path, except for the release toggle', async () => {
    expect((await fetch(`${sut.baseUrl}/fr`)).headers.get('x-page-cache')).toMatch(/miss|hit/);
    record();
    const hit = await fetch(`${sut.baseUrl}/fr`);
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(pages).toHaveLength(0); // answered before Fastify, from the LRU's synchronous read
    const toggled = await fetch(`${sut.baseUrl}/fr`, { headers: { cookie: 'a=b; uapp_is-next-release=true' } });
    expect(toggled.status).toBe(200);
    expect(pages.map((p) => p.scope)).toEqual([NEXT_RELEASE]);
  });
});
