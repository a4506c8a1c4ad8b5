import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../modules/identity-provider/identity.schema.js';
import { portalSession } from '../../modules/portal-auth/portal-session.schema.js';
import { hashOf } from '../../modules/portal-auth/index.js';
import { freePort } from '../support/free-port.js';
import { CookieJar, step, walk } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const SESSION = 'uapp_session';

/**
 * The ID token outlived the session. A bearer `ciam_id_token` now lives only as long as the portal
 * session it was issued with; credential changes need the session cookie and a recent sign-in; logout keeps the ID
 * token out of the URL. Everything through the embedded provider and the public HTTP surface.
 */
describe('the ID token dies with its session', () => {
  let sut: TestApp;
  let base: string;

  async function signIn(login: string, returnTo = '/en/portal', password?: string) {
    const jar = new CookieJar();
    const result = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`, {
      login,
      password,
    });
    expect(result.url).toBe(`${base}${returnTo}`);
    return jar;
  }

  /** The ID token an attacker captured (it once was in the logout URL): read from the session's row. */
  async function capturedIdToken(jar: CookieJar): Promise<string> {
    const [row] = await sut.database.handle.db
      .select({ idToken: portalSession.idToken })
      .from(portalSession)
      .where(eq(portalSession.idHash, hashOf(jar.get(base, SESSION)!)));
    return row!.idToken;
  }

  const bearer = (token: string, path = '/api/portal/me', init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as object), ciam_id_token: token } });

  async function account_(jar: CookieJar | undefined, method: string, path: string, body?: unknown, extra = {}) {
    const response = await fetch(`${base}/api/portal/account${path}`, {
      method,
      headers: {
        cookie: jar?.header(base) ?? '',
        origin: base,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
  }

  /** Moves the session's last sign-in `minutes` into the past (the clock of the 10-minute rule). */
  async function ageSignIn(jar: CookieJar, minutes: number): Promise<void> {
    await sut.database.handle.db
      .update(portalSession)
      .set({ authenticatedAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(portalSession.idHash, hashOf(jar.get(base, SESSION)!)));
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('refuses a captured ID token after logout (401), and the logout URL holds no id_token_hint', async () => {
    const jar = await signIn('carl@apex.example.com');
    const token = await capturedIdToken(jar);
    expect((await bearer(token)).status).toBe(200);

    const logout = await step(jar, `${base}/en/portal/logout`);
    expect(logout.status).toBe(302);
    const location = logout.headers.get('location')!;
    expect(location).not.toContain('id_token_hint');
    expect(location).not.toContain(token);
    const endSession = new URL(location);
    expect(endSession.href.startsWith(`${base}/oidc/session/end?`)).toBe(true);
    expect(endSession.searchParams.get('client_id')).toBe('uapp-portal');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/en`);

    const replay = await bearer(token);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ statusCode: 401, message: 'Invalid identity token' });
  });

  it('ends the provider session on logout without the ID token: the next silent sign-in needs the user', async () => {
    const jar = await signIn('carl@apex.example.com');
    // While the provider session lasts, a silent sign-in succeeds.
    const silent = await walk(jar, `${base}/api/auth/login?returnTo=/en/portal&prompt=none`);
    expect(silent.url).toBe(`${base}/en/portal`);

    const logout = await step(jar, `${base}/en/portal/logout`);
    const page = await step(jar, logout.headers.get('location')!);
    expect(page.status).toBe(200);
    const html = await page.text();
    // The site's own sign-out (its logout hint) is confirmed at once by the page's script, not by a question.
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirmed = await step(jar, new URL(action, base).href, {
      method: 'POST',
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${base}/en`);

    const again = await walk(jar, `${base}/api/auth/login?returnTo=/en/portal&prompt=none`, {
      stopAt: `${base}/oidc/interaction/`,
    });
    expect(again.visited.some((v) => v.startsWith(`${base}/blank-callback?error=login_required`))).toBe(true);
  });

  it('asks before signing out when the end-session request does not come from the site (no logout hint)', async () => {
    const jar = await signIn('carl@apex.example.com');
    const forged = await step(
      jar,
      `${base}/oidc/session/end?client_id=uapp-portal&post_logout_redirect_uri=${encodeURIComponent(`${base}/en`)}` +
        '&logout_hint=forged',
    );
    expect(forged.status).toBe(200);
    expect(await forged.text()).not.toContain('.submit()');
  });

  it('refuses a captured ID token after a password change (401), in the changing session too', async () => {
    const other = await signIn('anna@apex.example.com');
    const changing = await signIn('anna@apex.example.com', '/en/portal/account');
    const [otherToken, changingToken] = [await capturedIdToken(other), await capturedIdToken(changing)];
    expect((await bearer(otherToken)).status).toBe(200);
    expect((await bearer(changingToken)).status).toBe(200);

    const changed = await account_(changing, 'POST', '/password', {
      currentPassword: 'demo-password',
      newPassword: 'a-new-password-25',
    });
    expect(changed.status).toBe(204);
    expect((await bearer(otherToken)).status).toBe(401);
    expect((await bearer(changingToken)).status).toBe(401);
    // The browser that made the change stays signed in with its cookie; the other session has ended.
    expect((await step(changing, `${base}/api/portal/me`)).status).toBe(200);
    expect((await step(other, `${base}/api/portal/me`)).status).toBe(401);
  });

  it('refuses a TOTP enrolment, its confirmation, the MFA reset and a password change with only the bearer header (403)', async () => {
    const jar = await signIn('bea@borealis.example.com');
    const token = await capturedIdToken(jar);
    expect((await bearer(token, '/api/portal/account')).status).toBe(200); // reading is fine
    const attempts = [
      await bearer(token, '/api/portal/account/mfa/totp', { method: 'POST' }),
      await bearer(token, '/api/portal/account/mfa/totp/confirm', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ code: '123456' }),
      }),
      await bearer(token, '/api/portal/account/mfa', { method: 'DELETE' }),
      await bearer(token, '/api/portal/account/password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: 'demo-password', newPassword: 'another-password-25' }),
      }),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toMatchObject({ statusCode: 403, code: 'SessionRequired' });
    }
    // Also when the bearer rides along with the victim's cookie from another origin: refused, nothing enrolled.
    const settings = await account_(jar, 'GET', '');
    expect(settings.body.totpEnrolled).toBe(false);
  });

  it('asks for a new sign-in when the last one is older than 10 minutes, and the prompt=login sign-in allows the change', async () => {
    const jar = await signIn('bea@borealis.example.com', '/en/portal/account');
    expect((await account_(jar, 'POST', '/mfa/totp')).status).toBe(200); // just signed in
    await ageSignIn(jar, 11);
    const stale = await account_(jar, 'POST', '/mfa/totp', undefined, { referer: `${base}/en/portal/account` });
    expect(stale.status).toBe(401);
    expect(stale.body).toMatchObject({
      statusCode: 401,
      code: 'ReauthenticationRequired',
      message: 'For your security, please sign in again to make this change',
      signInUrl: '/api/auth/login?prompt=login&returnTo=%2Fen%2Fportal%2Faccount',
    });
    for (const [method, path, body] of [
      ['POST', '/mfa/totp/confirm', { code: '123456' }],
      ['DELETE', '/mfa', undefined],
      ['POST', '/password', { currentPassword: 'demo-password', newPassword: 'another-password-25' }],
    ] as const) {
      expect(await account_(jar, method, path, body)).toMatchObject({
        status: 401,
        body: { code: 'ReauthenticationRequired' },
      });
    }
    // Still signed in: reading the account works, only the change waits for the new sign-in.
    expect((await account_(jar, 'GET', '')).status).toBe(200);

    // The re-authentication: the provider asks for the password although its single sign-on session lasts.
    const asked = await walk(jar, `${base}${stale.body.signInUrl as string}`, {
      stopAt: `${base}/oidc/interaction/`,
    });
    expect(asked.url).toMatch(new RegExp(`^${base}/oidc/interaction/`));
    const again = await walk(jar, asked.url, { login: 'bea@borealis.example.com' });
    expect(again.url).toBe(`${base}/en/portal/account`);
    expect((await account_(jar, 'POST', '/mfa/totp')).status).toBe(200);
  });

  it('ends bearer tokens and sessions of a deactivated account at the next request', async () => {
    const jar = await signIn('carl@apex.example.com');
    const token = await capturedIdToken(jar);
    expect((await bearer(token)).status).toBe(200);
    await sut.database.handle.db
      .update(account)
      .set({ disabled: true })
      .where(eq(account.email, 'carl@apex.example.com'));
    try {
      expect((await bearer(token)).status).toBe(401);
      expect((await step(jar, `${base}/api/portal/me`)).status).toBe(401);
      const page = await step(jar, `${base}/en/portal`);
      expect(page.status).toBe(302);
    } finally {
      await sut.database.handle.db
        .update(account)
        .set({ disabled: false })
        .where(eq(account.email, 'carl@apex.example.com'));
    }
  });
});
