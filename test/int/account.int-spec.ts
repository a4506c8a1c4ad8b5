import { sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SETTINGS_MAX_FAILURES, AccountSettingsService } from '../../modules/account-security/index.js';
import {
  CookieJar as ProviderJar,
  authorizationRequest,
  discover,
  signIn as providerSignIn,
} from '../support/identity-provider.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { DATABASE_KINDS } from '../support/test-database.js';

const INVALID = 'Please enter a valid value.';

/** A code of the authenticator `secret` (base32), `steps` periods from now (the same library as the server). */
function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now() + steps * 30_000,
  });
}

/** A six-digit code that is none of the codes the server accepts now (its window is one step either way). */
function wrongCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe.each(DATABASE_KINDS)('account settings at /api/portal/account (%s)', (kind) => {
  let sut: TestApp;
  let base: string;

  async function signIn(login: string, options: { password?: string; totp?: () => string } = {}) {
    const jar = new CookieJar();
    const { url, response } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login,
      ...options,
    });
    return { jar, url, response };
  }

  async function signedIn(login: string, options: { password?: string; totp?: () => string } = {}) {
    const { jar, url } = await signIn(login, options);
    expect(url).toBe(`${base}/en/portal`);
    return jar;
  }

  async function call(
    jar: CookieJar | undefined,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = { origin: base },
  ) {
    const response = await fetch(`${base}/api/portal/account${path}`, {
      method,
      headers: {
        cookie: jar?.header(base) ?? '',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers, checked field by field
    const json = (text ? JSON.parse(text) : undefined) as Record<string, any> | undefined;
    return { status: response.status, body: json, headers: response.headers };
  }

  /** The ID token claims of a fresh sign-in through openid-client (code + PKCE), as any OpenID client sees them. */
  async function idTokenClaims(email: string, password = 'demo-password') {
    const config = await discover({ issuer: `${base}/oidc` });
    const auth = await authorizationRequest(config, base);
    const callback = await providerSignIn(new ProviderJar(), { origin: base }, auth, email, password);
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: auth.verifier,
      expectedState: auth.state,
      expectedNonce: auth.nonce,
    });
    return tokens.claims()!;
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port, database: kind });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers 401 without a session, 403 for a cookie write from another origin and 415 for a body that is not JSON', async () => {
    expect((await call(undefined, 'GET', '')).status).toBe(401);
    const anonymous = await call(undefined, 'PUT', '/profile', { firstName: 'A' });
    expect(anonymous).toMatchObject({ status: 401, body: { statusCode: 401, message: 'Sign-in required' } });
    const carl = await signedIn('carl@apex.example.com');
    const profile = { firstName: 'Carl', lastName: 'Carter', country: 'DE', language: 'de' };
    for (const headers of [{}, { origin: 'https://evil.example' }] as Record<string, string>[]) {
      const crossSite = await call(carl, 'PUT', '/profile', profile, headers);
      expect(crossSite).toMatchObject({
        status: 403,
        body: { statusCode: 403, message: 'Cross-site request refused' },
      });
      expect((await call(carl, 'POST', '/password', { currentPassword: 'x', newPassword: 'y' }, headers)).status).toBe(
        403,
      );
      expect((await call(carl, 'DELETE', '/mfa', undefined, headers)).status).toBe(403);
      expect((await call(carl, 'POST', '/mfa/totp', undefined, headers)).status).toBe(403);
    }
    const form = await fetch(`${base}/api/portal/account/profile`, {
      method: 'PUT',
      headers: { cookie: carl.header(base), origin: base, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=Carl',
    });
    expect(form.status).toBe(415);
    const broken = await call(carl, 'PUT', '/profile', '{"firstName":', { origin: base });
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ statusCode: 400 });
  });

  it('shows the account: names, company, no country or language yet, no secret or hash', async () => {
    const carl = await signedIn('carl@apex.example.com');
    const { status, body, headers } = await call(carl, 'GET', '');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expect(body).toEqual({
      email: 'carl@apex.example.com',
      firstName: 'Carl',
      lastName: 'Carter',
      country: '',
      language: '',
      companyName: 'Apex Cable Systems',
      managedInternally: false,
      totpEnrolled: false,
    });
  });

  it('refuses a bad profile with the SPEC §5 messages and changes nothing', async () => {
    const bea = await signedIn('bea@borealis.example.com');
    const good = { firstName: 'Bea', lastName: 'Berg', country: 'SE', language: 'en' };
    const cases: [unknown, string][] = [
      [{}, `firstName: ${INVALID}`],
      [{ ...good, firstName: '   ' }, `firstName: ${INVALID}`],
      [{ ...good, lastName: '' }, `lastName: ${INVALID}`],
      [{ ...good, firstName: 'x'.repeat(101) }, `firstName: ${INVALID}`],
      // Control characters are refused before validation, for every input, naming the field.
      [{ ...good, firstName: 'Bea\u0000' }, 'firstName must not contain control characters'],
      [{ ...good, firstName: 42 }, `firstName: ${INVALID}`],
      [{ ...good, country: 'XX' }, `country: ${INVALID}`],
      [{ ...good, country: 'ALL' }, `country: ${INVALID}`], // the international pseudo-country is no choice
      [{ ...good, language: 'xx' }, `language: ${INVALID}`],
      [{ ...good, language: '' }, `language: ${INVALID}`],
      [{ ...good, country: 'DE', role: 'admin' }, 'property role should not exist'],
      [[good], `firstName: ${INVALID}`],
    ];
    for (const [body, message] of cases) {
      const answer = await call(bea, 'PUT', '/profile', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body!.message, JSON.stringify(body)).toContain(message);
    }
    // SE is not one of the site's countries.
    expect((await call(bea, 'PUT', '/profile', good)).body!.message).toBe(`country: ${INVALID}`);
    expect((await call(bea, 'GET', '')).body).toMatchObject({ firstName: 'Bea', country: '', language: '' });
  });

  it('saves a valid profile, and the next sign-in carries it in the ID token and the portal profile', async () => {
    const bea = await signedIn('bea@borealis.example.com');
    const saved = await call(bea, 'PUT', '/profile', {
      firstName: '  Beatrice ',
      lastName: 'Berg-Lund',
      country: 'de',
      language: 'FR',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ firstName: 'Beatrice', lastName: 'Berg-Lund', country: 'DE', language: 'fr' });

    const claims = await idTokenClaims('bea@borealis.example.com');
    expect(claims).toMatchObject({
      given_name: 'Beatrice',
      family_name: 'Berg-Lund',
      name: 'Beatrice Berg-Lund',
      locale: 'fr',
      country: 'DE',
    });
    const again = await signedIn('bea@borealis.example.com');
    const me = await fetch(`${base}/api/portal/me`, { headers: { cookie: again.header(base) } });
    expect(await me.json()).toMatchObject({
      firstName: 'Beatrice',
      lastName: 'Berg-Lund',
      fullName: 'Beatrice Berg-Lund',
    });
    const events = await sut.app.get(AccountSettingsService).events(claims.sub);
    expect(events.map((e) => e.kind)).toContain('profile-updated');
  });

  it('changes a password: required, strength rule, current password checked; other sessions end, this one stays', async () => {
    const carl = await signedIn('carl@apex.example.com');
    const other = await signedIn('carl@apex.example.com');
    const strong = 'new-Passw0rd-42';

    const missing = await call(carl, 'POST', '/password', {});
    expect(missing).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Please enter a password') },
    });
    const empty = await call(carl, 'POST', '/password', { currentPassword: '', newPassword: strong });
    expect(empty).toMatchObject({
      status: 400,
      body: { code: 'PasswordRequired', message: 'Please enter a password' },
    });
    for (const weak of ['short1', 'onlyletterslong', '1234567890123', 'x']) {
      const answer = await call(carl, 'POST', '/password', { currentPassword: 'demo-password', newPassword: weak });
      expect(answer, weak).toMatchObject({ status: 400, body: { code: 'PasswordWeak' } });
    }
    const tooLong = await call(carl, 'POST', '/password', {
      currentPassword: 'demo-password',
      newPassword: 'a1'.repeat(101),
    });
    expect(tooLong.status).toBe(400);
    const wrong = await call(carl, 'POST', '/password', { currentPassword: 'not-my-password', newPassword: strong });
    expect(wrong).toMatchObject({
      status: 400,
      body: { statusCode: 400, code: 'CurrentPasswordWrong', message: 'The current password is not correct.' },
    });

    const changed = await call(carl, 'POST', '/password', { currentPassword: 'demo-password', newPassword: strong });
    expect(changed.status).toBe(204);
    // This session stays; the other one has ended.
    expect((await call(carl, 'GET', '')).status).toBe(200);
    expect((await call(other, 'GET', '')).status).toBe(401);
    // The old password no longer signs in; the new one does.
    const old = await signIn('carl@apex.example.com');
    expect(old.response.status).toBe(401);
    await signedIn('carl@apex.example.com', { password: strong });
    const [row] = (
      (await sut.database.handle.db.execute(
        sql`select password_hash from account where email = 'carl@apex.example.com'`,
      )) as unknown as { rows: { password_hash: string }[] }
    ).rows;
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    expect(row!.password_hash).not.toContain(strong);
  });

  it('refuses profile and password changes of an internal employee (403), who can still reset the MFA device', async () => {
    const ivan = await signedIn('ivan@kudex.example.com');
    expect((await call(ivan, 'GET', '')).body).toMatchObject({ managedInternally: true, companyName: 'Kudex Group' });
    const profile = await call(ivan, 'PUT', '/profile', {
      firstName: 'Iwan',
      lastName: 'Ivanov',
      country: 'DE',
      language: 'de',
    });
    expect(profile).toMatchObject({ status: 403, body: { statusCode: 403, code: 'ManagedInternally' } });
    const password = await call(ivan, 'POST', '/password', {
      currentPassword: 'demo-password',
      newPassword: 'another-Passw0rd',
    });
    expect(password).toMatchObject({ status: 403, body: { statusCode: 403, code: 'ManagedInternally' } });
    await signedIn('ivan@kudex.example.com'); // the password is unchanged

    const enrolment = await call(ivan, 'POST', '/mfa/totp');
    expect(enrolment.status).toBe(200);
    const secret = enrolment.body!.secret as string;
    expect((await call(ivan, 'POST', '/mfa/totp/confirm', { code: totpCode(secret) })).body).toMatchObject({
      totpEnrolled: true,
    });
    const reset = await call(ivan, 'DELETE', '/mfa');
    expect(reset).toMatchObject({ status: 200, body: { removed: true } });
    expect((await call(ivan, 'GET', '')).body).toMatchObject({ totpEnrolled: false });
    expect((await call(ivan, 'DELETE', '/mfa')).body).toEqual({ removed: false });
    // Recorded, with who did it; and the next sign-in asks for no code.
    const { sub } = await idTokenClaims('ivan@kudex.example.com');
    const events = await sut.app.get(AccountSettingsService).events(sub);
    expect(events.filter((e) => e.kind === 'mfa-reset')).toEqual([{ kind: 'mfa-reset', actorId: sub }]);
    await signedIn('ivan@kudex.example.com');
  });

  it('enrols a TOTP authenticator, after which the provider asks for the code after the password', async () => {
    const anna = await signedIn('anna@apex.example.com');
    expect((await call(anna, 'POST', '/mfa/totp/confirm', { code: '123456' })).body).toMatchObject({
      code: 'TotpNotStarted',
    });
    const first = await call(anna, 'POST', '/mfa/totp');
    const started = await call(anna, 'POST', '/mfa/totp'); // a new secret replaces an unconfirmed one
    expect(started.status).toBe(200);
    const secret = started.body!.secret as string;
    expect(secret).not.toBe(first.body!.secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.body!.uri as string);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Kudex Group');
    // The QR code of the URI, one SVG element made on the server.
    expect(started.body!.qrSvg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<\/svg>\s*$/,
    );

    // Bad input, then a wrong code: nothing enrolled.
    for (const body of [{}, { code: 123456 }, { code: 'x'.repeat(17) }, { code: '123456', extra: 1 }]) {
      expect((await call(anna, 'POST', '/mfa/totp/confirm', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(anna, 'POST', '/mfa/totp/confirm', { code: 'abcdef' })).body).toMatchObject({
      code: 'TotpCodeInvalid',
    });
    expect((await call(anna, 'POST', '/mfa/totp/confirm', { code: wrongCode(secret) })).body).toMatchObject({
      statusCode: 400,
      code: 'TotpCodeInvalid',
      message: 'The code is not valid.',
    });
    expect((await call(anna, 'GET', '')).body).toMatchObject({ totpEnrolled: false });

    const confirmed = await call(anna, 'POST', '/mfa/totp/confirm', { code: totpCode(secret) });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ totpEnrolled: true });
    expect(JSON.stringify(confirmed.body)).not.toContain(secret);
    expect((await call(anna, 'POST', '/mfa/totp')).body).toMatchObject({
      statusCode: 409,
      code: 'TotpAlreadyEnrolled',
    });
    // Stored sealed: the secret is not in the table.
    const stored = (
      (await sut.database.handle.db.execute(sql`select secret_sealed from account_totp`)) as unknown as {
        rows: { secret_sealed: string }[];
      }
    ).rows;
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.secret_sealed).not.toContain(secret);

    // The password alone now ends at the code step.
    const passwordOnly = await signIn('anna@apex.example.com');
    expect(passwordOnly.response.status).toBe(200);
    const page = await passwordOnly.response.text();
    expect(page).toContain('name="code"');
    expect(page).toContain('autocomplete="one-time-code"');
    // A wrong code is refused (401) and the code step cannot be reached without the password step's cookie.
    const wrong = await signIn('anna@apex.example.com', { totp: () => wrongCode(secret) });
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.text()).toContain('The code is not valid. Please try again.');
    const action = /<form method="post" action="([^"]+)"/.exec(page)![1]!;
    const forged = await fetch(new URL(action, base), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: totpCode(secret) }),
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
    // The confirmation used the current step's code: the next step's code signs in (each code is good once).
    // One code for both sign-ins: computed twice, a 30 s boundary between them would make the second a fresh code.
    const nextCode = totpCode(secret, 1);
    const jar = await signedIn('anna@apex.example.com', { totp: () => nextCode });
    const me = await fetch(`${base}/api/portal/me`, { headers: { cookie: jar.header(base) } });
    expect(await me.json()).toMatchObject({ email: 'anna@apex.example.com' });
    // The same code again is a replay.
    const replay = await signIn('anna@apex.example.com', { totp: () => nextCode });
    expect(replay.response.status).toBe(401);

    // Resetting the device: the password alone signs in again.
    expect((await call(jar, 'DELETE', '/mfa')).body).toEqual({ removed: true });
    await signedIn('anna@apex.example.com');
  });

  it('renders the account page with the forms, and the dashboard links to it', async () => {
    const carl = await signedIn('carl@apex.example.com', { password: 'new-Passw0rd-42' });
    const dashboard = await fetch(`${base}/en/portal`, { headers: { cookie: carl.header(base) } });
    expect(await dashboard.text()).toContain('href="/en/portal/account"');
    const page = await fetch(`${base}/en/portal/account`, { headers: { cookie: carl.header(base) } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toContain('no-store');
    const html = await page.text();
    expect(html).toContain('Account settings');
    expect(html).toContain('At least 10 characters, with at least one letter and one digit');
    expect(html).toContain('Set up an authenticator app');
    expect(html).not.toContain('Managed by the Kudex Group');

    const ivan = await signedIn('ivan@kudex.example.com');
    const internal = await (
      await fetch(`${base}/de/portal/account`, { headers: { cookie: ivan.header(base) } })
    ).text();
    expect(internal).toContain('Verwaltet von der Kudex Group');
    expect(internal).not.toContain('Passwort ändern');
    expect((await fetch(`${base}/en/portal/account/extra`, { headers: { cookie: carl.header(base) } })).status).toBe(
      404,
    );
    const anonymous = await fetch(`${base}/en/portal/account`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
  });

  // Last: failures of 127.0.0.1 count for every account of this suite from here on.
  it('limits failed password checks per account and client (429)', async () => {
    const bea = await signedIn('bea@borealis.example.com');
    const attempt = () =>
      call(bea, 'POST', '/password', { currentPassword: 'wrong-password', newPassword: 'new-Passw0rd-42' });
    let status = 0;
    for (let i = 0; i <= ACCOUNT_SETTINGS_MAX_FAILURES && status !== 429; i += 1) status = (await attempt()).status;
    expect(status).toBe(429);
    const blocked = await call(bea, 'POST', '/password', {
      currentPassword: 'demo-password',
      newPassword: 'new-Passw0rd-42',
    });
    expect(blocked).toMatchObject({ status: 429, body: { statusCode: 429, code: 'TooManyAttempts' } });
  });
});
