import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type JWK, exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';

/** The demo accounts (the embedded provider seeds the same ones); the dev login form takes any password. */
export const TEST_ACCOUNTS: Record<string, Record<string, unknown>> = {
  'carl@apex.example.com': {
    given_name: 'Carl',
    family_name: 'Carlsson',
    name: 'Carl Carlsson',
    roles: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'],
    company_id: 'apex',
    company_name: 'Apex Cable Systems',
  },
  'bea@borealis.example.com': {
    given_name: 'Bea',
    family_name: 'Berg',
    name: 'Bea Berg',
    // A single role as one string: the profile counts it as a one-item list (SPEC §6).
    roles: 'kmx_int_serviceticketing_active',
    company_id: 'borealis',
    company_name: 'Borealis Harness',
  },
};

/**
 * Claims the provider gives only at its user-info endpoint (SPEC §7.7: the profile comes from there); the ID token
 * of such an account names nobody but its subject.
 */
export const USERINFO_ONLY_ACCOUNTS: Record<string, Record<string, unknown>> = {
  'uma@apex.example.com': {
    given_name: 'Uma',
    family_name: 'Ulrich',
    name: 'Uma Ulrich',
    roles: ['kmx_int_serviceticketing_active'],
    company_id: 'apex',
    company_name: 'Apex Cable Systems',
  },
};

export interface TestOidcProvider {
  /** The issuer URL (http://127.0.0.1:{port}); give it to the app as OIDC_ISSUER. */
  issuer: string;
  /** The provider's private signing key, so tests can sign tokens the app must accept or refuse. */
  signingKey: JWK & { kid: string };
  /** Creates the provider for an app at `appBaseUrl` (its redirect URIs); call once the app listens. */
  start(appBaseUrl: string): void;
  stop(): Promise<void>;
}

/**
 * A real `oidc-provider` 9 instance on a port of its own, standing in for the embedded provider until it is merged:
 * code + PKCE S256 only, the public client `uapp-portal`, the `roles` and company claims in the ID token, dev
 * interactions (the provider's own login form), revocation and RP-initiated logout.
 */
export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  const server: Server = createServer((req, res) => {
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };

  return {
    issuer,
    signingKey,
    start(appBaseUrl: string) {
      const locales = ['en', 'de'];
      const configuration: Configuration = {
        clients: [
          {
            client_id: 'uapp-portal',
            token_endpoint_auth_method: 'none',
            grant_types: ['authorization_code'],
            response_types: ['code'],
            redirect_uris: [...locales.map((l) => `${appBaseUrl}/${l}/callback`), `${appBaseUrl}/blank-callback`],
            post_logout_redirect_uris: locales.map((l) => `${appBaseUrl}/${l}`),
          },
        ],
        jwks: { keys: [signingKey] },
        pkce: { required: () => true },
        cookies: { keys: ['test-cookie-key'] },
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name', 'given_name', 'family_name', 'roles', 'company_id', 'company_name'],
        },
        // The profile claims go into the ID token (the site reads the user from it, SPEC §3).
        conformIdTokenClaims: false,
        features: {
          devInteractions: { enabled: true },
          revocation: { enabled: true },
          rpInitiatedLogout: { enabled: true },
        },
        // A first-party client: no consent screen.
        loadExistingGrant: async (ctx) => {
          const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
          if (grantId) return ctx.oidc.provider.Grant.find(grantId);
          const grant = new ctx.oidc.provider.Grant({
            clientId: ctx.oidc.client!.clientId,
            accountId: ctx.oidc.session!.accountId!,
          });
          grant.addOIDCScope('openid profile email');
          grant.addOIDCClaims(['name', 'given_name', 'family_name', 'email', 'roles', 'company_id', 'company_name']);
          await grant.save();
          return grant;
        },
        findAccount: (_ctx, sub) => ({
          accountId: sub,
          claims: (use: string) => ({
            sub,
            email: sub,
            email_verified: true,
            ...(TEST_ACCOUNTS[sub] ?? { name: sub }),
            ...(use === 'userinfo' ? USERINFO_ONLY_ACCOUNTS[sub] : undefined),
          }),
        }),
      };
      const provider = new Provider(issuer, configuration);
      const callback = provider.callback();
      handler = (req, res) => void callback(req, res);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A cookie jar for `fetch` that follows nothing by itself: tests walk the redirects to see each step. */
export class CookieJar {
  private readonly cookies = new Map<string, Map<string, string>>();

  store(url: string, response: Response): void {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.cookies.set(host, jar);
  }

  header(url: string): string {
    const jar = this.cookies.get(new URL(url).host);
    return jar ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : '';
  }

  get(url: string, name: string): string | undefined {
    return this.cookies.get(new URL(url).host)?.get(name);
  }

  set(url: string, name: string, value: string): void {
    const host = new URL(url).host;
    const jar = this.cookies.get(host) ?? new Map<string, string>();
    jar.set(name, value);
    this.cookies.set(host, jar);
  }
}

/** One request with the jar's cookies, no redirect following. */
export async function step(
  jar: CookieJar,
  url: string,
  init: { method?: string; body?: URLSearchParams; headers?: Record<string, string> } = {},
): Promise<Response> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    body: init.body,
    headers: { ...init.headers, cookie: jar.header(url) },
    redirect: 'manual',
  });
  jar.store(url, response);
  return response;
}

