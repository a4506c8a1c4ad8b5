import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { CookieJar, type TestOidcProvider, startTestOidcProvider, walk } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

// What a browser, a CDN and a proxy may keep, and paths that never become pages.
const PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

describe('caching headers and paths outside the pages', () => {
  let provider: TestOidcProvider;
  let sut: TestApp;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${sut.baseUrl}${path}`, { headers, redirect: 'manual' });

  beforeAll(async () => {
    provider = await startTestOidcProvider();
    sut = await startTestApp({ listen: true, env: { OIDC_ISSUER: provider.issuer } });
    provider.start(sut.baseUrl);
  });
  afterAll(async () => {
    await sut?.stop();
    await provider?.stop();
  });

  it('lets shared caches hold a public page briefly, revalidated by ETag, varying on what the page cache keys on', async () => {
    const miss = await get('/en/about');
    const hit = await get('/en/about'); // answered by the fast path before Fastify
    for (const response of [miss, hit]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(PUBLIC);
      expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    }
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));

    const revalidated = await get('/en/about', { 'if-none-match': miss.headers.get('etag')! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('cache-control')).toBe(PUBLIC);
  });

  it('keeps pages rendered for an editor out of every cache', async () => {
    const response = await get('/en/about', { cookie: await editorCookie(sut) });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-page-cache')).toBe('private');
  });

  it('keeps portal pages out of every cache', async () => {
    const jar = new CookieJar();
    const { url } = await walk(jar, `${sut.baseUrl}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: 'carl@apex.example.com',
    });
    expect(url).toBe(`${sut.baseUrl}/en/portal`);
    const dashboard = await fetch(`${sut.baseUrl}/en/portal`, { headers: { cookie: jar.header(sut.baseUrl) } });
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('cache-control')).toBe('private, no-store');
    expect(dashboard.headers.get('x-page-cache')).not.toBe('hit');
  });

  it('never stores errors or redirects', async () => {
    const notFound = await get('/en/no-such-page');
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('cache-control')).toBe('no-store');
    const redirect = await get('/about', { 'accept-language': 'de' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 404 for missing files instead of redirecting them to a locale', async () => {
    for (const path of [
      '/assets/entries/missing-chunk.js',
      '/assets/static/gone.css',
      '/builds/unknown',
      '/favicon.ico',
      '/manifest.webmanifest?v=2',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location'), path).toBeNull();
      expect(response.headers.get('content-type'), path).not.toMatch(/html/);
    }
  });

  it('never serves a file from outside the build through /assets', async () => {
    for (const path of [
      '/assets/../package.json',
      '/assets/%2e%2e/package.json',
      '/assets/chunks/%2e%2e%2f%2e%2e%2fbuild.json',
    ]) {
      const response = await get(path);
      expect([403, 404], path).toContain(response.status);
      expect(await response.text(), path).not.toMatch(/"(name|buildId)"/);
    }
  });

  it('serves robots.txt and sitemap.xml at the root without a locale redirect', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('location'), path).toBeNull();
    }
  });

  it('serves the OpenID provider under /oidc, not a page', async () => {
    const response = await get('/oidc/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(response.headers.get('location')).toBeNull();
  });
});
