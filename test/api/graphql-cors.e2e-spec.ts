import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { editorCookie } from '../support/editor.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const TICKETS = '/api/tickets-proxy';
const DRAFTS = '/api/hygraph-draft-proxy';
const EVIL = 'http://evil.example';
const LISTED = 'https://partner.example';
const QUERY = encodeURIComponent('{__typename}');

/** The CORS headers a browser would act on. */
const corsHeaders = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.toLowerCase().startsWith('access-control-'));

/**
 * Graphql-yoga answered every Origin with `Access-Control-Allow-Credentials: true`, so a page on
 * any other origin read a signed-in customer's tickets and an editor's drafts with a credentialed GET. Now the two
 * GraphQL endpoints send CORS headers only to origins listed in CORS_ORIGINS, and a cookie never authenticates a
 * GraphQL GET (queries go by POST, where the Origin check applies).
 */
describe('CORS and credentialed GET on the GraphQL endpoints', () => {
  let sut: TestApp;
  let base: string;
  let portalCookie: string;
  let editor: string;

  const request = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    fetch(`${base}${path}`, { method: init.method ?? 'GET', headers: init.headers, body: init.body });
  const post = (path: string, headers: Record<string, string>) =>
    request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: '{ __typename }' }),
    });

  beforeAll(async () => {
    const port = await freePort();
    sut = await startTestApp({ port, env: { CORS_ORIGINS: `${LISTED}, https://other.example` } });
    base = sut.baseUrl;
    const jar = new CookieJar();
    const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: 'carl@apex.example.com',
    });
    expect(url).toBe(`${base}/en/portal`);
    portalCookie = jar.header(base);
    editor = await editorCookie(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('sends no Access-Control-* header to an unlisted origin (the curl of the issue)', async () => {
    for (const [path, cookie] of [
      [TICKETS, portalCookie],
      [DRAFTS, editor],
    ] as const) {
      const get = await request(`${path}?query=${QUERY}`, { headers: { cookie, origin: EVIL } });
      expect(corsHeaders(get), path).toEqual([]);
      const crossPost = await post(path, { cookie, origin: EVIL });
      expect(crossPost.status, path).toBe(403);
      expect(corsHeaders(crossPost), path).toEqual([]);
      const sameOriginPost = await post(path, { cookie, origin: base });
      expect(corsHeaders(sameOriginPost), path).toEqual([]);
    }
  });

  it('answers a preflight from an unlisted origin without any allow header', async () => {
    for (const path of [TICKETS, DRAFTS]) {
      const preflight = await request(path, {
        method: 'OPTIONS',
        headers: {
          origin: EVIL,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(corsHeaders(preflight), path).toEqual([]);
      expect(preflight.status, path).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses a GraphQL GET authenticated by the portal or editor cookie with a 403 JSON, even from this origin', async () => {
    for (const [path, cookie] of [
      [TICKETS, portalCookie],
      [DRAFTS, editor],
    ] as const) {
      for (const headers of [{ cookie }, { cookie, origin: EVIL }, { cookie, origin: base }] as Record<
        string,
        string
      >[]) {
        const response = await request(`${path}?query=${QUERY}`, { headers });
        expect(response.status, `${path} ${JSON.stringify(headers.origin)}`).toBe(403);
        expect(response.headers.get('content-type')).toContain('application/json');
        const body = (await response.json()) as { statusCode: number; code: string; message: string };
        expect(body).toMatchObject({ statusCode: 403, code: 'CookieGraphqlGetRefused' });
        expect(body.message).toContain('POST');
        expect(JSON.stringify(body)).not.toContain('__typename');
      }
      // HEAD is GET without the body: refused the same way.
      expect((await request(`${path}?query=${QUERY}`, { method: 'HEAD', headers: { cookie } })).status).toBe(403);
    }
    // Without a credential nothing changes: 401 before any GraphQL work.
    expect((await request(`${TICKETS}?query=${QUERY}`)).status).toBe(401);
    expect((await request(`${DRAFTS}?query=${QUERY}`)).status).toBe(401);
  });

  it('still answers a POST from this origin, for customers and editors', async () => {
    const tickets = await post(TICKETS, { cookie: portalCookie, origin: base });
    expect(tickets.status).toBe(200);
    expect(await tickets.json()).toEqual({ data: { __typename: 'Query' } });
    const drafts = await post(DRAFTS, { cookie: editor, origin: base });
    expect(drafts.status).toBe(200);
    expect(await drafts.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('refuses an editor query by POST from another origin or without Origin (as portal writes are)', async () => {
    for (const headers of [{ cookie: editor, origin: EVIL }, { cookie: editor }] as Record<string, string>[]) {
      const response = await post(DRAFTS, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ statusCode: 403, message: 'Cross-site request refused' });
    }
  });

  it('gives an origin listed in CORS_ORIGINS the CORS headers, a preflight and its POST', async () => {
    for (const [path, cookie] of [
      [TICKETS, portalCookie],
      [DRAFTS, editor],
    ] as const) {
      const preflight = await request(path, {
        method: 'OPTIONS',
        headers: {
          origin: LISTED,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.status, path).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(LISTED);
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-methods')).toBe('POST');
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type');
      expect(preflight.headers.get('vary')).toContain('Origin');

      const response = await post(path, { cookie, origin: LISTED });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(LISTED);
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('vary')).toContain('Origin');
      expect(await response.json()).toEqual({ data: { __typename: 'Query' } });

      // Listed is exact: another scheme, port or a suffix is not the listed origin.
      for (const near of ['http://partner.example', 'https://partner.example:8443', 'https://partner.example.evil']) {
        const refused = await post(path, { cookie, origin: near });
        expect(corsHeaders(refused), near).toEqual([]);
      }
    }
  });

  it('sends no CORS header anywhere else, even to a listed origin', async () => {
    const other = await request('/api/portal/me', { headers: { cookie: portalCookie, origin: LISTED } });
    expect(other.status).toBe(200);
    expect(corsHeaders(other)).toEqual([]);
  });
});
