import { parseSetCookie } from 'cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const ODD_COOKIE_HEADERS: [string, string][] = [
  ['nothing in it', ''],
  ['only separators', ';;; ; ='],
  ['names without values', 'uapp_current_locale; uapp_is-testing'],
  ['a broken escape', 'uapp_current_locale=%E0%A4%A; uapp_editor_area_password=%ZZ'],
  ['duplicate names', 'uapp_current_locale=fr; uapp_current_locale=de'],
  ['prototype names', '__proto__=x; constructor=y; hasOwnProperty=z'],
  ['a 12 KB value', `tracking=${'x'.repeat(12_000)}; uapp_current_locale=fr`],
];

describe('cookies through @fastify/cookie (SPEC §9)', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it.each(ODD_COOKIE_HEADERS)(
    'answers pages, the API and editor routes when the Cookie header has %s',
    async (_, cookie) => {
      const page = await get('/fr', { cookie });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<html lang="fr">');
      expect((await get('/', { cookie })).statusCode).toBe(302);
      expect((await get('/api/locales', { cookie })).statusCode).toBe(200);
      expect((await get('/api/site-navigation/editor/main?lang=en', { cookie })).statusCode).toBe(401);
    },
  );

  it('reads the first of duplicate locale cookies, as before', async () => {
    const response = await get('/', { cookie: 'uapp_current_locale=fr-ch; uapp_current_locale=de' });
    expect(response.headers.location).toBe('/fr-ch');
  });

  it('finds the editor cookie among others', async () => {
    const cookie = `a=1; ${await editorCookie(sut)}; b=%E0%A4%A`;
    expect((await get('/api/site-navigation/editor/main?lang=en', { cookie })).statusCode).toBe(200);
  });

  it('sets both flag cookies in one answer, each Path=/ and SameSite=Lax for a year', async () => {
    const response = await get('/api/locales?nextRelease&testing=true');
    const cookies = [response.headers['set-cookie']].flat().map((header) => parseSetCookie(String(header)));
    expect(cookies).toEqual([
      { name: 'uapp_is-next-release', value: 'true', maxAge: 31_536_000, path: '/', sameSite: 'lax' },
      { name: 'uapp_is-testing', value: 'true', maxAge: 31_536_000, path: '/', sameSite: 'lax' },
    ]);
  });

  it('removes a flag cookie with an empty value and Max-Age=0', async () => {
    const response = await get('/en?testing=false', { cookie: 'uapp_is-testing=true' });
    expect(parseSetCookie(String(response.headers['set-cookie']))).toEqual({
      name: 'uapp_is-testing',
      value: '',
      maxAge: 0,
      path: '/',
      sameSite: 'lax',
    });
  });
});
