import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { SignJWT, decodeJwt, importJWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, type TestOidcProvider, startTestOidcProvider, step, walk } from '../support/oidc-test-provider.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const EXAMPLE = 'docs/examples/api-client.mjs';
const API_CLIENT = 'uapp-api-client';
const CARL = 'carl@apex.example.com';
const BEA = 'bea@borealis.example.com';
const TICKETS_QUERY = '{ tickets(page: 1, pageSize: 50) { total items { id number } } }';

interface TokenAnswer {
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
  error?: string;
}

interface GraphqlAnswer {
  data?: { tickets?: { items: { id: string }[] }; ticket?: unknown } | null;
  errors?: unknown[];
}

const random = () => randomBytes(32).toString('base64url');

/**
 * An integrator's API client obtains an ID token from the embedded issuer with its
 * own OpenID client (`uapp-api-client`, public, PKCE, loopback redirect) and calls the portal API with it, the way
 * the documentation shows, including its runnable example script.
 */
describe('an API client signs in for the portal API (docs/api.md)', () => {
  let sut: TestApp;
  let base: string;
  let issuer: string;
  const jars = new Map<string, CookieJar>();
  /** One browser per user: the provider's session cookie makes a second sign-in of the same user silent. */
  const browserOf = (login: string) => jars.get(login) ?? jars.set(login, new CookieJar()).get(login)!;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    issuer = `${base}/oidc`;
    sut = await startTestApp({ port });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  /**
   * Runs the documented script against the app; signs in at the address it prints, as a browser would (the
   * provider's sign-in page, then the redirect to the script's loopback listener). Resolves with its stdout.
   */
  async function runExample(login: string, args: string[] = []): Promise<string> {
    const child = spawn(process.execPath, [EXAMPLE, ...args], {
      env: { ...process.env, UAPP_URL: base },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    for await (const line of createInterface({ input: child.stderr })) {
      stderr += `${line}\n`;
      const authorize = /^AUTHORIZE (\S+)$/.exec(line)?.[1];
      if (authorize) {
        const { url, response } = await walk(browserOf(login), authorize, { login });
        expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/callback\?code=/);
        expect(await response.text()).toContain('Signed in');
      }
    }
    const code = await exited;
    expect(code, stderr).toBe(0);
    return stdout;
  }

  /** The flow of docs/api.md step by step (what the script does), here to reach every answer. */
  async function authorizationUrl(options: {
    clientId?: string;
    redirectUri?: string;
    challenge?: string | null;
    state?: string;
  }): Promise<URL> {
    const url = new URL(`${issuer}/auth`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: options.clientId ?? API_CLIENT,
      redirect_uri: options.redirectUri ?? 'http://127.0.0.1:49152/callback',
      scope: 'openid profile email',
      state: options.state ?? random(),
      nonce: random(),
      ...(options.challenge === null ? {} : { code_challenge: options.challenge!, code_challenge_method: 'S256' }),
    }).toString();
    return url;
  }

  /** Signs `login` in at the provider and returns the code the provider sends to `redirectUri`. */
  async function codeFor(login: string, redirectUri: string, challenge: string, clientId = API_CLIENT) {
    const start = await authorizationUrl({ clientId, redirectUri, challenge });
    const { url } = await walk(browserOf(login), start.href, { login, stopAt: redirectUri });
    const code = new URL(url).searchParams.get('code');
    expect(code, url).toBeTruthy();
    return code!;
  }

  const exchange = async (params: Record<string, string>) => {
    const response = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    });
    return { status: response.status, body: (await response.json()) as TokenAnswer };
  };

  /** A whole PKCE sign-in of an API client; the token endpoint's answer. */
  async function signIn(login: string, clientId = API_CLIENT, redirectUri = 'http://127.0.0.1:49152/callback') {
    const verifier = random();
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const code = await codeFor(login, redirectUri, challenge, clientId);
    const answer = await exchange({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as Required<TokenAnswer>;
  }

  const api = (token: string, path = '/api/portal/me', init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as object), ciam_id_token: token } });
  const graphql = async (token: string, query: string) => {
    const response = await api(token, '/api/tickets-proxy', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return { status: response.status, body: (await response.json()) as GraphqlAnswer };
  };

  it("runs the documented example: the signed-in user and their company's tickets in progress", async () => {
    const output = JSON.parse(await runExample(CARL)) as {
      user: { email: string; companyName: string };
      ticketsInProgress: { total: number; items: { status: string }[] };
    };
    expect(output.user).toMatchObject({ email: CARL, companyName: 'Apex Cable Systems' });
    expect(output.ticketsInProgress.total).toBeGreaterThan(0);
    expect(output.ticketsInProgress.items.every((ticket) => ticket.status === 'IN_PROGRESS')).toBe(true);
  });

  it('prints the ID token with --id-token, and the curl calls of the documentation answer 200', async () => {
    const token = (await runExample(BEA, ['--id-token'])).trim();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: issuer, aud: API_CLIENT, email: BEA, company_name: 'Borealis Harness' });
    expect(typeof claims.sid).toBe('string');
    expect(claims.exp! - claims.iat!).toBe(3600); // docs/api.md: an ID token lives one hour

    const me = await api(token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: BEA, companyName: 'Borealis Harness' });
    // A GraphQL query over GET is for bearer tokens (the cookie never authenticates one).
    const list = await api(token, `/api/tickets-proxy?query=${encodeURIComponent(TICKETS_QUERY)}`);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { data: { tickets: { total: number } } }).data.tickets.total).toBeGreaterThan(0);
  });

  it("never shows a company's tickets to another company's user", async () => {
    const carl = await signIn(CARL);
    const bea = await signIn(BEA);
    const carlTickets = (await graphql(carl.id_token, TICKETS_QUERY)).body.data!.tickets!.items;
    const beaTickets = (await graphql(bea.id_token, TICKETS_QUERY)).body.data!.tickets!.items;
    expect(carlTickets.length).toBeGreaterThan(0);
    expect(beaTickets.length).toBeGreaterThan(0);
    const carlIds = new Set(carlTickets.map((ticket) => ticket.id));
    expect(beaTickets.filter((ticket) => carlIds.has(ticket.id))).toEqual([]);

    // Asking for one of Borealis' tickets by id with Apex's token: not found, nothing of it in the answer.
    const foreign = await graphql(carl.id_token, `{ ticket(id: "${beaTickets[0]!.id}") { id subject } }`);
    expect(foreign.body.data?.ticket ?? null).toBeNull();
    expect(JSON.stringify(foreign.body)).not.toContain('subject":"');
  });

  it('renews the ID token with the refresh token, and signing out at the issuer ends both (401, invalid_grant)', async () => {
    const login = 'olli@borealis.example.com';
    const first = await signIn(login);
    expect(first.refresh_token).toBeTruthy();
    const renewed = await exchange({
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: API_CLIENT,
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.id_token).toBeTruthy();
    expect(renewed.body.refresh_token).not.toBe(first.refresh_token); // rotated: store the new one
    expect((await api(renewed.body.id_token!)).status).toBe(200);
    expect((await api(first.id_token)).status).toBe(200); // until it expires, or the sign-in ends

    // Sign-out at the issuer: the provider's end-session page and its confirmation, in the same browser.
    const jar = browserOf(login);
    const page = await step(jar, `${issuer}/session/end?client_id=${API_CLIENT}`);
    const html = await page.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
    expect(action && xsrf, html).toBeTruthy();
    const confirmed = await step(jar, new URL(action!, issuer).href, {
      method: 'POST',
      body: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(confirmed.status).toBeLessThan(400);

    for (const token of [first.id_token, renewed.body.id_token!]) {
      const answer = await api(token);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ statusCode: 401, message: 'Invalid identity token' });
    }
    const again = await exchange({
      grant_type: 'refresh_token',
      refresh_token: renewed.body.refresh_token!,
      client_id: API_CLIENT,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('invalid_grant');
  });

  it("refuses the site's own client's ID token outside a portal session (401), while the API client's is accepted", async () => {
    const site = await signIn(CARL, 'uapp-portal', `${base}/en/callback`);
    expect(decodeJwt(site.id_token).aud).toBe('uapp-portal');
    expect((await api(site.id_token)).status).toBe(401);
    // The same browser's provider session gives the API client a token the portal API takes.
    expect((await api((await signIn(CARL)).id_token)).status).toBe(200);
  });

  it('refuses a tampered token, an unsigned one and garbage (401)', async () => {
    const { id_token: token } = await signIn(CARL);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = decodeJwt(token);
    const forged = Buffer.from(JSON.stringify({ ...claims, company_id: 'borealis', sub: 'someone-else' })).toString(
      'base64url',
    );
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [
      `${header}.${forged}.${signature}`,
      `${header}.${payload}.${flipped}`,
      `${unsigned}.${payload}.`,
      'not-a-token',
    ]) {
      const answer = await api(bad);
      expect(answer.status).toBe(401);
      expect(await answer.json()).toMatchObject({ statusCode: 401 });
    }
  });

  it('gives no code without PKCE or for an unregistered redirect URI, and no token for a wrong verifier or port', async () => {
    const jar = browserOf(CARL);
    // Without a code challenge: the provider sends the error back to the (registered) redirect URI.
    const noPkce = await walk(jar, (await authorizationUrl({ challenge: null })).href, {
      login: CARL,
      stopAt: 'http://127.0.0.1:49152/callback',
    });
    const answered = new URL(noPkce.url);
    expect(answered.searchParams.get('error')).toBe('invalid_request');
    expect(answered.searchParams.get('code')).toBeNull();

    // A redirect URI that is not the loopback callback: an error page at the provider, no redirect at all.
    for (const redirectUri of ['http://evil.example/callback', 'http://127.0.0.1:49152/other']) {
      const refused = await step(jar, (await authorizationUrl({ redirectUri, challenge: 'x'.repeat(43) })).href);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('location')).toBeNull();
      expect(await refused.text()).toContain('redirect_uri');
    }

    // A code exchanged with the wrong verifier, without one, or for another port: invalid_grant, no token.
    const verifier = random();
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const redirectUri = 'http://127.0.0.1:49153/callback';
    const wrong: Record<string, string>[] = [
      { code_verifier: random() },
      {},
      { code_verifier: verifier, redirect_uri: 'http://127.0.0.1:49154/callback' },
    ];
    for (const params of wrong) {
      const code = await codeFor(CARL, redirectUri, challenge);
      const answer = await exchange({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: API_CLIENT,
        ...params,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.id_token).toBeUndefined();
      expect(answer.body.error).toMatch(/^invalid_(grant|request)$/);
    }
  });

  it('refuses every ID token of a sign-in whose rotated refresh token was used twice (the grant is revoked)', async () => {
    const first = await signIn(BEA);
    const renew = (refreshToken: string) =>
      exchange({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: API_CLIENT });
    const renewed = await renew(first.refresh_token);
    expect(renewed.status).toBe(200);
    const replayed = await renew(first.refresh_token);
    expect(replayed.body.error).toBe('invalid_grant');
    expect((await api(first.id_token)).status).toBe(401);
    expect((await api(renewed.body.id_token!)).status).toBe(401);
    // A new sign-in in the same browser works again.
    expect((await api((await signIn(BEA)).id_token)).status).toBe(200);
  });

  it('answers invalid input with the per-field errors of docs/api.md (400)', async () => {
    const { id_token: token } = await signIn(CARL);
    const answer = await api(token, '/api/portal/account/profile', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Carl', lastName: 'Carlsson', country: 'DE', language: 'de', extra: true }),
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      statusCode: 400,
      message: 'property extra should not exist',
      errors: [{ field: 'extra', message: 'property extra should not exist' }],
      requestId: expect.any(String),
    });
  });

  it('cannot change the password with an API client token (403 SessionRequired)', async () => {
    const { id_token: token } = await signIn(BEA);
    const answer = await api(token, '/api/portal/account/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: 'demo-password', newPassword: 'another-password-26' }),
    });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ statusCode: 403, code: 'SessionRequired' });
  });
});

