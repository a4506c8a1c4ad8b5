import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { portalSession } from '../../modules/portal-auth/portal-session.schema.js';
import { hashOf } from '../../modules/portal-auth/index.js';
import { SignJWT, exportJWK, generateKeyPair, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UappApp, createApp } from '../../src/app/app.js';
import { loadConfig } from '../../src/app/config.js';
import { oidcClientConfig } from '../../modules/portal-auth/oidc-client.config.js';
import { CookieJar, type TestOidcProvider, startTestOidcProvider, step, walk } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { type DatabaseKind, type TestDatabase, DATABASE_KINDS, createTestDatabase } from '../support/test-database.js';

const SESSION = 'uapp_session';

/** Signs in through the provider's login form; returns the jar and where the browser landed. */
async function signIn(baseUrl: string, returnTo = '/en/portal', login = 'carl@apex.example.com') {
  const jar = new CookieJar();
  const result = await walk(jar, `${baseUrl}/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`, { login });
  return { jar, ...result };
}

describe('portal sign-in as an OpenID Connect client', () => {
  let provider: TestOidcProvider;
  let sut: TestApp;
  let base: string;

  beforeAll(async () => {
    provider = await startTestOidcProvider();
    sut = await startTestApp({ listen: true, env: { OIDC_ISSUER: provider.issuer } });
    base = sut.baseUrl;
    provider.start(base);
  });
  afterAll(async () => {
    await sut?.stop();
    await provider?.stop();
  });

  it('signs in with code + PKCE S256, state and nonce, and lands on the dashboard with a session cookie', async () => {
    const jar = new CookieJar();
    const start = await step(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(provider.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('client_id')).toBe('uapp-portal');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/en/callback`);
    // The pending sign-in is sealed in an httpOnly cookie: no verifier readable by the page.
    const pendingCookie = start.headers.getSetCookie().find((c) => c.startsWith('uapp_auth_pending='))!;
    expect(pendingCookie).toMatch(/HttpOnly/i);
    expect(pendingCookie).not.toContain(authorize.searchParams.get('state')!);

    const { response, url, visited } = await walk(jar, authorize.href, { login: 'carl@apex.example.com' });
    const callback = visited.find((v) => v.startsWith(`${base}/en/callback?`));
    expect(callback).toBeDefined();
    expect(url).toBe(`${base}/en/portal`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Carl Carlsson');
    expect(html).not.toMatch(/eyJ[\w-]+\.eyJ/); // no token in the page
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-page-cache')).not.toBe('hit');

    const me = await step(jar, `${base}/api/portal/me`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'carl@apex.example.com',
      fullName: 'Carl Carlsson',
      initials: 'CC',
      roles: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'],
      companyName: 'Apex Cable Systems',
    });
  });

  it('reads the profile from the user-info endpoint, with the access token as bearer (SPEC §7.7)', async () => {
    const jar = new CookieJar();
    const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: 'uma@apex.example.com',
    });
    expect(url).toBe(`${base}/en/portal`);
    const me = await step(jar, `${base}/api/portal/me`);
    expect(me.status).toBe(200);
    // Her ID token names only her subject; name, roles and company exist only at the user-info endpoint.
    expect(await me.json()).toMatchObject({
      email: 'uma@apex.example.com',
      fullName: 'Uma Ulrich',
      initials: 'UU',
      roles: ['kmx_int_serviceticketing_active'],
      companyName: 'Apex Cable Systems',
    });
  });

  it('sets the session cookie httpOnly and SameSite=Lax, and rotates its id at every sign-in', async () => {
    const jar = new CookieJar();
    jar.set(base, SESSION, 'planted-by-an-attacker');
    const start = await step(jar, `${base}/api/auth/login?returnTo=/en/portal`);
    const { visited } = await walk(jar, start.headers.get('location')!, {
      login: 'carl@apex.example.com',
      stopAt: `${base}/en/callback?`,
    });
    const callback = await step(jar, visited.at(-1)!);
    const cookie = callback.headers.getSetCookie().find((c) => c.startsWith(`${SESSION}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // not in production
    const first = jar.get(base, SESSION);
    expect(first).not.toBe('planted-by-an-attacker');

    const again = await walk(jar, `${base}/api/auth/login?returnTo=/en/portal`, { login: 'carl@apex.example.com' });
    expect(again.url).toBe(`${base}/en/portal`);
    expect(jar.get(base, SESSION)).not.toBe(first);
    // The old id is ended with the rotation.
    const old = await fetch(`${base}/api/portal/me`, { headers: { cookie: `${SESSION}=${first}` } });
    expect(old.status).toBe(401);
  });

  it("refuses a callback with a wrong state: 'State mismatch', and nobody is signed in", async () => {
    const jar = new CookieJar();
    const { visited } = await walk(jar, `${base}/api/auth/login?returnTo=/en/portal`, {
      login: 'carl@apex.example.com',
      stopAt: `${base}/en/callback?`,
    });
    const callback = new URL(visited.at(-1)!);
    callback.searchParams.set('state', 'forged-state');
    const answer = await step(jar, callback.href);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/en/callback?failed=state-mismatch');
    expect(jar.get(base, SESSION)).toBeUndefined();
    const page = await step(jar, `${base}/en/callback?failed=state-mismatch`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('State mismatch');
    expect(html).toContain('Something went wrong. Please try again later.');
    expect((await step(jar, `${base}/api/portal/me`)).status).toBe(401);
  });

  it("records 'missing params' when the callback has no code or state", async () => {
    const partial = await fetch(`${base}/en/callback?code=abc`, { redirect: 'manual' });
    expect(partial.status).toBe(302);
    expect(partial.headers.get('location')).toBe('/en/callback?failed=missing-params');
    const bare = await fetch(`${base}/en/callback`);
    expect(bare.status).toBe(200);
    const html = await bare.text();
    expect(html).toContain('missing params');
    expect(html).toContain('Something went wrong. Please try again later.');
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'lands on this site when asked to return to %s',
    async (returnTo) => {
      const { url, response } = await signIn(base, returnTo);
      expect(new URL(url).origin).toBe(base);
      expect(url).toBe(`${base}/en/portal`);
      expect(response.status).toBe(200);
    },
  );

  it('returns to a same-site path after sign-in', async () => {
    const { url } = await signIn(base, '/de/portal');
    expect(url).toBe(`${base}/de/portal`);
  });

  it('redirects a portal page without a session to a silent sign-in first (prompt=none), with the page as the return address', async () => {
    const answer = await fetch(`${base}/en/portal`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/api/auth/login?returnTo=%2Fen%2Fportal&prompt=none');
    expect(answer.headers.get('x-page-cache')).not.toBe('hit');
    const deeper = await fetch(`${base}/en/portal/tickets/list`, { redirect: 'manual' });
    expect(deeper.headers.get('location')).toBe('/api/auth/login?returnTo=%2Fen%2Fportal%2Ftickets%2Flist&prompt=none');
  });

  it('answers a portal API without a session with 401 JSON', async () => {
    const answer = await fetch(`${base}/api/portal/me`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ statusCode: 401, message: 'Sign-in required' });
    const write = await fetch(`${base}/api/portal/session`, { method: 'DELETE', headers: { origin: base } });
    expect(write.status).toBe(401);
  });

  it('never caches a portal page: private, no-store, and no page-cache hit on repeat', async () => {
    const { jar } = await signIn(base);
    for (let i = 0; i < 2; i += 1) {
      const page = await step(jar, `${base}/en/portal`);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('private, no-store');
      expect(page.headers.get('x-page-cache')).toBe('private');
    }
  });

  it('refuses a cross-site cookie-authenticated write (CSRF) and accepts a same-origin one', async () => {
    const { jar } = await signIn(base);
    const noOrigin = await step(jar, `${base}/api/portal/session`, { method: 'DELETE' });
    expect(noOrigin.status).toBe(403);
    const crossSite = await step(jar, `${base}/api/portal/session`, {
      method: 'DELETE',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await step(jar, `${base}/api/portal/me`)).status).toBe(200);
    const sameSite = await step(jar, `${base}/api/portal/session`, { method: 'DELETE', headers: { origin: base } });
    expect(sameSite.status).toBe(204);
    expect((await step(jar, `${base}/api/portal/me`)).status).toBe(401);
  });

  it('signs in silently (prompt=none) through /blank-callback while the provider session lasts', async () => {
    const { jar } = await signIn(base);
    const silent = await walk(jar, `${base}/api/auth/login?returnTo=/de/portal&prompt=none`);
    expect(silent.visited.some((v) => v.startsWith(`${base}/blank-callback?code=`))).toBe(true);
    expect(silent.url).toBe(`${base}/de/portal`);
    expect(silent.response.status).toBe(200);
  });

  it('goes on to an interactive sign-in when a silent one needs the user', async () => {
    const jar = new CookieJar();
    const silent = await walk(jar, `${base}/api/auth/login?returnTo=/en/portal&prompt=none`, {
      stopAt: `${provider.issuer}/interaction/`,
    });
    expect(silent.visited.some((v) => v.startsWith(`${base}/blank-callback?error=login_required`))).toBe(true);
    const interactive = silent.visited.filter((v) => v.startsWith(`${provider.issuer}/auth?`)).at(-1)!;
    expect(new URL(interactive).searchParams.get('prompt')).toBeNull();
    expect(new URL(interactive).searchParams.get('redirect_uri')).toBe(`${base}/en/callback`);
  });

  it('asks for openid, profile, email and the identity-management scope (SPEC §7.7)', async () => {
    const start = await step(new CookieJar(), `${base}/api/auth/login?returnTo=/en/portal`);
    const scopes = new URL(start.headers.get('location')!).searchParams.get('scope')!.split(' ');
    expect(scopes).toEqual(['openid', 'profile', 'email', 'fr:idm:*']);
  });

  it("records 'missing params' when /blank-callback is opened without the provider's parameters", async () => {
    const bare = await step(new CookieJar(), `${base}/blank-callback`);
    expect(bare.status).toBe(302);
    expect(bare.headers.get('location')).toBe('/en/callback?failed=missing-params');
    const page = await step(new CookieJar(), `${base}/en/callback?failed=missing-params`);
    expect(await page.text()).toContain('missing params');
  });

  it('configures the SPEC §9 auth timeout to 3,000 ms by default', () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
    expect(config.get(oidcClientConfig).timeoutMs).toBe(3_000);
  });

  describe('an ID token in header ciam_id_token', () => {
    const sign = async (
      key: Parameters<typeof importJWK>[0] & { kid?: string },
      claims: { aud?: string; exp?: number; iss?: string } = {},
    ) =>
      new SignJWT({ email: 'carl@apex.example.com', name: 'Carl Carlsson', roles: 'kmx_int_assetdb_active' })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .setSubject('carl@apex.example.com')
        .setIssuer(claims.iss ?? provider.issuer)
        .setAudience(claims.aud ?? 'uapp-portal')
        .setIssuedAt()
        .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
        .sign(await importJWK(key, 'RS256'));
    const me = (token: string) => fetch(`${base}/api/portal/me`, { headers: { ciam_id_token: token } });

    it('accepts the one of a live portal session, and not one held by no session', async () => {
      const { jar } = await signIn(base, '/en/portal', 'bea@borealis.example.com');
      const [row] = await sut.database.handle.db
        .select({ idToken: portalSession.idToken })
        .from(portalSession)
        .where(eq(portalSession.idHash, hashOf(jar.get(base, SESSION)!)));
      const answer = await me(row!.idToken);
      expect(answer.status).toBe(200);
      // One role as a string counts as a one-item list (SPEC §6).
      expect(await answer.json()).toMatchObject({ roles: ['kmx_int_serviceticketing_active'] });
      // Signed by the issuer for this client, but issued with no session of this site: refused.
      expect((await me(await sign(provider.signingKey))).status).toBe(401);
    });

    it('refuses one signed with another key', async () => {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true });
      const other = { ...(await exportJWK(privateKey)), kid: provider.signingKey.kid };
      const answer = await me(await sign(other));
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ statusCode: 401, message: 'Invalid identity token' });
    });

    it('refuses an expired one', async () => {
      expect((await me(await sign(provider.signingKey, { exp: Math.floor(Date.now() / 1000) - 60 }))).status).toBe(401);
    });

    it('refuses one for another audience or from another issuer', async () => {
      expect((await me(await sign(provider.signingKey, { aud: 'another-client' }))).status).toBe(401);
      expect((await me(await sign(provider.signingKey, { iss: 'https://evil.example' }))).status).toBe(401);
      expect((await me('not-a-token')).status).toBe(401);
    });
  });

  it('logs out: revokes, clears the session and ends the provider session; the portal asks for sign-in again', async () => {
    const { jar } = await signIn(base);
    const logout = await step(jar, `${base}/en/portal/logout`);
    expect(logout.status).toBe(302);
    const endSession = new URL(logout.headers.get('location')!);
    expect(endSession.origin).toBe(provider.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/en`);
    // The client, never the ID token, in a URL the browser keeps.
    expect(endSession.searchParams.get('client_id')).toBe('uapp-portal');
    expect(endSession.searchParams.get('id_token_hint')).toBeNull();
    expect(logout.headers.getSetCookie().some((c) => c.startsWith(`${SESSION}=;`))).toBe(true);
    expect(jar.get(base, SESSION)).toBeUndefined();
    const portal = await step(jar, `${base}/en/portal`);
    expect(portal.status).toBe(302);
    expect(portal.headers.get('location')).toContain('/api/auth/login');
  });
});

describe.each(DATABASE_KINDS)('portal sessions persist in the database (%s)', (kind: DatabaseKind) => {
  let provider: TestOidcProvider;
  let database: TestDatabase;
  const apps: UappApp[] = [];

  const startOn = async (): Promise<string> => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0', OIDC_ISSUER: provider.issuer });
    const uapp = await createApp({ config, database: database.handle, vike: 'production' });
    await uapp.app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(uapp);
    return `http://127.0.0.1:${(uapp.app.getHttpServer().address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    provider = await startTestOidcProvider();
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.dispose();
    await provider?.stop();
  });

  it('keeps a user signed in across an app restart and on a second instance', async () => {
    const first = await startOn();
    provider.start(first);
    const { jar } = await signIn(first);
    const cookie = `${SESSION}=${jar.get(first, SESSION)}`;
    const second = await startOn(); // a second instance on the same database, running at the same time
    const onSecond = await fetch(`${second}/api/portal/me`, { headers: { cookie } });
    expect(onSecond.status).toBe(200);
    expect(await onSecond.json()).toMatchObject({ fullName: 'Carl Carlsson' });

    await apps.shift()!.close(); // the first instance stops; a new one starts on the same database
    const restarted = await startOn();
    const page = await fetch(`${restarted}/en/portal`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Carl Carlsson');
  });
});

