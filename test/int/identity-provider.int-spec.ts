import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type UappApp, createApp } from '../../src/app/app.js';
import { sql } from 'drizzle-orm';
import {
  IdentityProviderService,
  SigningKeysRepository,
  SigningKeysService,
} from '../../modules/identity-provider/index.js';
import { seedIdentity } from '../../seed/identity/identity.seeder.js';
import { seedMissingModules } from '../../src/app/seed.js';
import { coreOf, loadConfig } from '../../src/app/config.js';
import { identityProviderConfig } from '../../modules/identity-provider/identity-provider.config.js';
import { type DatabaseHandle, openDatabase } from '../../src/core/database/database.js';
import { freePort } from '../support/free-port.js';
import {
  CLIENT_ID,
  CookieJar,
  SCOPE,
  authorizationRequest,
  browse,
  discover,
  follow,
  signIn,
} from '../support/identity-provider.js';
import { DATABASE_KINDS, type TestDatabase, createTestDatabase } from '../support/test-database.js';

interface ProviderApp {
  uapp: UappApp;
  /** Where this instance listens. */
  origin: string;
  /** The fixed issuer (PUBLIC_BASE_URL + /oidc), the same for every instance of one deployment. */
  issuer: string;
}

/** The whole app listening on `port`, its issuer under `publicBase` (the first instance's address). */
async function startProviderApp(database: DatabaseHandle, port: number, publicBase?: string): Promise<ProviderApp> {
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: String(port),
    PUBLIC_BASE_URL: publicBase ?? origin,
    // The tests stand in for the proxy: their X-Forwarded-For counts.
    TRUST_PROXY: '127.0.0.1',
  });
  const uapp = await createApp({ config, database, vike: 'production' });
  await uapp.app.listen({ port, host: '127.0.0.1' });
  return { uapp, origin, issuer: config.get(identityProviderConfig).issuer };
}

