import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE } from '../../modules/preview-gate/index.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const unlock = (sut: TestApp, payload: unknown, ip = '10.1.0.1', type = 'application/json') =>
  sut.fastify.inject({
    method: 'POST',
    url: '/api/preview-password',
    remoteAddress: ip,
    headers: { 'content-type': type },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('preview-password gate on by configuration (SPEC §2.3, §2.7, §6, §7.3)', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    sut = await startTestApp({
      listen: true,
      env: { PREVIEW_PASSWORD_ENABLED: 'true', PREVIEW_PASSWORD: 'open-sesame' },
    });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('asks for the preview password on every page, in the page’s language, and never from the cache', async () => {
    for (const url of ['/en', '/en/about', '/de/about', '/style-guide']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('id="preview-password"');
      expect(response.body).not.toContain('Über uns');
    }
    expect((await get('/de/about')).body).toContain('Vorschau-Passwort');
    // The API, files and assets are not gated.
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('lets a visitor with the right password through; wrong passwords get 401 and no cookie', async () => {
    const wrong = await unlock(sut, { password: 'nope' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ statusCode: 401, message: 'Wrong preview password' });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const right = await unlock(sut, { password: 'open-sesame' });
    expect(right.statusCode).toBe(204);
    const cookie = right.cookies.find((c) => c.name === PREVIEW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const headers = { cookie: `${PREVIEW_COOKIE}=${cookie.value}` };
    const page = await get('/en/about', headers);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>About us</h1>');
    expect((await get('/en/about', headers)).headers['x-page-cache']).toBe('hit');

    // The page is now in the cache: over real HTTP (the fast path) a visitor without the cookie still gets the form.
    const anonymous = await fetch(`${sut.baseUrl}/en/about`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('<h1>About us</h1>');
    const tampered = await fetch(`${sut.baseUrl}/en/about`, {
      headers: { cookie: `${PREVIEW_COOKIE}=${cookie.value.slice(0, -2)}xx` },
    });
    expect(tampered.status).toBe(401);
    const allowed = await fetch(`${sut.baseUrl}/en/about`, { headers });
    expect(allowed.status).toBe(200);
  });

  it('refuses bad input and rate-limits failures per client', async () => {
    expect((await unlock(sut, {})).statusCode).toBe(400);
    expect((await unlock(sut, { password: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await unlock(sut, { password: 'x', other: 1 })).statusCode).toBe(400);
    expect((await unlock(sut, 'password=open-sesame', '10.1.0.1', 'text/plain')).statusCode).toBe(415);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await unlock(sut, { password: `wrong-${attempt}` }, '10.1.9.9')).statusCode).toBe(401);
    }
    expect((await unlock(sut, { password: 'open-sesame' }, '10.1.9.9')).statusCode).toBe(429);
  });
});

describe('preview-password gate by query flag', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('holds back only requests with ?enablePreviewPassword, with the demo password', async () => {
    const get = (url: string) => sut.fastify.inject({ method: 'GET', url });
    expect((await get('/en/about')).statusCode).toBe(200);
    const gated = await get('/en/about?enablePreviewPassword');
    expect(gated.statusCode).toBe(401);
    expect(gated.body).toContain('id="preview-password"');
    expect((await get('/en/about?enablePreviewPassword=false')).statusCode).toBe(200);
    expect((await unlock(sut, { password: 'preview-demo' })).statusCode).toBe(204);
  });
});
