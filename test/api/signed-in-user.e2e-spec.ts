import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHECKS_PER_MINUTE } from '../../modules/portal-auth/index.js';
import { freePort } from '../support/free-port.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * `GET /api/auth/session`, which the header of public pages asks after hydration (their HTML is
 * cached and shared, so it names nobody). Anonymous → 204, a live session → the name, anything else → 204, never a
 * 500; always `private, no-store`, with no CORS header.
 */
describe('GET /api/auth/session: who the header shows as signed in', () => {
  let sut: TestApp;
  let base: string;
  let carl: CookieJar;

  const ask = (cookie?: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/auth/session`, {
      redirect: 'manual',
      headers: { accept: 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    });

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
    carl = await signInToPortal(base, 'carl@apex.example.com');
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers an anonymous visitor 204 with no body, private and never stored, without creating a session', async () => {
    const response = await ask();
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it("answers a signed-in browser with the user's name and initials only, private and never stored", async () => {
    const response = await ask(carl.header(base));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toEqual({ fullName: 'Carl Carter', initials: 'CC' });
  });

  it('sends no CORS header to another origin, so no other site can read the name', async () => {
    const response = await ask(carl.header(base), { origin: 'https://evil.example' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each([
    ['a made-up session id', `uapp_session=${'a'.repeat(43)}`],
    ['an empty cookie', 'uapp_session='],
    ['an overlong cookie', `uapp_session=${'x'.repeat(4000)}`],
    ['control characters', 'uapp_session=%00%1B'],
    ['a forged JWT', 'uapp_session=eyJhbGciOiJub25lIn0.eyJzdWIiOiJjYXJsIn0.'],
  ])('answers %s as nobody signed in (204, not a 500)', async (_name, cookie) => {
    const response = await ask(cookie);
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('does not take the ID token header of API clients: the header asks for the browser session only', async () => {
    const response = await ask(undefined, { ciam_id_token: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' });
    expect(response.status).toBe(204);
  });

  it('answers other methods 404, as an unknown API route', async () => {
    const response = await fetch(`${base}/api/auth/session`, {
      method: 'POST',
      headers: { cookie: carl.header(base) },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404 });
  });

  it('answers 204 again once the user has signed out', async () => {
    const jar = await signInToPortal(base, 'bea@borealis.example.com');
    expect((await ask(jar.header(base))).status).toBe(200);
    const cookie = jar.header(base);
    await fetch(`${base}/en/portal/logout`, { redirect: 'manual', headers: { cookie } });
    const after = await ask(cookie);
    expect(after.status).toBe(204);
  });

  it('leaves the header of a public page anonymous for everyone: the page HTML names nobody, signed in or not', async () => {
    // The signed-in visitor's page is rendered for them alone (never stored); the next visitor gets the cached one.
    const signedIn = await fetch(`${base}/en`, { headers: { cookie: carl.header(base) } });
    const signedInHtml = await signedIn.text();
    expect(signedIn.status).toBe(200);
    expect(signedInHtml).toContain('href="/en/portal"');
    expect(signedInHtml).not.toContain('Carl');
    await fetch(`${base}/en`);
    const anonymous = await fetch(`${base}/en`);
    expect(anonymous.headers.get('x-page-cache')).toBe('hit');
    const html = await anonymous.text();
    expect(html).toContain('Customer portal');
    expect(html).not.toContain('Carl');
  });

  it('links the customer portal on the main site only, not on the brand and event sites', async () => {
    const main = await (await fetch(`${base}/en/products`)).text();
    expect(main).toContain('class="header-account-sign-in" href="/en/portal"');
    for (const path of ['/en/brand-portal', '/es/north-america-events', '/de/revolution-im-schaltschrankbau']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).not.toContain('header-account');
      // Nor is the customer area there: a 404, not the dashboard with the main site's links.
      const portal = await fetch(`${base}${path}/portal`, { redirect: 'manual' });
      expect(portal.status, `${path}/portal`).toBe(404);
    }
  });

  // Last: it spends this client's allowance for the minute.
  it(`answers a client beyond ${SESSION_CHECKS_PER_MINUTE} questions a minute 429, with the API's error body`, async () => {
    // The tests above have asked some of them already.
    let refused: Response | undefined;
    const answered: number[] = [];
    for (let i = 0; i <= SESSION_CHECKS_PER_MINUTE && !refused; i += 1) {
      const response = await ask(carl.header(base));
      if (response.status === 429) refused = response;
      else answered.push(response.status);
    }
    expect(new Set(answered)).toEqual(new Set([200]));
    expect(refused?.status).toBe(429);
    expect(await refused!.json()).toMatchObject({ statusCode: 429 });
  });
});
