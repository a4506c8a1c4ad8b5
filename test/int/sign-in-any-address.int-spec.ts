import { type IncomingMessage, type Server, createServer, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { CookieJar } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const LOGIN = 'carl@apex.example.com';
const PASSWORD = 'demo-password';

/**
 * A browser for these tests: cookies per host, no redirect followed by itself, and its own name resolution like
 * `curl --resolve`. The proxy case needs it: the public name resolves to the proxy for the browser only, as
 * `localhost:8080` does on the host of docker/compose.yaml but not inside the app's container.
 */
class Browser {
  readonly jar = new CookieJar();
  constructor(private readonly resolve: Record<string, string>) {}

  async send(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url);
    const [hostname, port] = (this.resolve[target.host] ?? target.host).split(':') as [string, string];
    const body = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const headers: Record<string, string> = { host: target.host };
    const cookie = this.jar.header(url);
    if (cookie) headers.cookie = cookie;
    if (body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    const answer = await new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>(
      (resolve, reject) => {
        const outgoing = httpRequest(
          {
            hostname,
            port: Number(port),
            method: init.method ?? 'GET',
            path: target.pathname + target.search,
            headers,
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              resolve({ status: incoming.statusCode!, headers: incoming.headers, body: Buffer.concat(chunks) }),
            );
            incoming.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      },
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        responseHeaders.append(name, one);
      }
    }
    const response = new Response([204, 304].includes(answer.status) ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: responseHeaders,
    });
    this.jar.store(url, response);
    return response;
  }

  /**
   * From `start` through every redirect and the embedded provider's sign-in form, as a person would, to the first
   * answer that is neither; returns the URLs visited and that answer.
   */
  async signIn(start: string): Promise<{ visited: string[]; url: string; response: Response }> {
    const visited: string[] = [];
    let url = start;
    for (let hops = 0; hops < 20; hops += 1) {
      visited.push(url);
      const response = await this.send(url);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url).href;
        continue;
      }
      const html = response.status === 200 ? await response.clone().text() : '';
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
      if (!action || !html.includes('name="email"')) return { visited, url, response };
      const submitted = await this.send(new URL(action.replace(/&amp;/g, '&'), url).href, {
        method: 'POST',
        form: { email: LOGIN, password: PASSWORD },
      });
      const next = submitted.headers.get('location');
      if (!next) return { visited, url, response: submitted };
      url = new URL(next, url).href;
    }
    throw new Error(`too many redirects: ${visited.join(' → ')}`);
  }
}

/**
 * A reverse proxy like the compose file's Caddy: forwards everything to the app and says who asked and where
 * (X-Forwarded-Host/Proto/For); the app trusts it through TRUST_PROXY=127.0.0.1.
 */
async function startReverseProxy(port: number, upstream: number): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const forwarded = httpRequest(
      {
        hostname: '127.0.0.1',
        port: upstream,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          host: `127.0.0.1:${upstream}`,
          'x-forwarded-host': incoming.headers.host,
          'x-forwarded-proto': 'http',
          'x-forwarded-for': incoming.socket.remoteAddress,
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** A whole sign-in from `start`, then the portal API with the session it left in the browser. */
async function signInAndCallPortal(browser: Browser, start: string, expectedOrigin: string) {
  const { visited, url, response } = await browser.signIn(start);
  expect(visited.some((step) => step.startsWith(`${expectedOrigin}/en/callback?`))).toBe(true);
  expect(url).toBe(`${expectedOrigin}/en/portal`);
  expect(response.status).toBe(200);
  const me = await browser.send(`${expectedOrigin}/api/portal/me`);
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ email: LOGIN });
  return visited;
}

/**
 * A sign-in works at every address the site answers on — `localhost`, `127.0.0.1` (the
 * address the server's log names) and the public URL of a reverse proxy in front of it — and the app reaches its
 * embedded provider inside the server, never through PUBLIC_BASE_URL.
 */
