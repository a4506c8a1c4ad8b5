// Helpers for tests that sign in through the embedded OpenID provider (modules/identity) like a browser and a
// client would: a cookie jar, manual redirects, the sign-in form, openid-client's discovery and PKCE.
import * as oidc from 'openid-client';
import { expect } from 'vitest';

export const CLIENT_ID = 'uapp-portal';
export const SCOPE = 'openid profile email fr:idm:*';

/** A browser's cookies, enough for one host. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store(response);
  return response;
}

export interface Authorization {
  url: URL;
  verifier: string;
  state: string;
  nonce: string;
  redirectUri: string;
}

export async function authorizationRequest(
  config: oidc.Configuration,
  origin: string,
  callbackPath = '/en/callback',
): Promise<Authorization> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const redirectUri = `${origin}${callbackPath}`;
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url, verifier, state, nonce, redirectUri };
}

/** Follows redirects by hand (same host) until one leaves `/oidc` (the callback), or a page answers. */
export async function follow(jar: CookieJar, response: Response, origin: string): Promise<Response | URL> {
  let current = response;
  for (let hops = 0; hops < 10; hops++) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) return current;
    const next = new URL(location, origin);
    if (!next.pathname.startsWith('/oidc')) return next;
    current = await browse(jar, next.href);
  }
  throw new Error('too many redirects');
}

export async function signIn(
  jar: CookieJar,
  app: { origin: string },
  auth: Authorization,
  email: string,
  password = 'demo-password',
): Promise<URL> {
  const page = await follow(jar, await browse(jar, auth.url.href), app.origin);
  if (page instanceof URL) return page; // already signed in
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
  const answer = await browse(jar, new URL(action, app.origin).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }).toString(),
  });
  expect(answer.status).toBe(303);
  const callback = await follow(jar, answer, app.origin);
  if (!(callback instanceof URL)) throw new Error(`no callback: ${callback.status} ${await callback.text()}`);
  return callback;
}

export async function discover(app: { issuer: string }, clientId = CLIENT_ID): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(app.issuer), clientId, undefined, oidc.None(), {
    execute: [oidc.allowInsecureRequests],
  });
}
