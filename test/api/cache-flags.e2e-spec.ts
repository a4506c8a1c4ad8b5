import { parseSetCookie } from 'cookie';
import { sql } from 'drizzle-orm';
import { editorCookie } from '../support/editor.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRUSTED_CACHE_FLAGS, type TestApp, startTestApp } from '../support/test-app.js';

/** Adds a locale straight to the database, behind the cache's back. */
async function addLocale(sut: TestApp, code: string): Promise<void> {
  await sut.database.handle.db.execute(
    sql`insert into locale (code, url_code, sis_code, is_international, language_code, country_code)
        values (${code}, ${code.toLowerCase()}, 'en-US', false, 'en', 'GB')`,
  );
}

async function localeCodes(sut: TestApp, url: string, cookie?: string): Promise<string[]> {
  const response = await sut.fastify.inject({
    method: 'GET',
    url,
    headers: { ...TRUSTED_CACHE_FLAGS, ...(cookie ? { cookie } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { code: string }[]).map((l) => l.code);
}

describe('cache query flags and the release toggle (SPEC §1, §9)', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers from the cache, reads past it with cache=false and empties it with cache=clear', async () => {
    expect(await localeCodes(sut, '/api/locales')).not.toContain('xx-GB');
    await addLocale(sut, 'xx-GB');
    expect(await localeCodes(sut, '/api/locales')).not.toContain('xx-GB'); // cached
    expect(await localeCodes(sut, '/api/locales?cache=false')).toContain('xx-GB'); // bypassed
    expect(await localeCodes(sut, '/api/locales')).not.toContain('xx-GB'); // bypass did not write
    expect(await localeCodes(sut, '/api/locales?cache=clear')).toContain('xx-GB'); // cleared, reloaded
    expect(await localeCodes(sut, '/api/locales')).toContain('xx-GB');
  });

  it('sets the release cookie with ?nextRelease and keeps next-release entries apart', async () => {
    await localeCodes(sut, '/api/locales');
    await addLocale(sut, 'yy-GB');
    const on = await sut.fastify.inject({ method: 'GET', url: '/api/locales?nextRelease' });
    // Attribute order is free (RFC 6265 §4.1.1): @fastify/cookie writes Max-Age before Path and SameSite.
    expect(parseSetCookie(String(on.headers['set-cookie']))).toMatchObject({
      name: 'uapp_is-next-release',
      value: 'true',
      path: '/',
      sameSite: 'lax',
    });
    // The release toggle reads its own (empty) key space, so it sees the new locale; live visitors do not.
    expect((on.json() as { code: string }[]).map((l) => l.code)).toContain('yy-GB');
    expect(await localeCodes(sut, '/api/locales')).not.toContain('yy-GB');
    expect(await localeCodes(sut, '/api/locales', 'uapp_is-next-release=true')).toContain('yy-GB');

    const off = await sut.fastify.inject({
      method: 'GET',
      url: '/api/locales?nextRelease=false',
      headers: { cookie: 'uapp_is-next-release=true' },
    });
    expect(parseSetCookie(String(off.headers['set-cookie']))).toMatchObject({
      name: 'uapp_is-next-release',
      value: '',
      path: '/',
      sameSite: 'lax',
      maxAge: 0,
    });
    expect((off.json() as { code: string }[]).map((l) => l.code)).not.toContain('yy-GB');
  });
});

describe('page cache', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('renders once, then answers from the page cache with an ETag and 304 on revalidation', async () => {
    const first = await sut.fastify.inject({ method: 'GET', url: '/en' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const second = await sut.fastify.inject({ method: 'GET', url: '/en' });
    expect(second.headers['x-page-cache']).toBe('hit');
    // The same bytes: pages carry no per-response nonce, their inline scripts are allowed by hash (README § Security).
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const revalidated = await sut.fastify.inject({ method: 'GET', url: '/en', headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('keeps pages apart by the cookies that change them', async () => {
    await sut.fastify.inject({ method: 'GET', url: '/de' });
    const imperial = await sut.fastify.inject({
      method: 'GET',
      url: '/de',
      headers: { cookie: 'uapp_measurement_system=Imperial' },
    });
    expect(imperial.headers['x-page-cache']).toBe('miss');
  });

  it('never caches pages for editors or signed-in visitors', async () => {
    const editor = await editorCookie(sut);
    for (let i = 0; i < 2; i++) {
      const response = await sut.fastify.inject({ method: 'GET', url: '/en', headers: { cookie: editor } });
      expect(response.headers['x-page-cache']).toBe('private');
      expect(response.headers['cache-control']).toBe('private, no-store');
      const signedIn = await sut.fastify.inject({ method: 'GET', url: '/en', headers: { cookie: 'uapp_session=abc' } });
      expect(signedIn.headers['x-page-cache']).toBe('private');
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('does not cache a 404', async () => {
    await sut.fastify.inject({ method: 'GET', url: '/en/nothing-here' });
    const again = await sut.fastify.inject({ method: 'GET', url: '/en/nothing-here' });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBe('miss');
  });

  it('serves a cached page without touching the database, and renders the error page when it must', async () => {
    await sut.fastify.inject({ method: 'GET', url: '/fr' });
    await sut.database.handle.close();
    const cached = await sut.fastify.inject({ method: 'GET', url: '/fr' });
    expect(cached.statusCode).toBe(200);
    expect(cached.headers['x-page-cache']).toBe('hit');
    expect(cached.body).toContain('<html lang="fr">');

    const uncached = await sut.fastify.inject({ method: 'GET', url: '/fr?cache=false', headers: TRUSTED_CACHE_FLAGS });
    expect(uncached.statusCode).toBe(500);
    expect(uncached.body).toContain('Une erreur inattendue s’est produite'); // the error page speaks the page's language
    expect(uncached.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });
});