describe.each(DATABASE_KINDS)('the embedded identity provider on %s', (kind) => {
  let database: TestDatabase;
  let app: ProviderApp;
  let config: oidc.Configuration;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await startProviderApp(database.handle, await freePort());
    config = await discover(app);
  });
  afterAll(async () => {
    await app?.uapp.close();
    await database?.dispose();
  });

  it('publishes discovery: code flow with PKCE S256 only, the scopes and the claims', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(app.issuer);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.grant_types_supported).not.toContain('password');
    expect(metadata.grant_types_supported).not.toContain('implicit');
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'fr:idm:*']));
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['roles', 'company_id', 'company_name']));
    expect(metadata.end_session_endpoint).toBe(`${app.issuer}/session/end`);
    expect(metadata.revocation_endpoint).toBe(`${app.issuer}/token/revocation`);
  });

  it('refuses an authorization request without a PKCE code challenge', async () => {
    const url = new URL(`${app.issuer}/auth`);
    url.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: SCOPE,
      redirect_uri: `${app.origin}/en/callback`,
      state: 'abc',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location')!);
    expect(location.pathname).toBe('/en/callback');
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses a redirect URI that is not registered', async () => {
    const auth = await authorizationRequest(config, 'https://evil.example');
    const response = await fetch(auth.url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).not.toContain('evil.example/en/callback?code');
  });

  it('signs carl in with authorization code + PKCE: consent is implicit, the ID token carries roles and company', async () => {
    const jar = new CookieJar();
    const auth = await authorizationRequest(config, app.origin);
    expect(auth.url.searchParams.get('code_challenge_method')).toBe('S256');
    const callback = await signIn(jar, app, auth, 'carl@apex.example.com');
    expect(callback.origin + callback.pathname).toBe(auth.redirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: auth.verifier,
      expectedState: auth.state,
      expectedNonce: auth.nonce,
    });
    const claims = tokens.claims()!;
    expect(claims).toMatchObject({
      iss: app.issuer,
      aud: CLIENT_ID,
      email: 'carl@apex.example.com',
      given_name: 'Carl',
      family_name: 'Carter',
      name: 'Carl Carter',
      roles: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'],
      company_name: 'Apex Cable Systems',
      realm: 'alpha',
      internal: false,
    });
    expect(claims.company_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens.refresh_token).toBeTruthy();

    // The signature verifies against the published JWKS.
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
    const { protectedHeader } = await jwtVerify(tokens.id_token!, jwks, { issuer: app.issuer, audience: CLIENT_ID });
    expect(protectedHeader.alg).toBe('RS256');

    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
    expect(userinfo.roles).toEqual(['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active']);

    // The code is single-use.
    await expect(
      oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: auth.verifier,
        expectedState: auth.state,
        expectedNonce: auth.nonce,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('shows the sign-in page in the language of the callback and refuses a wrong password with a message', async () => {
    const jar = new CookieJar();
    const auth = await authorizationRequest(config, app.origin);
    auth.url.searchParams.set('redirect_uri', `${app.origin}/de/callback`);
    const page = await follow(jar, await browse(jar, auth.url.href), app.origin);
    if (page instanceof URL) throw new Error('expected the sign-in page');
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<label for="password">Passwort</label>');
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;

    const answer = await browse(jar, new URL(action, app.origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'carl@apex.example.com', password: 'wrong' }).toString(),
    });
    expect(answer.status).toBe(401);
    expect(await answer.text()).toContain('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');

    // Without the provider's interaction cookie (a cross-site POST), the form is refused.
    const forged = await fetch(new URL(action, app.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'carl@apex.example.com', password: 'demo-password' }).toString(),
      redirect: 'manual',
    });
    expect(forged.status).toBe(400);
  });

  // The sign-in throttle replaced 'ten failures lock the account for everyone' (a weapon against its owner): the
  // guessing client waits, other clients do not (test/int/sign-in-throttle.int-spec.ts has the whole rule).
  it('slows the client that failed five times for an account, even with the right password, and no other client', async () => {
    const jar = new CookieJar();
    const auth = await authorizationRequest(config, app.origin);
    const page = await follow(jar, await browse(jar, auth.url.href), app.origin);
    if (page instanceof URL) throw new Error('expected the sign-in page');
    const action = new URL(/<form method="post" action="([^"]+)"/.exec(await page.text())![1]!, app.origin).href;
    const post = (password: string, ip: string) =>
      browse(jar, action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: new URLSearchParams({ email: 'bea@borealis.example.com', password }).toString(),
      });
    for (let attempt = 0; attempt < 5; attempt++) expect((await post('wrong', '10.0.0.1')).status).toBe(401);
    const blocked = await post('demo-password', '10.0.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(await blocked.text()).toContain('Too many failed sign-in attempts');
    expect((await post('demo-password', '10.0.1.1')).status).toBe(303);
  });

  it('answers the silent prompt=none request on /blank-callback: login_required, then a code once signed in', async () => {
    const jar = new CookieJar();
    const silent = async () => {
      const auth = await authorizationRequest(config, app.origin, '/blank-callback');
      auth.url.searchParams.set('prompt', 'none');
      return follow(jar, await browse(jar, auth.url.href), app.origin);
    };
    const anonymous = await silent();
    expect(anonymous instanceof URL && anonymous.pathname).toBe('/blank-callback');
    expect((anonymous as URL).searchParams.get('error')).toBe('login_required');

    await signIn(jar, app, await authorizationRequest(config, app.origin), 'carl@apex.example.com');
    const signedIn = await silent();
    expect(signedIn instanceof URL && signedIn.pathname).toBe('/blank-callback');
    expect((signedIn as URL).searchParams.get('code')).toBeTruthy();
  });

  it('revokes an access token and ends the provider session on sign-out, back to the site', async () => {
    const jar = new CookieJar();
    const auth = await authorizationRequest(config, app.origin);
    const callback = await signIn(jar, app, auth, 'anna@apex.example.com');
    const tokens = await oidc.authorizationCodeGrant(config, callback, {
      pkceCodeVerifier: auth.verifier,
      expectedState: auth.state,
      expectedNonce: auth.nonce,
    });
    expect(tokens.claims()!.roles).toContain('kmx_delegatedadmin_extern');

    await oidc.tokenRevocation(config, tokens.access_token);
    await expect(oidc.fetchUserInfo(config, tokens.access_token, tokens.claims()!.sub)).rejects.toThrow();

    const endSession = oidc.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${app.origin}/en`,
    });
    const confirm = await browse(jar, endSession.href);
    expect(confirm.status).toBe(200);
    const html = await confirm.text();
    expect(html).toContain('.submit()');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const done = await browse(jar, new URL(action, app.origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    const back = await follow(jar, done, app.origin);
    expect(back instanceof URL && back.href).toBe(`${app.origin}/en`);

    // The provider session is gone: the next authorization asks for the password again.
    const next = await follow(
      jar,
      await browse(jar, (await authorizationRequest(config, app.origin)).url.href),
      app.origin,
    );
    expect(next instanceof URL).toBe(false);
    expect(await (next as Response).text()).toContain('name="password"');
  });

  it('keeps provider state in oidc_payload and sweeps expired rows', async () => {
    const db = database.handle.db;
    const count = async () => {
      const result = await db.execute<{ count: number }>(
        sql`select count(*)::int as count from oidc_payload where kind = 'Test'`,
      );
      return Number((result as unknown as { rows: { count: number }[] }).rows[0]!.count);
    };
    await db.execute(sql`insert into oidc_payload (id, kind, payload, expires_at) values
      ('old', 'Test', '{}'::jsonb, now() - interval '1 minute'),
      ('new', 'Test', '{}'::jsonb, now() + interval '1 hour')`);
    expect(await count()).toBe(2);
    expect(await app.uapp.app.get(IdentityProviderService).cleanupExpired()).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(1);
    const sessions = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from oidc_payload where kind = 'Session'`,
    );
    expect(Number((sessions as unknown as { rows: { count: number }[] }).rows[0]!.count)).toBeGreaterThan(0);
  });

  it('sweeps every expired row, however many sign-ins were started, in bounded batches', async () => {
    const db = database.handle.db;
    await db.execute(sql`insert into oidc_payload (id, kind, payload, expires_at)
      select 'flood-' || n, 'Flood', '{}'::jsonb, now() - interval '1 minute' from generate_series(1, 2500) as n`);
    expect(await app.uapp.app.get(IdentityProviderService).cleanupExpired()).toBeGreaterThanOrEqual(2500);
    const left = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from oidc_payload where kind = 'Flood'`,
    );
    expect(Number((left as unknown as { rows: { count: number }[] }).rows[0]!.count)).toBe(0);
  });

  it('shares sessions and codes between two instances on the same database, with the same signing key', async () => {
    const second = await openSecondHandle(database);
    const other = await startProviderApp(second.handle, await freePort(), app.origin);
    try {
      const jar = new CookieJar();
      const auth = await authorizationRequest(config, app.origin);
      await signIn(jar, app, auth, 'ivan@kudex.example.com');

      // Signed in on the first instance: the second one knows the session and issues a code at once.
      const again = await authorizationRequest(config, app.origin);
      const onOther = new URL(again.url.pathname + again.url.search, other.origin);
      const callback = await follow(jar, await browse(jar, onOther.href), other.origin);
      if (!(callback instanceof URL)) throw new Error(`expected a redirect, got ${callback.status}`);
      // …and the first instance redeems the code the second one issued.
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: again.verifier,
        expectedState: again.state,
        expectedNonce: again.nonce,
      });
      expect(tokens.claims()).toMatchObject({
        email: 'ivan@kudex.example.com',
        roles: ['kmx_delegatedadmin_intern', 'kmx_int_productinfo_active', 'kmx_int_servicedesk_agent'],
        company_name: 'Kudex Group',
        internal: true,
      });
      const kids = async (origin: string) =>
        ((await (await fetch(`${origin}/oidc/jwks`)).json()) as { keys: { kid: string }[] }).keys.map((k) => k.kid);
      expect(await kids(other.origin)).toEqual(await kids(app.origin));
    } finally {
      await other.uapp.close();
      await second.close();
    }
  });

  // Last in this file's describe: it replaces the keys the app above started with.
  it('creates exactly one first signing key when two instances start at once', async () => {
    const second = await openSecondHandle(database);
    try {
      await database.handle.db.execute(sql`delete from oidc_signing_key`);
      const service = (handle: DatabaseHandle) =>
        new SigningKeysService(new SigningKeysRepository(handle.db), {
          sessionSecret: coreOf(loadConfig({})).sessionSecret,
        });
      const [a, b] = await Promise.all([service(database.handle).ensureKeys(), service(second.handle).ensureKeys()]);
      expect(a.map((key) => key.kid)).toHaveLength(1);
      expect(b.map((key) => key.kid)).toEqual(a.map((key) => key.kid));
    } finally {
      await second.close();
    }
  });

  it('seeds only the missing demo accounts into a database that holds them partly', async () => {
    const db = database.handle.db;
    const rows = async () => {
      const result = await db.execute<{ email: string; password_hash: string }>(
        sql`select email, password_hash from account order by email`,
      );
      return (result as unknown as { rows: { email: string; password_hash: string }[] }).rows;
    };
    await db.execute(sql`delete from account where email = 'carl@apex.example.com'`);
    await db.execute(sql`update account set password_hash = 'kept' where email = 'anna@apex.example.com'`);
    expect(await seedMissingModules(db)).toEqual([]); // accounts exist: nothing to do at start
    await seedIdentity(db);
    await seedIdentity(db);
    const after = await rows();
    expect(after.map((row) => row.email)).toEqual([
      'anna@apex.example.com',
      'bea@borealis.example.com',
      'carl@apex.example.com',
      'ivan@kudex.example.com',
      'olli@borealis.example.com',
      'sam@kudex.example.com',
    ]);
    expect(after.find((row) => row.email === 'anna@apex.example.com')!.password_hash).toBe('kept');
    expect(after.find((row) => row.email === 'carl@apex.example.com')!.password_hash).toMatch(/^\$argon2id\$/);
  });
});

/** A second connection to the same database: a new pool on PostgreSQL, the same in-process PGlite otherwise. */
async function openSecondHandle(database: TestDatabase): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  if (!database.url) return { handle: database.handle, close: async () => undefined };
  const handle = await openDatabase({ databaseUrl: database.url });
  return { handle, close: () => handle.close() };
}

describe('signing keys across a restart', () => {
  // Three app starts on one PGlite directory (migrations, seeding): slow on a loaded machine, never wrong.
  it('keeps the signing key of a PGlite data directory across restarts, signs with a rotated key after the next, and seeds the demo accounts into it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uapp-oidc-'));
    try {
      const kidAfterStart = async () => {
        const handle = await openDatabase({ pgliteDir: dir });
        await handle.migrate();
        await seedMissingModules(handle.db);
        const app = await startProviderApp(handle, await freePort());
        try {
          const jwks = (await (await fetch(`${app.issuer}/jwks`)).json()) as { keys: { kid: string }[] };
          // An ID token of this start is signed by the first key of the JWKS.
          const config = await discover(app);
          const auth = await authorizationRequest(config, app.origin, '/blank-callback');
          const callback = await signIn(new CookieJar(), app, auth, 'carl@apex.example.com');
          const tokens = await oidc.authorizationCodeGrant(config, callback, {
            pkceCodeVerifier: auth.verifier,
            expectedState: auth.state,
            expectedNonce: auth.nonce,
          });
          expect(decodeProtectedHeader(tokens.id_token!).kid).toBe(jwks.keys[0]!.kid);
          return jwks.keys.map((k) => k.kid);
        } finally {
          await app.uapp.close();
          await handle.close();
        }
      };
      const first = await kidAfterStart();
      expect(first).toHaveLength(1);
      expect(await kidAfterStart()).toEqual(first);

      // `npm run keys:rotate`: the new key signs after the restart, the old one still verifies.
      const handle = await openDatabase({ pgliteDir: dir });
      const { kid } = await new SigningKeysService(new SigningKeysRepository(handle.db), {
        sessionSecret: coreOf(loadConfig({})).sessionSecret,
      }).rotate();
      await handle.close();
      expect(await kidAfterStart()).toEqual([kid, ...first]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
