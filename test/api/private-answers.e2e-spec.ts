import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_METADATA, type Access } from '../../src/core/http/access.decorators.js';
import { freePort } from '../support/free-port.js';
import { editorCookie } from '../support/editor.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface SignedInRoute {
  /** `/api/...` with Nest's `:param` placeholders. */
  path: string;
  guard: 'portal' | 'editor';
}

const NO_SUCH_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Every GET route of the app that a guard keeps for signed-in users, read from Nest's own route metadata (so a
 * route added later is walked too): the portal's (session cookie or ID token) and the editors' (editor cookie).
 */
function signedInGetRoutes(sut: TestApp): SignedInRoute[] {
  const routes: SignedInRoute[] = [];
  for (const module of sut.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      const classAccess = Reflect.getMetadata(ACCESS_METADATA, controller) as Access | undefined;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        if (Reflect.getMetadata(METHOD_METADATA, handler) !== RequestMethod.GET) continue;
        const access = (Reflect.getMetadata(ACCESS_METADATA, handler) as Access | undefined) ?? classAccess;
        // `/api/content/*` (editor cookie or API key) is walked as the editor.
        const guard =
          access?.kind === 'portal' || access?.kind === 'editor'
            ? access.kind
            : access?.kind === 'content'
              ? 'editor'
              : undefined;
        if (!guard) continue;
        const own = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const path = `/api/${[base, own].filter((part) => part && part !== '/').join('/')}`.replace(/\/+/g, '/');
        routes.push({ path: path.replace(/\/$/, ''), guard });
      }
    }
  }
  return routes;
}

/** A URL for a route: placeholders filled with values that name nothing, so the route answers its own error. */
const urlOf = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? NO_SUCH_ID : 'zz'));

/**
 * `/api/portal/me` and `/api/user-admin/users[/{id}]` sent no Cache-Control, while the other
 * portal APIs sent `private, no-store`. Now every signed-in API answers `private, no-store`, its errors too; this
 * walks all of them, as a customer, as a delegated admin, as the editor and without credentials.
 */
describe('every signed-in API answers Cache-Control: private, no-store', () => {
  let sut: TestApp;
  let base: string;
  let routes: SignedInRoute[];
  const cookies: Record<string, string> = {};

  async function portalCookie(login: string): Promise<string> {
    const jar = new CookieJar();
    const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, { login });
    expect(url).toBe(`${base}/en/portal`);
    return jar.header(base);
  }
  const get = (url: string, cookie?: string) =>
    fetch(`${base}${url}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

  beforeAll(async () => {
    sut = await startTestApp({ port: await freePort() });
    base = sut.baseUrl;
    routes = signedInGetRoutes(sut);
    cookies.carl = await portalCookie('carl@apex.example.com');
    cookies.anna = await portalCookie('anna@apex.example.com');
    cookies.editor = await editorCookie(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('finds the guarded routes, the ones of the finding among them', () => {
    const paths = routes.map((route) => route.path);
    for (const path of ['/api/portal/me', '/api/user-admin/users', '/api/user-admin/users/:id']) {
      expect(paths).toContain(path);
    }
    expect(routes.filter((route) => route.guard === 'editor').length).toBeGreaterThan(3);
    expect(routes.filter((route) => route.guard === 'portal').length).toBeGreaterThan(8);
  });

  it('answers each one private, no-store: signed in (success or error) and signed out (401)', async () => {
    const seen: string[] = [];
    const problems: string[] = [];
    for (const route of routes) {
      const url = urlOf(route.path);
      const visitors = route.guard === 'portal' ? ['carl', 'anna', undefined] : ['editor', undefined];
      for (const visitor of visitors) {
        const response = await get(url, visitor ? cookies[visitor] : undefined);
        await response.arrayBuffer();
        seen.push(`${response.status}`);
        const cacheControl = response.headers.get('cache-control');
        if (cacheControl !== 'private, no-store') {
          problems.push(`GET ${url} as ${visitor ?? 'nobody'}: ${response.status} ${cacheControl ?? '(none)'}`);
        }
        if (!visitor) expect(response.status, url).toBe(401);
      }
    }
    expect(problems).toEqual([]);
    // The walk met successes and errors alike.
    expect(seen).toContain('200');
    expect(seen).toContain('401');
    expect(seen).toContain('404');
    expect(seen.some((status) => status === '400' || status === '403')).toBe(true);
  });

  it("answers the finding's routes private, no-store with real data", async () => {
    const me = await get('/api/portal/me', cookies.carl);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    const users = await get('/api/user-admin/users', cookies.anna);
    expect(users.status).toBe(200);
    expect(users.headers.get('cache-control')).toBe('private, no-store');
    const list = (await users.json()) as { id: string }[] | { users: { id: string }[] };
    const first = (Array.isArray(list) ? list : list.users)[0]!;
    const user = await get(`/api/user-admin/users/${first.id}`, cookies.anna);
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('private, no-store');
    // carl is no delegated admin: the 403 is private too.
    const refused = await get('/api/user-admin/users', cookies.carl);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });
});
