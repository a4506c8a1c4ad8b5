import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_COOKIE } from '../../modules/editor-auth/index.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface AuthoredDocument {
  id: string;
  kind: string;
  version: number;
  updatedBy: string;
  languages: Array<{
    language: string;
    draft: ({ title: string } & Record<string, unknown>) | null;
    published: ({ title: string } & Record<string, unknown>) | null;
    path: string | null;
  }>;
}

interface Kind {
  resource: string;
  /** A valid write body, unique per call. */
  body(title: string): Record<string, unknown>;
  /** Whether the public sees the document (its page, or the news feed). */
  publicSees(document: AuthoredDocument, title: string): Promise<boolean>;
  /** Its public URL (null: none of its own). */
  url(document: AuthoredDocument): string | null;
  /** A word only this kind's lifecycle title has; null: not in the site search (news items). */
  searchWord: string | null;
  /** Bad bodies and the field each 400 must name. */
  bad: [Record<string, unknown>, RegExp][];
}

/**
 * The content API for stories, media releases and news items (docs/content-authoring.md) through HTTP: drafts the
 * public can't see, publishing, versions (ETag, If-Match), revisions, deletion; the same rules as pages.
 */
describe('content API: stories, media releases and news items', () => {
  let sut: TestApp;
  let base: string;
  let editor: string;

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
  const visit = (path: string) => fetch(`${base}${path}`, { redirect: 'manual' });
  const json = async <T>(response: Response) => (await response.json()) as T;
  const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });

  let seq = 0;
  const slug = () => `kinds-test-${++seq}`;
  const rich = (text: string) => [{ type: 'rich-text', html: `<p>${text}</p>` }];
  const pageShows = async (path: string | null, title: string) => {
    if (!path) return false;
    const response = await visit(path);
    return response.status === 200 && (await response.text()).includes(title);
  };

  const kinds: Record<string, Kind> = {
    stories: {
      resource: '/api/content/stories',
      body: (title) => ({ language: 'en', title, slug: slug(), categorySlug: 'technology', modules: rich(title) }),
      publicSees: (document, title) => pageShows(`/en/stories/${slugOf(document)}`, title),
      url: (document) => `/en/stories/${slugOf(document)}`,
      searchWord: 'quokkastory',
      bad: [
        [{ categorySlug: 'no-such-category' }, /categorySlug/],
        [{ teaserImageId: 'no-such-image' }, /teaserImageId/],
        [{ categorySlug: undefined }, /categorySlug/],
      ],
    },
    'media releases': {
      resource: '/api/content/media-releases',
      body: (title) => ({ language: 'en', title, slug: slug(), leadText: 'Lead', modules: rich(title) }),
      publicSees: (document, title) => pageShows(`/en/media-releases/${slugOf(document)}`, title),
      url: (document) => `/en/media-releases/${slugOf(document)}`,
      searchWord: 'narwhalrelease',
      bad: [
        [{ publicationDate: 'yesterday' }, /publicationDate/],
        [{ adhoc: 'yes' }, /adhoc/],
      ],
    },
    'news items': {
      resource: '/api/content/news-items',
      body: (title) => ({ language: 'en', title, text: 'Short news', link: '/en/contact' }),
      publicSees: async (document) => {
        const feed = await json<{ items: Array<{ id: string }> }>(await visit('/api/news-feed?lang=en&first=50'));
        return feed.items.some((item) => item.id === document.id);
      },
      url: () => null,
      searchWord: null,
      bad: [
        [{ link: 'javascript:alert(1)' }, /link/],
        [{ imageId: 'no-such-image' }, /imageId/],
        [{ publicationDate: 'soon' }, /publicationDate/],
      ],
    },
  };
  const slugOf = (document: AuthoredDocument) => {
    const state = document.languages[0]!;
    return String((state.draft ?? state.published)!['slug']);
  };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sut = await startTestApp({ port, env: { CONTENT_SCHEDULE_INTERVAL_MS: '200' } });
    const signIn = await api('POST', '/api/editor-area-autentication', {
      cookie: null,
      body: { input: sut.config.editorPassword },
    });
    editor = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${EDITOR_COOKIE}=`))!
      .split(';')[0]!;
  }, 180_000);
  afterAll(async () => {
    await sut?.stop();
  });

  describe.each(Object.entries(kinds))('%s', (_name, kind) => {
    const create = async (title: string, extra: Record<string, unknown> = {}) => {
      const response = await api('POST', kind.resource, { body: { ...kind.body(title), ...extra } });
      expect(response.status, await response.clone().text()).toBe(201);
      expect(response.headers.get('etag')).toBe('"1"');
      const document = await json<AuthoredDocument>(response);
      expect(response.headers.get('location')).toBe(`${kind.resource}/${document.id}`);
      return document;
    };

    it('goes from draft to published, edited, compared, restored, unpublished and deleted', async () => {
      const title = `Lifecycle ${kind.searchWord ?? seq}`;
      const searchFinds = async () => {
        if (!kind.searchWord) return false;
        const response = await api('POST', '/api/search-proxy/search', {
          cookie: null,
          body: { localeCode: 'en', query: kind.searchWord },
        });
        expect(response.status).toBe(200);
        return JSON.stringify(await response.json()).includes(kind.searchWord);
      };
      const document = await create(title);
      expect(document.languages).toEqual([
        expect.objectContaining({ language: 'en', published: null, draft: expect.objectContaining({ title }) }),
      ]);
      expect(await kind.publicSees(document, title)).toBe(false);

      const published = await api('POST', `${kind.resource}/${document.id}/publish`, { headers: ifMatch(1), body: {} });
      expect(published.status, await published.clone().text()).toBe(200);
      expect(published.headers.get('etag')).toBe('"2"');
      const live = await json<AuthoredDocument>(published);
      expect(live.languages[0]).toMatchObject({ draft: null, path: kind.url(document) });
      expect(await kind.publicSees(document, title)).toBe(true);
      if (kind.searchWord) expect(await searchFinds()).toBe(true);

      // Two editors at once: without If-Match 428, with an old version 412 naming who saved.
      const edit = { ...kind.body(`${title} edited`), slug: live.languages[0]!.published!['slug'] };
      expect((await api('PUT', `${kind.resource}/${document.id}`, { body: edit })).status).toBe(428);
      const stale = await api('PUT', `${kind.resource}/${document.id}`, { body: edit, headers: ifMatch(1) });
      expect(stale.status).toBe(412);
      expect(await json(stale)).toMatchObject({ message: expect.stringMatching(/saved in between by Editor/) });
      const saved = await api('PUT', `${kind.resource}/${document.id}`, { body: edit, headers: ifMatch(2) });
      expect(saved.status, await saved.clone().text()).toBe(200);
      expect(saved.headers.get('etag')).toBe('"3"');
      expect((await json<AuthoredDocument>(saved)).languages[0]).toMatchObject({
        draft: { title: `${title} edited` },
        published: { title },
      });
      // The public still sees the published text until the draft is published.
      expect(await kind.publicSees(document, title)).toBe(true);

      const revisions = await json<Array<{ revision: number; action: string; author: string }>>(
        await api('GET', `${kind.resource}/${document.id}/revisions`),
      );
      expect(revisions.map((r) => [r.revision, r.action, r.author])).toEqual([
        [3, 'saved', 'Editor'],
        [2, 'published', 'Editor'],
        [1, 'created', 'Editor'],
      ]);
      const changes = await json<Array<{ field: string; from: unknown; to: unknown }>>(
        await api('GET', `${kind.resource}/${document.id}/revisions/compare?from=2&to=3`),
      );
      expect(changes).toContainEqual({ field: 'languages.en.draft.title', from: null, to: `${title} edited` });
      const restored = await api('POST', `${kind.resource}/${document.id}/revisions/1/restore`, {
        headers: ifMatch(3),
      });
      expect(restored.status, await restored.clone().text()).toBe(200);
      expect(restored.headers.get('etag')).toBe('"4"');
      expect((await json<AuthoredDocument>(restored)).languages[0]!.draft!.title).toBe(title);
      expect(
        (await api('POST', `${kind.resource}/${document.id}/revisions/99/restore`, { headers: ifMatch(4) })).status,
      ).toBe(404);

      const offline = await api('POST', `${kind.resource}/${document.id}/unpublish`, { headers: ifMatch(4), body: {} });
      expect(offline.status).toBe(200);
      expect((await json<AuthoredDocument>(offline)).languages[0]).toMatchObject({ published: null, path: null });
      expect(await kind.publicSees(document, title)).toBe(false);

      // Published again, then deleted: its URL answers 410.
      await api('POST', `${kind.resource}/${document.id}/publish`, { headers: ifMatch(5), body: {} });
      expect(await kind.publicSees(document, title)).toBe(true);
      expect((await api('DELETE', `${kind.resource}/${document.id}`)).status).toBe(428);
      const deleted = await api('DELETE', `${kind.resource}/${document.id}`, { headers: ifMatch(6) });
      expect(deleted.status).toBe(204);
      expect((await api('GET', `${kind.resource}/${document.id}`)).status).toBe(404);
      expect(await kind.publicSees(document, title)).toBe(false);
      expect(await searchFinds()).toBe(false);
      const url = kind.url(document);
      if (url) expect((await visit(url)).status).toBe(410);
    });

    it('deletes with redirectTo: the published URL answers 301 there', async () => {
      const document = await create('Redirected away');
      const url = kind.url(document);
      if (!url) return;
      await api('POST', `${kind.resource}/${document.id}/publish`, { headers: ifMatch(1), body: {} });
      const deleted = await api('DELETE', `${kind.resource}/${document.id}?redirectTo=/en/contact`, {
        headers: ifMatch(2),
      });
      expect(deleted.status).toBe(204);
      const visitor = await visit(url);
      expect(visitor.status).toBe(301);
      expect(visitor.headers.get('location')).toMatch(/\/en\/contact$/);
    });

    it('publishes at publishAt without anyone asking', async () => {
      const title = `Scheduled ${seq}`;
      const document = await create(title, { publishAt: new Date(Date.now() - 1000).toISOString() });
      let seen = false;
      for (let attempt = 0; attempt < 50 && !seen; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await kind.publicSees(document, title);
      }
      expect(seen).toBe(true);
      const revisions = await json<Array<{ action: string; author: string }>>(
        await api('GET', `${kind.resource}/${document.id}/revisions`),
      );
      expect(revisions[0]).toMatchObject({ action: 'published', author: 'Scheduled publishing' });
    });

    it('lists with filters and paging', async () => {
      const document = await create('Listed zebra document');
      const found = await json<{ items: Array<{ id: string; languages: Array<{ stage: string }> }>; total: number }>(
        await api('GET', `${kind.resource}?q=zebra&stage=draft&language=en`),
      );
      expect(found.total).toBe(1);
      expect(found.items[0]).toMatchObject({ id: document.id, languages: [{ stage: 'draft' }] });
      const paged = await json<{ items: unknown[]; total: number }>(await api('GET', `${kind.resource}?pageSize=2`));
      expect(paged.items).toHaveLength(2);
      const since = await json<{ total: number }>(
        await api('GET', `${kind.resource}?changedSince=${new Date(Date.now() + 60_000).toISOString()}`),
      );
      expect(since.total).toBe(0);
      for (const query of ['pageSize=1000', 'stage=live', 'changedSince=yesterday', 'language=english']) {
        expect((await api('GET', `${kind.resource}?${query}`)).status, query).toBe(400);
      }
    });

    it('answers 400 naming the field, and 413 for an oversized body', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ title: '' }, /title/],
        [{ language: 'xx' }, /language/],
        [{ unknownField: 1 }, /unknownField/],
        ...kind.bad,
      ];
      for (const [change, field] of cases) {
        const response = await api('POST', kind.resource, { body: { ...kind.body('Bad'), ...change } });
        expect(response.status, JSON.stringify(change)).toBe(400);
        expect(JSON.stringify(await response.json())).toMatch(field);
      }
      const huge = await api('POST', kind.resource, {
        raw: JSON.stringify({ ...kind.body('Huge'), text: 'x'.repeat(3 * 1024 * 1024) }),
      });
      expect(huge.status).toBe(413);
    });

    it('answers 401 to anonymous and forged-cookie requests, and 403 to a cross-origin cookie write', async () => {
      const document = await create('Guarded');
      const id = document.id;
      const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
        ['GET', kind.resource],
        ['POST', kind.resource],
        ['GET', `${kind.resource}/${id}`],
        ['PUT', `${kind.resource}/${id}`],
        ['DELETE', `${kind.resource}/${id}`],
        ['POST', `${kind.resource}/${id}/publish`],
        ['POST', `${kind.resource}/${id}/unpublish`],
        ['GET', `${kind.resource}/${id}/revisions`],
        ['GET', `${kind.resource}/${id}/revisions/compare?from=1&to=1`],
        ['POST', `${kind.resource}/${id}/revisions/1/restore`],
      ];
      const forged = `${EDITOR_COOKIE}=${'A'.repeat(43)}.${'B'.repeat(43)}`;
      for (const [method, path] of routes) {
        for (const cookie of ['', forged]) {
          const response = await api(method, path, {
            cookie,
            body: method === 'GET' ? undefined : kind.body('Refused'),
            headers: ifMatch(1),
          });
          expect(response.status, `${method} ${path} with ${cookie.slice(0, 20)}`).toBe(401);
        }
        if (method !== 'GET') {
          const crossOrigin = await api(method, path, {
            body: kind.body('Refused'),
            headers: { ...ifMatch(1), origin: 'https://evil.example' },
          });
          expect(crossOrigin.status, `${method} ${path} cross-origin`).toBe(403);
        }
      }
      const after = await json<AuthoredDocument>(await api('GET', `${kind.resource}/${id}`));
      expect(after.version).toBe(1);
    });
  });
});
