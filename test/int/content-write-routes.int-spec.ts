import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { freePort } from '../support/free-port.js';
import { signInToPortal } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

type OpenApiDocument = { paths: Record<string, Record<string, unknown>> };

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const SOME_ID = '00000000-0000-4000-8000-000000000000';
/** Larger than any `/api/content/*` body limit (the catalogue import takes the most: 10 MB). */
const OVERSIZED_BYTES = 11 * 1024 * 1024;

/**
 * Every write route of the content API (issue 29), walked from the API document so a new route is covered without
 * editing this file: a signed-in customer of the portal gets 401 (the portal session is no editor session), an
 * editor's cookie sent from another site gets 403, and a body over the route's limit gets 413; none of them
 * changes anything. (Anonymous and forged credentials: test/api/guarded-routes.e2e-spec.ts.)
 */
describe('content API write routes: customer 401, cross-origin 403, oversized 413', () => {
  let sut: TestApp;
  let base: string;
  let editor: string;
  let customer: string;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port });
    editor = await editorCookie(sut);
    customer = (await signInToPortal(base, 'carl@apex.example.com')).header(base);
    const document = (await (await fetch(`${base}/api/docs-json`)).json()) as OpenApiDocument;
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/content/'))
      .flatMap(([path, item]) =>
        Object.keys(item)
          .filter((method) => WRITE_METHODS.includes(method))
          .map((method) => ({
            method: method.toUpperCase(),
            path: path.replace(/\{revision\}/g, '1').replace(/\{[^}]+\}/g, SOME_ID),
          })),
      );
  }, 180_000);
  afterAll(async () => {
    await sut?.stop();
  });

  const send = (route: { method: string; path: string }, headers: Record<string, string>, body = '{}') =>
    fetch(`${base}${route.path}`, {
      method: route.method,
      redirect: 'manual',
      headers: { 'content-type': 'application/json', 'if-match': '"1"', ...headers },
      body,
    });

  it('finds the write routes of every content resource', () => {
    const paths = new Set(routes.map((route) => route.path.split('/')[3]));
    for (const resource of ['pages', 'stories', 'media-releases', 'news-items', 'navigation-items', 'images']) {
      expect(paths, resource).toContain(resource);
    }
    expect(paths).toContain('catalogue');
    expect(paths).toContain('api-keys');
  });

  it('answers a signed-in customer with 401 on every write route', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const response = await send(route, { cookie: customer, origin: base });
      if (response.status !== 401) problems.push(`${route.method} ${route.path}: ${response.status}`);
    }
    expect(problems).toEqual([]);
  });

  it("answers an editor's cookie sent from another site with 403 on every write route", async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const response = await send(route, { cookie: editor, origin: 'https://evil.example' });
      if (response.status !== 403) problems.push(`${route.method} ${route.path}: ${response.status}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers a body over the limit with 413 on every write route that takes a body', async () => {
    const oversized = JSON.stringify({ padding: 'x'.repeat(OVERSIZED_BYTES) });
    const problems: string[] = [];
    for (const route of routes.filter((r) => r.method !== 'DELETE')) {
      const response = await send(route, { cookie: editor, origin: base }, oversized);
      const body = (await response.json().catch(() => ({}))) as { statusCode?: number };
      if (response.status !== 413 || body.statusCode !== 413)
        problems.push(`${route.method} ${route.path}: ${response.status}`);
    }
    expect(problems).toEqual([]);
  });
});
