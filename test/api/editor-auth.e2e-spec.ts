import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_COOKIE } from '../../modules/editor-auth/index.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const AUTH = '/api/editor-area-autentication';

describe('editor sign-in (SPEC §4, §6, §7.3, §9)', () => {
  let sut: TestApp;
  const signIn = (payload: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    sut.fastify.inject({
      method: 'POST',
      url: AUTH,
      remoteAddress: ip,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });
  const origin = () => new URL(sut.config.publicBaseUrl).origin;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('refuses a wrong password: success false, no cookie', async () => {
    const response = await signIn({ input: 'not-the-password' }, {}, '10.0.1.1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, hashedPassword: '' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('signs in with the right password: a random token in an httpOnly, Lax, 90-day cookie', async () => {
    const first = await signIn({ input: sut.config.editorPassword }, {}, '10.0.1.2');
    const second = await signIn({ input: sut.config.editorPassword }, {}, '10.0.1.2');
    expect(first.statusCode).toBe(200);
    const body = first.json<{ success: boolean; hashedPassword: string }>();
    expect(body.success).toBe(true);
    const cookie = first.cookies.find((c) => c.name === EDITOR_COOKIE)!;
    expect(cookie.value).toBe(body.hashedPassword);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 7_776_000 });
    expect(cookie.secure).toBeFalsy();
    // A new token at every sign-in: no deterministic value anyone could compute.
    expect(second.json<{ hashedPassword: string }>().hashedPassword).not.toBe(body.hashedPassword);
    expect(first.headers['cache-control']).toBe('no-store');
  });

  it('checks a hash: the cookie value passes, a tampered one does not', async () => {
    const token = (await signIn({ input: sut.config.editorPassword }, {}, '10.0.1.3')).json<{
      hashedPassword: string;
    }>().hashedPassword;
    expect((await signIn({ hash: token })).json()).toEqual({ success: true, hashedPassword: token });
    const tampered = (token[0] === 'a' ? 'b' : 'a') + token.slice(1);
    expect((await signIn({ hash: tampered })).json()).toEqual({ success: false, hashedPassword: '' });
    expect((await signIn({ hash: 'f'.repeat(64) })).json()).toEqual({ success: false, hashedPassword: '' });
  });

  it('answers 429 to the 11th failed attempt of a client within a minute, even with the right password', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await signIn({ input: `wrong-${attempt}` }, {}, '10.0.2.1')).statusCode).toBe(200);
    }
    const blocked = await signIn({ input: 'wrong-11' }, {}, '10.0.2.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, message: expect.stringContaining('Too many') });
    expect((await signIn({ input: sut.config.editorPassword }, {}, '10.0.2.1')).statusCode).toBe(429);
    // Another client is not affected.
    expect((await signIn({ input: sut.config.editorPassword }, {}, '10.0.2.2')).json()).toMatchObject({
      success: true,
    });
  });

  it('refuses bad input with a clear 4xx', async () => {
    expect((await signIn({})).statusCode).toBe(400);
    expect((await signIn({ input: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await signIn({ input: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await signIn({ input: 42 })).statusCode).toBe(400);
    expect((await signIn('{"input":')).statusCode).toBe(400);
    const form = await sut.fastify.inject({
      method: 'POST',
      url: AUTH,
      headers: { 'content-type': 'text/plain' },
      payload: 'input=editor-demo',
    });
    expect(form.statusCode).toBe(415);
    for (const response of [await signIn({}), form]) {
      expect(response.json()).toMatchObject({ statusCode: response.statusCode, message: expect.any(String) });
    }
  });

  it('signs out: the token is revoked, the cookie cleared; a cross-site sign-out is refused', async () => {
    const cookie = await editorCookie(sut);
    const token = cookie.split('=')[1]!;
    const crossSite = await sut.fastify.inject({
      method: 'DELETE',
      url: AUTH,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await signIn({ hash: token })).json<{ success: boolean }>().success).toBe(true);

    const signOut = await sut.fastify.inject({ method: 'DELETE', url: AUTH, headers: { cookie, origin: origin() } });
    expect(signOut.statusCode).toBe(204);
    expect(signOut.cookies.find((c) => c.name === EDITOR_COOKIE)?.maxAge).toBe(0);
    expect((await signIn({ hash: token })).json<{ success: boolean }>().success).toBe(false);
    const page = await get('/en/about/innovation-roadmap', { cookie });
    expect(page.statusCode).toBe(404);
  });

  describe('pages for editors and the page cache', () => {
    it('renders an editor page private and noindex, with the Draft preview bar', async () => {
      const response = await get('/en/about', { cookie: await editorCookie(sut) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.headers['x-page-cache']).toBe('private');
      expect(response.body).toContain('class="draft-preview-bar"');
      expect(response.body).toContain('Draft preview');
      const publicPage = await get('/en/about');
      expect(publicPage.body).not.toContain('draft-preview-bar');
    });

    it('treats a forged or signed-out editor cookie as absent: public, and served from the page cache', async () => {
      await get('/en/locations');
      const forged = `${EDITOR_COOKIE}=${'A'.repeat(43)}.${'B'.repeat(43)}`;
      const response = await get('/en/locations', { cookie: forged });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-page-cache']).toBe('hit');
      expect(response.headers['cache-control']).toContain('public');
      expect(response.body).not.toContain('draft-preview-bar');
      const garbage = await get('/en/locations', { cookie: `${EDITOR_COOKIE}=garbage` });
      expect(garbage.headers['x-page-cache']).toBe('hit');
    });

    it('shows the live version with ?stage=PUBLISHED and drafts otherwise', async () => {
      const cookie = await editorCookie(sut);
      const draft = await get('/en/smart-factory-story', { cookie });
      expect(draft.body).toContain('(draft)</h1>');
      const live = await get('/en/smart-factory-story?stage=PUBLISHED', { cookie });
      expect(live.statusCode).toBe(200);
      expect(live.body).not.toContain('(draft)</h1>');
      expect(live.body).toContain('The smart factory, step by step');
      expect(live.body).toContain('The live version is shown.');
      // For the public the flag changes nothing.
      expect((await get('/en/about/innovation-roadmap?stage=DRAFT')).statusCode).toBe(404);
    });
  });

  describe('the editor page /{locale}/editor', () => {
    it('shows the sign-in form to visitors and never caches it', async () => {
      const response = await get('/en/editor');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain('<label for="editor-password">Editor password</label>');
      expect((await get('/de/editor')).body).toContain('Redaktionspasswort');
      // A sub-page asks for sign-in too.
      expect((await get('/en/editor/translations')).body).toContain('id="editor-password"');
    });

    it('shows a signed-in editor the area and a sign-out', async () => {
      const response = await get('/en/editor', { cookie: await editorCookie(sut) });
      expect(response.body).toContain('You are signed in as an editor.');
      expect(response.body).toContain('href="/en/editor/translations"');
      expect(response.body).toContain('Sign out');
      expect((await get('/en/editor/nothing-here', { cookie: await editorCookie(sut) })).statusCode).toBe(404);
    });
  });
});

describe('editor sessions end when EDITOR_PASSWORD changes', () => {
  it('revokes every token issued under the old password', async () => {
    const first = await startTestApp({ env: { EDITOR_PASSWORD: 'first-password' } });
    const cookie = await editorCookie(first);
    const token = cookie.split('=')[1]!;
    const check = (app: TestApp) =>
      app.fastify.inject({
        method: 'POST',
        url: AUTH,
        headers: { 'content-type': 'application/json' },
        payload: { hash: token },
      });
    expect((await check(first)).json<{ success: boolean }>().success).toBe(true);
    // The same database, restarted with another password: the app module re-reads the stored password hash.
    await first.close();
    const { createApp } = await import('../../src/app/app.js');
    const { loadConfig } = await import('../../src/app/config.js');
    const same = await createApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EDITOR_PASSWORD: 'first-password' }),
      database: first.database.handle,
      vike: 'production',
    });
    expect((await check({ ...first, fastify: same.fastify })).json<{ success: boolean }>().success).toBe(true);
    await same.close();
    const changed = await createApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EDITOR_PASSWORD: 'second-password' }),
      database: first.database.handle,
      vike: 'production',
    });
    const after = await changed.fastify.inject({
      method: 'POST',
      url: AUTH,
      headers: { 'content-type': 'application/json' },
      payload: { hash: token },
    });
    expect(after.json<{ success: boolean }>().success).toBe(false);
    await changed.close();
    await first.database.dispose();
  });
});
