import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_COOKIE } from '../../modules/editor-auth/index.js';
import { freePort } from '../support/free-port.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface PageDocument {
  id: string;
  version: number;
  updatedBy: string;
  languages: Array<{
    language: string;
    draft: { title: string; slug: string } | null;
    published: { title: string; slug: string } | null;
    path: string | null;
  }>;
}

/**
 * The content API for pages (docs/content-authoring.md) through HTTP, as an editor's screen or an integrator calls
 * it: drafts the public can't see, publishing, versions (ETag, If-Match), revisions, deletion.
 */
describe('content API: pages at /api/content/pages', () => {
  let sut: TestApp;
  let base: string;
  let editor: string;
  let customer: CookieJar;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; cookie?: string | null; raw?: string } = {},
  ) =>
    fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(options.cookie === null ? {} : { cookie: options.cookie ?? editor }),
        ...(method === 'GET' ? {} : { origin: base }),
        ...(options.body !== undefined || options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  const visit = (path: string, cookie?: string) =>
    fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const json = async <T>(response: Response) => (await response.json()) as T;

  let seq = 0;
  const minimal = (title = 'Service in your region') => {
    seq++;
    return {
      site: 'main',
      language: 'en',
      title,
      slug: `authoring-test-${seq}`,
      modules: [{ type: 'rich-text', html: '<p>We answer within a day.</p>' }],
    };
  };
  const create = async (body: Record<string, unknown> = minimal()) => {
    const response = await api('POST', '/api/content/pages', { body });
    expect(response.status, await response.clone().text()).toBe(201);
    return json<PageDocument>(response);
  };
  const nestedDeep = (levels: number): unknown => (levels === 0 ? 'x' : { inner: nestedDeep(levels - 1) });
  const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port, env: { CONTENT_SCHEDULE_INTERVAL_MS: '200' } });
    const signIn = await api('POST', '/api/editor-area-autentication', {
      cookie: null,
      body: { input: sut.config.editorPassword },
    });
    const value = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${EDITOR_COOKIE}=`))!
      .split(';')[0]!;
    editor = value;
    customer = await signInToPortal(base, 'carl@apex.example.com');
  }, 180_000);
  afterAll(async () => {
    await sut?.stop();
  });

  it('stores rich text sanitized: the API never hands out a script, an iframe or an event handler', async () => {
    const body = {
      ...minimal('Sanitized on save'),
      modules: [
        {
          type: 'rich-text',
          html: '<p onclick="steal()">Kept <strong>bold</strong><script>alert(1)</script></p><iframe src="https://evil.example"></iframe>',
        },
      ],
    };
    const document = await create(body);
    const read = await json<{ languages: Array<{ draft: { modules: Array<{ html: string }> } }> }>(
      await api('GET', `/api/content/pages/${document.id}`),
    );
    const html = read.languages[0]!.draft.modules[0]!.html;
    expect(html).toBe('<p>Kept <strong>bold</strong></p>');
  });

  it('stores a slug typed in Unicode NFD in NFC, so it is one URL', async () => {
    const document = await create({ ...minimal('Über uns'), slug: 'u\u0308ber-uns-nfd' });
    expect(document.languages[0]!.draft!.slug).toBe('\u00fcber-uns-nfd');
  });

  it('accepts the minimal page as a draft: 201 with ETag and Location; the public gets 404, the editor sees it', async () => {
    const response = await api('POST', '/api/content/pages', { body: minimal('Minimal draft') });
    expect(response.status).toBe(201);
    expect(response.headers.get('etag')).toBe('"1"');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const document = await json<PageDocument>(response);
    expect(response.headers.get('location')).toBe(`/api/content/pages/${document.id}`);
    expect(document.languages).toEqual([
      expect.objectContaining({
        language: 'en',
        published: null,
        path: null,
        draft: expect.objectContaining({ title: 'Minimal draft' }),
      }),
    ]);
    const slug = document.languages[0]!.draft!.slug;
    expect((await visit(`/en/${slug}`)).status).toBe(404);
    const preview = await visit(`/en/${slug}`, editor);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('We answer within a day.');
    const read = await api('GET', `/api/content/pages/${document.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('etag')).toBe('"1"');
  });

  it('publishes: the public gets 200 at the next request, and the page is in the sitemap; unpublish takes it away', async () => {
    const document = await create(minimal('Published by the API'));
    const slug = document.languages[0]!.draft!.slug;
    const published = await api('POST', `/api/content/pages/${document.id}/publish`, { headers: ifMatch(1), body: {} });
    expect(published.status, await published.clone().text()).toBe(200);
    expect(published.headers.get('etag')).toBe('"2"');
    const after = await json<PageDocument>(published);
    expect(after.languages[0]).toMatchObject({ draft: null, path: `/en/${slug}` });
    const page = await visit(`/en/${slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Published by the API');

    const index = await (await visit('/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const sitemaps = await Promise.all(files.map(async (file) => (await visit(file)).text()));
    expect(sitemaps.some((xml) => xml.includes(`/en/${slug}<`))).toBe(true);

    const offline = await api('POST', `/api/content/pages/${document.id}/unpublish`, { headers: ifMatch(2), body: {} });
    expect(offline.status).toBe(200);
    expect((await json<PageDocument>(offline)).languages[0]).toMatchObject({ published: null, path: null });
    expect((await visit(`/en/${slug}`)).status).toBe(404);
  });

  it('publishes an SEO title as the whole document title; without one the title names the company', async () => {
    const document = await create({ ...minimal('Regional service'), seoTitle: 'Wire processing service near you' });
    const slug = document.languages[0]!.draft!.slug;
    await api('POST', `/api/content/pages/${document.id}/publish`, { headers: ifMatch(1), body: {} });
    const html = await (await visit(`/en/${slug}`)).text();
    expect(html).toContain('<title>Wire processing service near you</title>');
    const plain = await create(minimal('Plain title'));
    await api('POST', `/api/content/pages/${plain.id}/publish`, { headers: ifMatch(1), body: {} });
    expect(await (await visit(`/en/${plain.languages[0]!.draft!.slug}`)).text()).toMatch(
      /<title>Plain title \| [^<]+<\/title>/,
    );
    const tooLong = await api('POST', '/api/content/pages', { body: { ...minimal(), seoTitle: 'x'.repeat(121) } });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toMatch(/seoTitle/);
  });

  it('refuses a write without If-Match (428) and a stale one (412, naming who saved in between)', async () => {
    const document = await create();
    const body = { language: 'en', title: 'Changed', slug: document.languages[0]!.draft!.slug };
    const missing = await api('PUT', `/api/content/pages/${document.id}`, { body });
    expect(missing.status).toBe(428);
    expect(await json(missing)).toMatchObject({ statusCode: 428, message: expect.stringContaining('If-Match') });

    const [a, b] = await Promise.all([
      api('PUT', `/api/content/pages/${document.id}`, { body: { ...body, title: 'First' }, headers: ifMatch(1) }),
      api('PUT', `/api/content/pages/${document.id}`, { body: { ...body, title: 'Second' }, headers: ifMatch(1) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    const refused = a.status === 412 ? a : b;
    expect(await json(refused)).toMatchObject({
      statusCode: 412,
      message: expect.stringMatching(/saved in between by Editor/),
    });
    const garbage = await api('PUT', `/api/content/pages/${document.id}`, {
      body,
      headers: { 'if-match': 'yesterday' },
    });
    expect(garbage.status).toBe(412);
  });

  it('keeps a revision per save, compares two field by field and restores one as the new draft', async () => {
    const document = await create(minimal('First title'));
    const slug = document.languages[0]!.draft!.slug;
    const saved = await api('PUT', `/api/content/pages/${document.id}`, {
      body: { language: 'en', title: 'Second title', slug, modules: [{ type: 'rich-text', html: '<p>Two</p>' }] },
      headers: ifMatch(1),
    });
    expect(saved.status).toBe(200);
    const revisions = await json<Array<{ revision: number; action: string; author: string }>>(
      await api('GET', `/api/content/pages/${document.id}/revisions`),
    );
    expect(revisions.map((r) => [r.revision, r.action, r.author])).toEqual([
      [2, 'saved', 'Editor'],
      [1, 'created', 'Editor'],
    ]);
    const changes = await json<Array<{ field: string; from: unknown; to: unknown }>>(
      await api('GET', `/api/content/pages/${document.id}/revisions/compare?from=1&to=2`),
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'languages.en.draft.title', from: 'First title', to: 'Second title' },
        { field: 'languages.en.draft.modules.0.html', from: '<p>We answer within a day.</p>', to: '<p>Two</p>' },
      ]),
    );
    const restored = await api('POST', `/api/content/pages/${document.id}/revisions/1/restore`, {
      headers: ifMatch(2),
    });
    expect(restored.status).toBe(200);
    expect(restored.headers.get('etag')).toBe('"3"');
    expect((await json<PageDocument>(restored)).languages[0]!.draft!.title).toBe('First title');
    const unknown = await api('POST', `/api/content/pages/${document.id}/revisions/99/restore`, {
      headers: ifMatch(3),
    });
    expect(unknown.status).toBe(404);
  });

  it('moves a published page: its old URL answers 301 to the new one', async () => {
    const document = await create(minimal('Moving page'));
    const oldSlug = document.languages[0]!.draft!.slug;
    await api('POST', `/api/content/pages/${document.id}/publish`, { headers: ifMatch(1), body: {} });
    const newSlug = `${oldSlug}-moved`;
    const saved = await api('PUT', `/api/content/pages/${document.id}`, {
      body: { language: 'en', title: 'Moving page', slug: newSlug },
      headers: ifMatch(2),
    });
    expect(saved.status).toBe(200);
    // The draft's new address is not live before it is published.
    expect((await visit(`/en/${oldSlug}`)).status).toBe(200);
    await api('POST', `/api/content/pages/${document.id}/publish`, { headers: ifMatch(3), body: {} });
    const old = await visit(`/en/${oldSlug}`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toMatch(new RegExp(`/en/${newSlug}$`));
    expect((await visit(`/en/${newSlug}`)).status).toBe(200);
  });

  it('deletes: the URL answers 410, or 301 where the editor chose', async () => {
    const gone = await create(minimal('Gone page'));
    const goneSlug = gone.languages[0]!.draft!.slug;
    await api('POST', `/api/content/pages/${gone.id}/publish`, { headers: ifMatch(1), body: {} });
    expect((await api('DELETE', `/api/content/pages/${gone.id}`)).status).toBe(428);
    const deleted = await api('DELETE', `/api/content/pages/${gone.id}`, { headers: ifMatch(2) });
    expect(deleted.status).toBe(204);
    const answer = await visit(`/en/${goneSlug}`);
    expect(answer.status).toBe(410);
    expect(await answer.text()).toContain('<html');
    expect((await api('GET', `/api/content/pages/${gone.id}`)).status).toBe(404);

    const moved = await create(minimal('Redirected page'));
    const movedSlug = moved.languages[0]!.draft!.slug;
    await api('POST', `/api/content/pages/${moved.id}/publish`, { headers: ifMatch(1), body: {} });
    const redirected = await api('DELETE', `/api/content/pages/${moved.id}?redirectTo=/en/contact`, {
      headers: ifMatch(2),
    });
    expect(redirected.status).toBe(204);
    const visitor = await visit(`/en/${movedSlug}`);
    expect(visitor.status).toBe(301);
    expect(visitor.headers.get('location')).toMatch(/\/en\/contact$/);
    const offsite = await api('DELETE', `/api/content/pages/${moved.id}?redirectTo=//evil.example`, {
      headers: ifMatch(2),
    });
    expect(offsite.status).toBe(400);
  });

  it('publishes at publishAt without anyone asking', async () => {
    const document = await create({
      ...minimal('Scheduled page'),
      publishAt: new Date(Date.now() - 1000).toISOString(),
    });
    const slug = document.languages[0]!.draft!.slug;
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await visit(`/en/${slug}`)).status;
    }
    expect(status).toBe(200);
    const revisions = await json<Array<{ action: string; author: string }>>(
      await api('GET', `/api/content/pages/${document.id}/revisions`),
    );
    expect(revisions[0]).toMatchObject({ action: 'published', author: 'Scheduled publishing' });
  });

  it('lists pages with filters and paging', async () => {
    const document = await create(minimal('Listed zebra page'));
    const found = await json<{ items: Array<{ id: string; languages: Array<{ stage: string }> }>; total: number }>(
      await api('GET', '/api/content/pages?site=main&q=zebra&stage=draft'),
    );
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: document.id, languages: [{ stage: 'draft' }] });
    const paged = await json<{ items: unknown[]; total: number; pageSize: number }>(
      await api('GET', '/api/content/pages?pageSize=2&page=1'),
    );
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(10);
    for (const query of ['pageSize=1000', 'stage=live', 'changedSince=yesterday', 'language=english']) {
      const response = await api('GET', `/api/content/pages?${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('answers 400 naming the field for a bad shape, 409 for a taken slug, 413 for an oversized body', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...minimal(), title: '' }, /title/],
      [{ ...minimal(), slug: 'Not A Slug' }, /slug/],
      [{ ...minimal(), language: 'xx' }, /language/],
      [{ ...minimal(), site: 'nowhere' }, /site/],
      [{ ...minimal(), modules: [{ type: 'marquee' }] }, /modules\.0\.type/],
      [{ ...minimal(), modules: [{ type: 'rich-text', html: 42 }] }, /modules\.0\.html/],
      [{ ...minimal(), theme: 'Neon' }, /theme/],
      [{ ...minimal(), unknownField: 1 }, /unknownField/],
      // Look-alike and invisible characters never make a slug: a right-to-left override, a zero-width space.
      [{ ...minimal(), slug: 'about\u202eus' }, /slug/],
      [{ ...minimal(), slug: 'about\u200bus' }, /slug/],
      [{ ...minimal(), slug: 'ABOUT-us' }, /slug/],
      [{ ...minimal(), modules: [{ type: 'rich-text', html: '<p>x</p>', nested: nestedDeep(40) }] }, /nested deeper/],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '/api/content/pages', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(field);
    }
    const taken = await api('POST', '/api/content/pages', { body: { ...minimal(), slug: 'contact' } });
    expect(taken.status).toBe(409);
    const huge = await api('POST', '/api/content/pages', {
      raw: JSON.stringify({ ...minimal(), modules: [{ type: 'rich-text', html: 'x'.repeat(3 * 1024 * 1024) }] }),
    });
    expect(huge.status).toBe(413);
    const notJson = await api('POST', '/api/content/pages', {
      raw: 'title=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect([400, 415]).toContain(notJson.status);
  });

  it('names who saved: the editor by the name given at sign-in, an integrator as "API key <name>"', async () => {
    const named = await api('POST', '/api/editor-area-autentication', {
      cookie: null,
      body: { input: sut.config.editorPassword, name: 'Erika' },
    });
    const erika = named.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${EDITOR_COOKIE}=`))!
      .split(';')[0]!;
    const created = await api('POST', '/api/content/pages', { cookie: erika, body: minimal('Named author') });
    const document = await json<PageDocument>(created);
    expect(document.updatedBy).toBe('Erika');

    const key = await json<{ key: string }>(
      await api('POST', '/api/content/api-keys', {
        body: { name: 'PIM sync', scopes: ['content:write', 'content:read'] },
      }),
    );
    const bearer = { authorization: `Bearer ${key.key}` };
    const saved = await api('PUT', `/api/content/pages/${document.id}`, {
      cookie: null,
      headers: { ...bearer, ...ifMatch(1) },
      body: { language: 'en', title: 'Saved by a key', slug: document.languages[0]!.draft!.slug },
    });
    expect(saved.status).toBe(200);
    const revisions = await json<Array<{ author: string }>>(
      await api('GET', `/api/content/pages/${document.id}/revisions`, { cookie: null, headers: bearer }),
    );
    expect(revisions.map((r) => r.author)).toEqual(['API key PIM sync', 'Erika']);

    const reader = await json<{ key: string }>(
      await api('POST', '/api/content/api-keys', { body: { name: 'Reader', scopes: ['content:read'] } }),
    );
    const refused = await api('PUT', `/api/content/pages/${document.id}`, {
      cookie: null,
      headers: { authorization: `Bearer ${reader.key}`, ...ifMatch(2) },
      body: { language: 'en', title: 'Not allowed', slug: document.languages[0]!.draft!.slug },
    });
    expect(refused.status).toBe(403);
  });

  it('answers 401 to anonymous, customer and forged-cookie requests, and 403 to a cross-origin cookie write', async () => {
    const document = await create();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/content/pages'],
      ['POST', '/api/content/pages'],
      ['GET', `/api/content/pages/${document.id}`],
      ['PUT', `/api/content/pages/${document.id}`],
      ['DELETE', `/api/content/pages/${document.id}`],
      ['POST', `/api/content/pages/${document.id}/publish`],
      ['POST', `/api/content/pages/${document.id}/unpublish`],
      ['GET', `/api/content/pages/${document.id}/revisions`],
      ['POST', `/api/content/pages/${document.id}/revisions/1/restore`],
    ];
    const forged = `${EDITOR_COOKIE}=${'A'.repeat(43)}.${'B'.repeat(43)}`;
    for (const [method, path] of routes) {
      for (const cookie of ['', customer.header(base), forged]) {
        const response = await api(method, path, {
          cookie,
          body: method === 'GET' ? undefined : minimal(),
          headers: ifMatch(1),
        });
        expect(response.status, `${method} ${path} with ${cookie.slice(0, 20)}`).toBe(401);
      }
      if (method !== 'GET') {
        const crossOrigin = await api(method, path, {
          body: minimal(),
          headers: { ...ifMatch(1), origin: 'https://evil.example' },
        });
        expect(crossOrigin.status, `${method} ${path} cross-origin`).toBe(403);
      }
    }
    // Nothing of the refused writes landed.
    const after = await json<PageDocument>(await api('GET', `/api/content/pages/${document.id}`));
    expect(after.version).toBe(1);
  });
});
