#!/usr/bin/env node
// An API client of the uapp portal API (docs/api.md): signs a user in at the OpenID provider with the
// authorization code flow and PKCE (a public native client with a loopback redirect, RFC 8252), then calls the
// portal API with the ID token in header `ciam_id_token`. Plain Node 20 or later: fetch, node:crypto, node:http.
//
//   node docs/examples/api-client.mjs              sign in, then print the user and the company's tickets in progress
//   node docs/examples/api-client.mjs --id-token   sign in, then print only the ID token (for curl)
//
// Environment: UAPP_URL (default http://localhost:3000), OIDC_ISSUER (default {UAPP_URL}/oidc), API_CLIENT_ID
// (default uapp-api-client, the client the embedded provider registers). Messages go to stderr, results to stdout.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

const appUrl = (process.env.UAPP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const issuer = (process.env.OIDC_ISSUER ?? `${appUrl}/oidc`).replace(/\/+$/, '');
const clientId = process.env.API_CLIENT_ID ?? 'uapp-api-client';
const idTokenOnly = process.argv.includes('--id-token');
const SIGN_IN_TIMEOUT_MS = 5 * 60_000;

const log = (line) => process.stderr.write(`${line}\n`);
const random = () => randomBytes(32).toString('base64url');

/** Fails with the answer's text when the status is not a success. */
async function json(response, what) {
  const body = await response.text();
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${body}`);
  return JSON.parse(body);
}

/** The claims of a JWT, unverified: the token came straight from the token endpoint over the connection we opened. */
function claimsOf(jwt) {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
}

// 1. Discovery: the provider's endpoints.
const discovery = await json(await fetch(`${issuer}/.well-known/openid-configuration`), 'discovery');

// 2. A loopback listener on a free port receives the redirect with the code (any port is allowed for native apps).
const verifier = random();
const state = random();
const nonce = random();
const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const redirectUri = `http://127.0.0.1:${server.address().port}/callback`;

const callback = new Promise((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('no sign-in within 5 minutes')), SIGN_IN_TIMEOUT_MS);
  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', redirectUri);
    if (url.pathname !== '/callback') {
      response.writeHead(404).end();
      return;
    }
    const ok = url.searchParams.get('state') === state && url.searchParams.has('code');
    response.writeHead(ok ? 200 : 400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(ok ? 'Signed in. You can close this window.' : 'The sign-in failed; see the terminal.');
    clearTimeout(timer);
    if (ok) resolve(url.searchParams.get('code'));
    else reject(new Error(`sign-in failed: ${url.searchParams.get('error') ?? 'state mismatch'}`));
  });
});

// 3. The authorization request: code flow, PKCE S256, state and nonce.
const authorize = new URL(discovery.authorization_endpoint);
authorize.search = new URLSearchParams({
  response_type: 'code',
  client_id: clientId,
  redirect_uri: redirectUri,
  scope: 'openid profile email',
  state,
  nonce,
  code_challenge: createHash('sha256').update(verifier).digest('base64url'),
  code_challenge_method: 'S256',
}).toString();
log('Open this address in a browser and sign in (e.g. carl@apex.example.com / demo-password):');
log(`AUTHORIZE ${authorize.href}`);

let code;
try {
  code = await callback;
} finally {
  server.close();
}

// 4. The code exchange, with the PKCE verifier and the same redirect URI.
const tokens = await json(
  await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }),
  }),
  'the token endpoint',
);
const claims = claimsOf(tokens.id_token);
if (claims.nonce !== nonce || claims.iss !== discovery.issuer) throw new Error('the ID token is not for this sign-in');
log(`Signed in as ${claims.email}; the ID token expires at ${new Date(claims.exp * 1000).toISOString()}.`);

if (idTokenOnly) {
  process.stdout.write(`${tokens.id_token}\n`);
} else {
  // 5. The portal API with the ID token in header ciam_id_token.
  const headers = { ciam_id_token: tokens.id_token };
  const me = await json(await fetch(`${appUrl}/api/portal/me`, { headers }), 'GET /api/portal/me');
  const query =
    '{ tickets(filter: { status: IN_PROGRESS }, sort: CREATED_DESC, page: 1, pageSize: 10) ' +
    '{ total items { id number subject status createdAt } } }';
  const tickets = await json(
    await fetch(`${appUrl}/api/tickets-proxy`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    }),
    'POST /api/tickets-proxy',
  );
  if (tickets.errors) throw new Error(`the tickets query failed: ${JSON.stringify(tickets.errors)}`);
  process.stdout.write(`${JSON.stringify({ user: me, ticketsInProgress: tickets.data.tickets }, null, 2)}\n`);
}
