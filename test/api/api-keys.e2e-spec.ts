import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_RATE_LIMIT } from '../../modules/api-keys/index.js';
import { EDITOR_COOKIE } from '../../modules/editor-auth/index.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { editorCookie } from '../support/editor.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const KEYS = '/api/content/api-keys';
const SESSION = '/api/content/session';
const SIGN_IN = '/api/editor-area-autentication';

interface FieldErrors {
  statusCode: number;
  errors?: { field: string; message: string }[];
  message: string;
}

/**
 * The fields a 400 names: the validation's per-field list, or the input guard's message, which refuses a control
 * character before validation and names the field first (`name must not contain control characters …`).
 */
const namedFields = (body: FieldErrors): string[] =>
  body.errors?.map((error) => error.field) ?? [body.message.split(' ')[0]!];

/**
 * SPEC §6 editor area: editors sign in with the shared password and their name; API keys for `/api/content/*`
 * are managed by signed-in editors only, shown once, revocable, scoped and rate-limited.
 */
describe('API keys and access to /api/content (SPEC §6)', () => {
  let sut: TestApp;
  let cookie = '';
  let origin = '';

  type Options = { headers?: Record<string, string>; payload?: unknown; ip?: string };
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, { headers = {}, payload, ip }: Options = {}) =>
    sut.fastify.inject({
      method,
      url,
      ...(ip ? { remoteAddress: ip } : {}),
      headers: { ...(payload === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
    });
  /** An editor's same-origin call (what the editor area's own pages send). */
  const asEditor = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    call(method, url, { headers: { cookie, origin }, payload });
  const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
  const createKey = async (name: string, scopes: string[]) => {
    const response = await asEditor('POST', KEYS, { name, scopes });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; key: string }>();
  };

  beforeAll(async () => {
    sut = await startTestApp({ port: await freePort() });
    cookie = await editorCookie(sut);
    origin = new URL(sut.config.publicBaseUrl).origin;
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('the editor name at sign-in', () => {
    const signIn = (payload: Record<string, unknown>, ip: string) =>
      call('POST', SIGN_IN, { payload: { input: sut.config.editorPassword, ...payload }, ip });
    const cookieOf = (response: Awaited<ReturnType<typeof signIn>>) =>
      `${EDITOR_COOKIE}=${response.cookies.find((c) => c.name === EDITOR_COOKIE)!.value}`;

    it('keeps the trimmed name on the editor session; the content session shows it as the label', async () => {
      const response = await signIn({ name: '  Jana Novák ' }, '10.9.0.1');
      expect(response.json()).toMatchObject({ success: true });
      const named = cookieOf(response);
      const session = await call('GET', `${SIGN_IN}/session`, { headers: { cookie: named } });
      expect(session.statusCode).toBe(200);
      expect(session.json()).toEqual({ name: 'Jana Novák' });
      expect(session.headers['cache-control']).toBe('private, no-store');
      const actor = await call('GET', SESSION, { headers: { cookie: named } });
      expect(actor.json()).toMatchObject({ kind: 'editor', name: 'Jana Novák', label: 'Jana Novák', apiKeyId: null });
    });

    it('signs in without a name too (the name is optional): null, labelled "Editor"', async () => {
      const anonymous = cookieOf(await signIn({}, '10.9.0.2'));
      expect((await call('GET', `${SIGN_IN}/session`, { headers: { cookie: anonymous } })).json()).toEqual({
        name: null,
      });
      expect((await call('GET', SESSION, { headers: { cookie: anonymous } })).json()).toMatchObject({
        label: 'Editor',
      });
    });

    it('refuses a bad name with 400 naming the field, and sets no cookie', async () => {
      for (const name of ['', '   ', 'x'.repeat(81), 'Jana\nNovák', 'Tab\there', 42]) {
        const response = await signIn({ name }, '10.9.0.3');
        expect(response.statusCode, JSON.stringify(name)).toBe(400);
        expect(namedFields(response.json<FieldErrors>())).toContain('name');
        expect(response.cookies.find((c) => c.name === EDITOR_COOKIE)).toBeUndefined();
      }
      expect((await signIn({ name: 'x'.repeat(80) }, '10.9.0.3')).statusCode).toBe(200);
    });

    it('answers 401 on the session route without a live editor cookie', async () => {
      expect((await call('GET', `${SIGN_IN}/session`)).statusCode).toBe(401);
      const forged = `${EDITOR_COOKIE}=${'A'.repeat(43)}.${'B'.repeat(43)}`;
      expect((await call('GET', `${SIGN_IN}/session`, { headers: { cookie: forged } })).statusCode).toBe(401);
    });
  });

  describe('managing keys', () => {
    it('creates a key shown once with a recognisable prefix, lists it without the key, revokes it', async () => {
      const created = await asEditor('POST', KEYS, { name: ' PIM import ', scopes: ['content:read', 'content:write'] });
      expect(created.statusCode).toBe(201);
      expect(created.headers['cache-control']).toBe('private, no-store');
      const { id, key } = created.json<{ id: string; key: string }>();
      expect(key).toMatch(/^uapp_ak_[A-Za-z0-9_-]{43}$/);

      const list = await asEditor('GET', KEYS);
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(key);
      expect(list.body).not.toContain(key.slice(8, 30));
      const listed = list.json<{ keys: Record<string, unknown>[] }>().keys.find((each) => each.id === id);
      expect(listed).toMatchObject({
        name: 'PIM import',
        prefix: key.slice(0, 14),
        scopes: ['content:read', 'content:write'],
        revokedAt: null,
      });
      expect(Object.keys(listed!).sort()).toEqual(
        ['createdAt', 'createdBy', 'id', 'lastUsedAt', 'name', 'prefix', 'revokedAt', 'scopes'].sort(),
      );

      // The key works until it is revoked, then answers 401.
      const before = await call('GET', SESSION, { headers: bearer(key) });
      expect(before.statusCode).toBe(200);
      expect(before.json()).toEqual({
        kind: 'api-key',
        name: 'PIM import',
        label: 'API key PIM import',
        apiKeyId: id,
        scopes: ['content:read', 'content:write'],
      });
      expect((await asEditor('DELETE', `${KEYS}/${id}`)).statusCode).toBe(204);
      const after = await call('GET', SESSION, { headers: bearer(key) });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'InvalidApiKey' });
      const revoked = (await asEditor('GET', KEYS)).json<{ keys: { id: string; revokedAt: string | null }[] }>();
      expect(revoked.keys.find((each) => each.id === id)?.revokedAt).toEqual(expect.any(String));
    });

    it('answers 404 for an unknown key id and 400 for one that is no UUID', async () => {
      expect((await asEditor('DELETE', `${KEYS}/00000000-0000-4000-8000-000000000000`)).json()).toMatchObject({
        statusCode: 404,
        code: 'ApiKeyNotFound',
      });
      const bad = await asEditor('DELETE', `${KEYS}/not-a-uuid`);
      expect(bad.statusCode).toBe(400);
      expect(namedFields(bad.json<FieldErrors>())).toContain('id');
    });

    it('refuses a bad shape with 400 naming the field', async () => {
      const cases: [unknown, string][] = [
        [{ scopes: ['content:read'] }, 'name'],
        [{ name: '', scopes: ['content:read'] }, 'name'],
        [{ name: 'x'.repeat(81), scopes: ['content:read'] }, 'name'],
        [{ name: 'bell\u0007', scopes: ['content:read'] }, 'name'],
        [{ name: 'ok' }, 'scopes'],
        [{ name: 'ok', scopes: [] }, 'scopes'],
        [{ name: 'ok', scopes: 'content:read' }, 'scopes'],
        [{ name: 'ok', scopes: ['content:delete'] }, 'scopes'],
        [{ name: 'ok', scopes: ['content:read'], extra: true }, 'extra'],
      ];
      for (const [payload, field] of cases) {
        const response = await asEditor('POST', KEYS, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(namedFields(response.json<FieldErrors>()), JSON.stringify(payload)).toContain(field);
      }
      expect((await asEditor('POST', KEYS, '{"name":')).statusCode).toBe(400);
    });

    it('refuses an oversized body with 413', async () => {
      const response = await asEditor('POST', KEYS, { name: 'big', scopes: ['content:read'], pad: 'x'.repeat(4096) });
      expect(response.statusCode).toBe(413);
    });

    it('answers 401 to nobody, a customer cookie and a forged editor cookie', async () => {
      const jar = new CookieJar();
      const base = sut.baseUrl;
      const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
        login: 'carl@apex.example.com',
      });
      expect(url).toBe(`${base}/en/portal`);
      const customer = jar.header(base);
      const forged = `${EDITOR_COOKIE}=${'A'.repeat(43)}.${'B'.repeat(43)}`;
      for (const headers of [{}, { cookie: customer }, { cookie: forged }] as Record<string, string>[]) {
        for (const [method, url, payload] of [
          ['GET', KEYS, undefined],
          ['POST', KEYS, { name: 'x', scopes: ['content:read'] }],
          ['DELETE', `${KEYS}/00000000-0000-4000-8000-000000000000`, undefined],
          ['GET', SESSION, undefined],
        ] as const) {
          const response = await call(method, url, { headers: { ...headers, origin }, payload });
          expect(response.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(401);
          expect(response.headers['cache-control']).toBe('private, no-store');
        }
      }
    });

    it('refuses a cross-origin or Origin-less cookie write with 403, and creates nothing', async () => {
      const before = (await asEditor('GET', KEYS)).json<{ keys: unknown[] }>().keys.length;
      for (const headers of [{ cookie, origin: 'https://evil.example' }, { cookie }] as Record<string, string>[]) {
        const response = await call('POST', KEYS, { headers, payload: { name: 'csrf', scopes: ['content:write'] } });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'CrossSiteRequest' });
      }
      const { id } = await createKey('kept', ['content:read']);
      const revoke = await call('DELETE', `${KEYS}/${id}`, { headers: { cookie, origin: 'https://evil.example' } });
      expect(revoke.statusCode).toBe(403);
      const keys = (await asEditor('GET', KEYS)).json<{ keys: { id: string; revokedAt: string | null }[] }>().keys;
      expect(keys).toHaveLength(before + 1);
      expect(keys.find((each) => each.id === id)?.revokedAt).toBeNull();
      // A cookie read needs no Origin.
      expect((await call('GET', KEYS, { headers: { cookie } })).statusCode).toBe(200);
    });

    it('lets no API key manage keys (403), not even one with every scope', async () => {
      const { key, id } = await createKey('all scopes', ['content:read', 'content:write', 'catalogue:write']);
      const create = await call('POST', KEYS, {
        headers: bearer(key),
        payload: { name: 'child', scopes: ['content:read'] },
      });
      expect(create.statusCode).toBe(403);
      expect(create.json()).toMatchObject({ code: 'EditorOnly' });
      expect((await call('GET', KEYS, { headers: bearer(key) })).statusCode).toBe(403);
      expect((await call('DELETE', `${KEYS}/${id}`, { headers: bearer(key) })).statusCode).toBe(403);
      // Even beside a valid editor cookie, the key is what the request is judged by.
      expect((await call('GET', KEYS, { headers: { ...bearer(key), cookie } })).statusCode).toBe(403);
    });
  });

  describe('a bearer key on a content route', () => {
    it('answers 403 for a key without the scope, 401 for an unknown or malformed one', async () => {
      const { key } = await createKey('catalogue only', ['catalogue:write']);
      const wrongScope = await call('GET', SESSION, { headers: bearer(key) });
      expect(wrongScope.statusCode).toBe(403);
      expect(wrongScope.json()).toMatchObject({
        code: 'ApiKeyScopeMissing',
        message: expect.stringContaining('content:read'),
      });
      for (const authorization of [
        `Bearer uapp_ak_${'A'.repeat(43)}`,
        'Bearer nonsense',
        `Basic ${Buffer.from('a:b').toString('base64')}`,
        'Bearer',
      ]) {
        const response = await call('GET', SESSION, { headers: { authorization } });
        expect(response.statusCode, authorization).toBe(401);
        expect(response.json()).toMatchObject({ code: 'InvalidApiKey' });
      }
    });

    it(`answers 429 with Retry-After above ${API_KEY_RATE_LIMIT} requests a minute, per key`, async () => {
      const limited = await createKey('busy', ['content:read']);
      const other = await createKey('calm', ['content:read']);
      for (let request = 1; request <= API_KEY_RATE_LIMIT; request += 1) {
        const response = await call('GET', SESSION, { headers: bearer(limited.key) });
        expect(response.statusCode).toBe(200);
      }
      const refused = await call('GET', SESSION, { headers: bearer(limited.key) });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'ApiKeyRateLimited' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another key, and the editors, are not affected.
      expect((await call('GET', SESSION, { headers: bearer(other.key) })).statusCode).toBe(200);
      expect((await call('GET', SESSION, { headers: { cookie } })).statusCode).toBe(200);
    });

    it("gives a rendering instance's key (content:render) reading and a budget of its own", async () => {
      const rendering = await createKey('renderer in eu-west', ['content:render']);
      // Past an integrator's whole budget, still answered.
      for (let request = 1; request <= API_KEY_RATE_LIMIT + 30; request += 1) {
        const response = await call('GET', SESSION, { headers: bearer(rendering.key) });
        expect(response.statusCode).toBe(200);
      }
      // Reading is all it may do.
      const write = await call('POST', '/api/content/stories', {
        headers: bearer(rendering.key),
        payload: { language: 'en', title: 'Not mine to write', slug: 'not-mine', categorySlug: 'technology' },
      });
      expect(write.statusCode).toBe(403);
      expect(write.json()).toMatchObject({ code: 'ApiKeyScopeMissing' });
    });

    it('records when a key was last used', async () => {
      const { key, id } = await createKey('used', ['content:read']);
      expect((await call('GET', SESSION, { headers: bearer(key) })).statusCode).toBe(200);
      const keys = (await asEditor('GET', KEYS)).json<{ keys: { id: string; lastUsedAt: string | null }[] }>().keys;
      expect(keys.find((each) => each.id === id)?.lastUsedAt).toEqual(expect.any(String));
    });
  });
});