/**
 * Walks from a URL through redirects and the provider's login form (as `login`) until a response that is not a
 * redirect or one whose location starts with `stopAt`; returns every URL visited and the last response.
 */
export async function walk(
  jar: CookieJar,
  start: string,
  options: {
    login?: string;
    stopAt?: string;
    /** The embedded provider's password (default: the demo password). */
    password?: string;
    /** A TOTP code for the embedded provider's second step (accounts with an authenticator). */
    totp?: () => string;
  } = {},
): Promise<{ visited: string[]; response: Response; url: string }> {
  const visited: string[] = [];
  let url = start;
  for (let i = 0; i < 20; i += 1) {
    visited.push(url);
    // Stopped before the request: the caller makes it (e.g. after changing the callback's state).
    if (options.stopAt && url.startsWith(options.stopAt) && i > 0) {
      return { visited, response: new Response(null, { status: 204 }), url };
    }
    const response = await step(jar, url);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = response.status === 200 ? await response.clone().text() : '';
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/.exec(html)?.[1];
    if (action && html.includes('name="login"') && options.login) {
      const submitted = await step(jar, new URL(action.replace(/&amp;/g, '&'), url).href, {
        method: 'POST',
        body: new URLSearchParams({ prompt: 'login', login: options.login, password: 'demo-password' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      url = new URL(submitted.headers.get('location')!, url).href;
      continue;
    }
    // The embedded provider's own sign-in page (modules/identity-provider/identity-pages.ts).
    const embeddedAction = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (embeddedAction && html.includes('name="email"') && options.login) {
      const submitted = await step(jar, new URL(embeddedAction.replace(/&amp;/g, '&'), url).href, {
        method: 'POST',
        body: new URLSearchParams({ email: options.login, password: options.password ?? 'demo-password' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      let next = submitted.headers.get('location');
      if (!next && options.totp && submitted.status === 200) {
        const second = await submitted.clone().text();
        const codeAction = /<form method="post" action="([^"]+)"/.exec(second)?.[1];
        if (codeAction && second.includes('name="code"')) {
          const answered = await step(jar, new URL(codeAction.replace(/&amp;/g, '&'), url).href, {
            method: 'POST',
            body: new URLSearchParams({ code: options.totp() }),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          });
          next = answered.headers.get('location');
          if (!next) return { visited, response: answered, url };
        }
      }
      if (!next) return { visited, response: submitted, url };
      url = new URL(next, url).href;
      continue;
    }
    return { visited, response, url };
  }
  return { visited, response: await step(jar, url), url };
}

/** A browser signed in to the portal at `base` through the embedded provider (demo password), landed on /en/portal. */
export async function signInToPortal(base: string, login: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, { login });
  if (url !== `${base}/en/portal`) throw new Error(`the sign-in of ${login} ended at ${url}, not ${base}/en/portal`);
  return jar;
}
