import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * docs/security.md § Authorisation: every route the API document marks as signed-in (portal session or ID token)
 * or editor-only refuses a caller without those credentials, and one with forged ones, with the JSON 401 — before
 * it reads parameters or body. The list of routes comes from the document, which test/api/openapi.e2e-spec.ts keeps
 * equal to the real route table, so a new guarded route is walked here without editing this file.
 */

interface Operation {
  security?: Record<string, string[]>[];
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

describe('guarded routes refuse callers without credentials (401)', () => {
  let sut: TestApp;
  let guarded: { method: string; path: string; schemes: string[] }[];

  beforeAll(async () => {
    // The embedded issuer must answer: the ID token is checked against its keys.
    sut = await startTestApp({ embeddedIssuer: true });
    const document = (await sut.fastify.inject({ method: 'GET', url: '/api/docs-json' })).json<OpenApiDocument>();
    guarded = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method, operation]) => HTTP_METHODS.includes(method) && (operation.security ?? []).length > 0)
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          // Any value will do for the parameters: the guard answers before they are read.
          path: path.replace(/\{[^}]+\}/g, SOME_UUID),
          schemes: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        })),
    );
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const call = (route: { method: string; path: string }, headers: Record<string, string>) =>
    sut.fastify.inject({
      method: route.method as 'GET',
      url: route.path,
      headers: {
        // A same-site write: only the missing or forged credentials can be what refuses it.
        origin: new URL(sut.config.publicBaseUrl).origin,
        ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(route.method === 'GET' ? {} : { payload: '{}' }),
    });

  it('finds the portal and editor routes in the API document', () => {
    const schemes = new Set(guarded.flatMap((route) => route.schemes));
    // The content API (SPEC §6 editor area) also takes an API key.
    expect(schemes).toEqual(new Set(['portalSession', 'ciamIdToken', 'editorCookie', 'apiKey']));
    expect(guarded.length).toBeGreaterThan(20);
    expect(guarded.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/portal/me', '/api/tickets-proxy', '/api/hygraph-draft-proxy']),
    );
  });

  it('answers every guarded route without credentials with the JSON 401', async () => {
    const problems: string[] = [];
    for (const route of guarded) {
      const response = await call(route, {});
      const body = String(response.headers['content-type']).includes('json')
        ? response.json<{ statusCode?: number }>()
        : {};
      if (response.statusCode !== 401 || body.statusCode !== 401)
        problems.push(`${route.method} ${route.path}: ${response.statusCode} ${response.body.slice(0, 80)}`);
    }
    expect(problems).toEqual([]);
  });

  it('answers every guarded route with forged cookies or a forged ID token with the JSON 401', async () => {
    const forged: Record<string, string>[] = [
      { cookie: `uapp_session=${'a'.repeat(43)}; uapp_editor_area_password=${'b'.repeat(64)}` },
      { cookie: 'uapp_session=; uapp_editor_area_password=%00' },
      { ciam_id_token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJjYXJsIn0.' }, // alg "none": never accepted
    ];
    const problems: string[] = [];
    for (const route of guarded) {
      for (const headers of forged) {
        const response = await call(route, headers);
        if (response.statusCode !== 401)
          problems.push(`${route.method} ${route.path} ${Object.keys(headers)[0]}: ${response.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