describe('an issuer that does not answer', () => {
  let silent: Server;
  let sut: TestApp;
  beforeAll(async () => {
    // Accepts connections and never answers: discovery runs into the SPEC §9 auth timeout.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    sut = await startTestApp({ listen: true, env: { OIDC_ISSUER: issuer, OIDC_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await sut?.stop();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("shows 'Authorization timed out' and the login error", async () => {
    const start = await fetch(`${sut.baseUrl}/api/auth/login?returnTo=/en/portal`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toBe('/en/callback?failed=timeout');
    const html = await (await fetch(`${sut.baseUrl}/en/callback?failed=timeout`)).text();
    expect(html).toContain('Authorization timed out');
    expect(html).toContain('Something went wrong. Please try again later.');
  });
});

describe('portal sign-in through the embedded provider at /oidc', () => {
  let sut: TestApp;
  let base: string;

  beforeAll(async () => {
    // OIDC_ISSUER unset: the client defaults to the embedded issuer, PUBLIC_BASE_URL + /oidc.
    sut = await startTestApp({ embeddedIssuer: true });
    base = sut.baseUrl;
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('signs carl in with his password, shows his services, and signs him out at the provider too', async () => {
    const { jar, url, response, visited } = await signIn(base, '/en/portal', 'carl@apex.example.com');
    expect(visited[1]).toMatch(new RegExp(`^${base}/oidc/auth\\?.*code_challenge_method=S256`));
    expect(url).toBe(`${base}/en/portal`);
    const html = await response.text();
    expect(html).toContain('Carl');
    const me = await (await step(jar, `${base}/api/portal/me`)).json();
    expect(me).toMatchObject({
      email: 'carl@apex.example.com',
      roles: expect.arrayContaining(['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active']),
    });

    // SPEC §9 renewal: 60 s before expiry is inside the 180 s threshold, so the next request refreshes the tokens.
    await sut.database.handle.db.execute(sql`update portal_session set expires_at = now() + interval '60 seconds'`);
    expect((await step(jar, `${base}/api/portal/me`)).status).toBe(200);
    const [renewed] = await sut.database.handle.db.select({ expiresAt: portalSession.expiresAt }).from(portalSession);
    expect(renewed!.expiresAt.getTime() - Date.now()).toBeGreaterThan(600_000);

    const logout = await step(jar, `${base}/en/portal/logout`);
    const endSession = new URL(logout.headers.get('location')!);
    expect(endSession.href.startsWith(`${base}/oidc/session/end`)).toBe(true);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/en`);
    expect((await step(jar, `${base}/api/portal/me`)).status).toBe(401);
  });

  it("reads the session's account whatever the case of its UUID subject, and ends a session whose subject is no UUID", async () => {
    const { jar } = await signIn(base, '/en/portal', 'carl@apex.example.com');
    const db = sut.database.handle.db;
    await db.execute(sql`update portal_session set subject = upper(subject)`);
    const me = await step(jar, `${base}/api/portal/me`);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'carl@apex.example.com' });
    // Another issuer's subject (not castable to uuid) joins no account: the session ends, nothing fails.
    await db.execute(sql`update portal_session set subject = 'external|12345'`);
    const after = await step(jar, `${base}/api/portal/me`);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ statusCode: 401 });
  });
});
