import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { freePort } from '../support/free-port.js';
import { CookieJar, step, walk } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const PASSWORD_PAGE = '/en/partner-area';
const ROLE_PAGE = '/en/service-bulletins';
const SECRET_TEXT = 'Discount level B partners';
const BULLETIN_TEXT = 'Bulletin SB-2026-07';

describe('page protection by password and by role (SPEC §4)', () => {
  let sut: TestApp;
  let base: string;

  const get = (path: string, cookie = '', headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { redirect: 'manual', headers: { cookie, ...headers } });
  const unlock = (pageId: string, body: unknown, ip: string, contentType = 'application/json') =>
    sut.fastify.inject({
      method: 'POST',
      url: `/api/page-access/${pageId}`,
      remoteAddress: ip,
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const accessCookie = async (ip: string): Promise<string> => {
    const response = await unlock('partner-area-main', { password: 'partner-demo' }, ip);
    const cookie = response.cookies.find((c) => c.name === 'uapp_page_partner-area-main');
    if (!cookie) throw new Error(`unlock failed: ${response.statusCode} ${response.body}`);
    return `${cookie.name}=${cookie.value}`;
  };
  const signIn = async (login: string): Promise<CookieJar> => {
    const jar = new CookieJar();
    const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, { login });
    expect(url).toBe(`${base}/en/portal`);
    return jar;
  };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('a password page', () => {
    it('asks for the password (401) and shows none of the page, never from the cache', async () => {
      for (let i = 0; i < 2; i++) {
        const response = await get(PASSWORD_PAGE);
        expect(response.status).toBe(401);
        const html = await response.text();
        expect(html).toContain('Page password');
        expect(html).toContain('Partner area');
        expect(html).not.toContain(SECRET_TEXT);
        expect(response.headers.get('x-page-cache')).not.toBe('hit');
      }
    });

    it('refuses a wrong password with 401 and no cookie, and bad input with 400/404/415', async () => {
      const wrong = await unlock('partner-area-main', { password: 'guess' }, '10.9.0.1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ statusCode: 401, message: 'Wrong password for this page' });
      expect(wrong.headers['set-cookie']).toBeUndefined();

      expect((await unlock('partner-area-main', {}, '10.9.0.2')).statusCode).toBe(400);
      expect((await unlock('partner-area-main', { password: 'x'.repeat(201) }, '10.9.0.2')).statusCode).toBe(400);
      expect((await unlock('partner-area-main', 'password=partner-demo', '10.9.0.2', 'text/plain')).statusCode).toBe(
        415,
      );
      // Only pages with a password can be unlocked; an id that is no page id costs no query.
      const open = await unlock('about-main', { password: 'partner-demo' }, '10.9.0.2');
      expect(open.statusCode).toBe(404);
      expect(open.json<{ message: string }>().message).toBe('There is no page about-main protected by a password');
      expect((await unlock('no-such-page', { password: 'partner-demo' }, '10.9.0.2')).statusCode).toBe(404);
      expect((await unlock('%27%3B--', { password: 'partner-demo' }, '10.9.0.2')).statusCode).toBe(404);
    });

    it('opens the page with the right password: httpOnly cookie, private and noindex, never cached', async () => {
      const response = await unlock('partner-area-main', { password: 'partner-demo' }, '10.9.0.3');
      expect(response.statusCode).toBe(204);
      const cookie = response.cookies.find((c) => c.name === 'uapp_page_partner-area-main')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 604_800 });

      const page = await get(PASSWORD_PAGE, `${cookie.name}=${cookie.value}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(SECRET_TEXT);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
      // The visitor before and after still gets the form: nothing went into the page cache.
      const anonymous = await get(PASSWORD_PAGE);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.text()).not.toContain(SECRET_TEXT);
      // The German version is covered by the same password.
      const german = await get('/de/partner-area', `${cookie.name}=${cookie.value}`);
      expect(german.status).toBe(200);
      expect(await german.text()).toContain('Rabattstufe B');
    });

    it('refuses a tampered, forged or expired access cookie', async () => {
      const valid = (await accessCookie('10.9.0.4')).split('=')[1]!;
      const [issuedAt, mac] = valid.split('.') as [string, string];
      const flipped = mac.slice(0, -1) + (mac.endsWith('A') ? 'B' : 'A');
      const old = String(Number(issuedAt) - 8 * 24 * 3600);
      for (const value of [`${issuedAt}.${flipped}`, `${old}.${mac}`, 'forged', `${issuedAt}.${'A'.repeat(43)}`]) {
        const response = await get(PASSWORD_PAGE, `uapp_page_partner-area-main=${value}`);
        expect(response.status).toBe(401);
        expect(await response.text()).not.toContain(SECRET_TEXT);
      }
    });

    it('answers 429 after 10 wrong passwords a minute from one client, and logs them', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await unlock('partner-area-main', { password: `wrong-${i}` }, '10.9.1.1')).statusCode).toBe(401);
      }
      const blocked = await unlock('partner-area-main', { password: 'partner-demo' }, '10.9.1.1');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['set-cookie']).toBeUndefined();
      // Another client is not affected.
      expect((await unlock('partner-area-main', { password: 'partner-demo' }, '10.9.1.2')).statusCode).toBe(204);
    });

    it('shows editors the page without its password', async () => {
      const response = await get(PASSWORD_PAGE, await editorCookie(sut));
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(SECRET_TEXT);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });
  });

  describe('a role page', () => {
    it('sends an anonymous visitor to sign in and back', async () => {
      const response = await get(ROLE_PAGE);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/api/auth/login?returnTo=${encodeURIComponent(ROLE_PAGE)}`);
    });

    it('refuses a signed-in user without the role (403) and shows it to one with it, privately', async () => {
      const carl = await signIn('carl@apex.example.com');
      const refused = await step(carl, `${base}${ROLE_PAGE}`);
      expect(refused.status).toBe(403);
      const refusedHtml = await refused.text();
      expect(refusedHtml).toContain('No access');
      expect(refusedHtml).not.toContain(BULLETIN_TEXT);

      const anna = await signIn('anna@apex.example.com');
      const shown = await step(anna, `${base}${ROLE_PAGE}`);
      expect(shown.status).toBe(200);
      expect(await shown.text()).toContain(BULLETIN_TEXT);
      expect(shown.headers.get('cache-control')).toBe('private, no-store');
      // Without the session the page is held back again.
      expect((await get(ROLE_PAGE)).status).toBe(302);
    });
  });

  it('keeps protected pages out of search results', async () => {
    for (const query of ['Discount level', 'Bulletin SB-2026-07']) {
      const response = await fetch(`${base}/api/search-proxy/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ localeCode: 'en', siteSlug: '', query }),
      });
      expect(response.status).toBe(200);
      expect(JSON.stringify(await response.json())).not.toMatch(/partner-area|service-bulletins/);
    }
  });
});