/** With another issuer the operator registers the client there and lists it in API_CLIENT_IDS (docs/api.md). */
describe('API client tokens of an external issuer', () => {
  let provider: TestOidcProvider;
  let sut: TestApp;

  beforeAll(async () => {
    provider = await startTestOidcProvider();
    sut = await startTestApp({ listen: true, env: { OIDC_ISSUER: provider.issuer, API_CLIENT_IDS: 'acme-erp' } });
    provider.start(sut.baseUrl);
  });
  afterAll(async () => {
    await sut?.stop();
    await provider?.stop();
  });

  const sign = async (claims: { aud?: string | string[]; azp?: string; exp?: number }) =>
    new SignJWT({
      email: CARL,
      name: 'Carl Carlsson',
      company_id: 'apex',
      company_name: 'Apex Cable Systems',
      ...(claims.azp ? { azp: claims.azp } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: provider.signingKey.kid })
      .setSubject(CARL)
      .setIssuer(provider.issuer)
      .setAudience(claims.aud ?? 'acme-erp')
      .setIssuedAt()
      .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(await importJWK(provider.signingKey, 'RS256'));
  const me = (token: string) => fetch(`${sut.baseUrl}/api/portal/me`, { headers: { ciam_id_token: token } });

  it('accepts an unexpired token issued to a listed client, with the user as the token says', async () => {
    const answer = await me(await sign({}));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ email: CARL, companyName: 'Apex Cable Systems' });
    expect((await me(await sign({ aud: ['acme-erp', 'other'], azp: 'acme-erp' }))).status).toBe(200);
  });

  it.each([
    ['a client not listed', { aud: 'other-client' }],
    ["the site's own client (no portal session holds it)", { aud: 'uapp-portal' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 60 }],
    ['two audiences without azp', { aud: ['acme-erp', 'other'] }],
    ['an azp that is not listed', { aud: ['acme-erp', 'other'], azp: 'other' }],
  ])('refuses %s (401)', async (_name, claims) => {
    expect((await me(await sign(claims))).status).toBe(401);
  });
});