describe('sign-in from any address the site answers on', () => {
  describe('started as `npm start` does (PUBLIC_BASE_URL http://localhost:PORT)', () => {
    let sut: TestApp;
    let port: number;
    let resolve: Record<string, string>;
    beforeAll(async () => {
      port = await freePort();
      sut = await startTestApp({ port, env: { PORT: String(port), PUBLIC_BASE_URL: `http://localhost:${port}` } });
      resolve = { [`localhost:${port}`]: `127.0.0.1:${port}` };
    });
    afterAll(async () => {
      await sut?.stop();
    });

    it('signs in at http://localhost:PORT', async () => {
      const base = `http://localhost:${port}`;
      await signInAndCallPortal(new Browser(resolve), `${base}/api/auth/login?returnTo=%2Fen%2Fportal`, base);
    });

    it('signs in at http://127.0.0.1:PORT/en/portal, continuing on the public origin', async () => {
      const browser = new Browser(resolve);
      const visited = await signInAndCallPortal(
        browser,
        `http://127.0.0.1:${port}/en/portal`,
        `http://localhost:${port}`,
      );
      // The first answer sends the browser to the same page on PUBLIC_BASE_URL's origin, before any sign-in step.
      expect(visited[1]).toBe(`http://localhost:${port}/en/portal`);
    });

    it('sends /api/auth/login at 127.0.0.1 to the same path and query on the public origin, never cached', async () => {
      const browser = new Browser(resolve);
      const answer = await browser.send(`http://127.0.0.1:${port}/api/auth/login?returnTo=%2Fde%2Fportal%2Ftickets`);
      expect(answer.status).toBe(302);
      expect(answer.headers.get('location')).toBe(
        `http://localhost:${port}/api/auth/login?returnTo=%2Fde%2Fportal%2Ftickets`,
      );
      expect(answer.headers.get('cache-control')).toBe('no-store');
      // No pending sign-in was started on the alias (it would be lost: its cookie belongs to 127.0.0.1).
      expect(answer.headers.getSetCookie()).toEqual([]);
    });

    it('leaves other hosts, public pages and the portal API alone (no open redirect)', async () => {
      const browser = new Browser({ ...resolve, [`evil.example:${port}`]: `127.0.0.1:${port}` });
      const foreign = await browser.send(`http://evil.example:${port}/api/auth/login?returnTo=%2Fen%2Fportal`);
      const location = foreign.headers.get('location') ?? '';
      expect(location).not.toMatch(/^http:\/\/evil\.example/);
      expect(location.startsWith(`http://localhost:${port}/api/auth/login`)).toBe(false);
      const home = await browser.send(`http://127.0.0.1:${port}/en`);
      expect(home.status).toBe(200);
      // The portal API answers at any address (an API client with a token), with no redirect.
      expect((await browser.send(`http://127.0.0.1:${port}/api/portal/me`)).status).toBe(401);
    });

    it("keeps the provider's issuer and browser-facing URLs on the public origin", async () => {
      const browser = new Browser(resolve);
      const start = await browser.send(`http://localhost:${port}/api/auth/login?returnTo=%2Fen%2Fportal`);
      const authorize = new URL(start.headers.get('location')!);
      expect(authorize.origin).toBe(`http://localhost:${port}`);
      expect(authorize.pathname).toBe('/oidc/auth');
      expect(authorize.searchParams.get('redirect_uri')).toBe(`http://localhost:${port}/en/callback`);
    });
  });

  describe('behind a reverse proxy on another port (PUBLIC_BASE_URL the proxy, TRUST_PROXY=127.0.0.1)', () => {
    let sut: TestApp;
    let proxy: Server;
    let publicOrigin: string;
    let browser: () => Browser;
    beforeAll(async () => {
      const [appPort, proxyPort] = [await freePort(), await freePort()];
      // A name only the browser resolves (RFC 6761: `.invalid` never resolves): the app cannot reach its public
      // URL, as inside compose's container `localhost:8080` is not the proxy.
      publicOrigin = `http://uapp-public.invalid:${proxyPort}`;
      sut = await startTestApp({
        port: appPort,
        env: { PORT: String(appPort), PUBLIC_BASE_URL: publicOrigin, TRUST_PROXY: '127.0.0.1' },
      });
      proxy = await startReverseProxy(proxyPort, appPort);
      browser = () => new Browser({ [`uapp-public.invalid:${proxyPort}`]: `127.0.0.1:${proxyPort}` });
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
      await sut?.stop();
    });

    it('signs in at the public URL through the proxy and the portal API answers 200', async () => {
      const visited = await signInAndCallPortal(
        browser(),
        `${publicOrigin}/api/auth/login?returnTo=%2Fen%2Fportal`,
        publicOrigin,
      );
      // Every step the browser took was at the public origin: the provider's form and redirects included.
      expect(visited.every((step) => step.startsWith(`${publicOrigin}/`))).toBe(true);
    });

    it('signs in from the portal page at the public URL', async () => {
      await signInAndCallPortal(browser(), `${publicOrigin}/en/portal`, publicOrigin);
    });

    it('signs out through the public end-session URL and the portal API then answers 401', async () => {
      const b = browser();
      await signInAndCallPortal(b, `${publicOrigin}/api/auth/login?returnTo=%2Fen%2Fportal`, publicOrigin);
      const logout = await b.send(`${publicOrigin}/en/portal/logout`);
      expect(logout.status).toBe(302);
      expect(new URL(logout.headers.get('location')!).origin).toBe(publicOrigin);
      expect((await b.send(`${publicOrigin}/api/portal/me`)).status).toBe(401);
    });
  });
});
