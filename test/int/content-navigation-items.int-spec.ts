import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_COOKIE } from '../../modules/editor-auth/index.js';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface Version {
  title: string;
  parentId: string | null;
  position: number;
  hidden: boolean;
  countries: string[];
}
interface ItemDocument {
  id: string;
  version: number;
  parentId: string | null;
  position: number;
  hidden: boolean;
  countries: string[];
  languages: Array<{ language: string; draft: Version | null; published: Version | null }>;
}
interface NavLink {
  id: string;
  title: string;
  hidden: boolean;
  children: NavLink[];
}
interface Navigation {
  header: { items: NavLink[] };
}

/**
 * The content API for navigation items (docs/content-authoring.md § Navigation) through HTTP: drafts, publishing,
 * moves and reordering, hiding, country limits, versions (ETag, If-Match) and revisions; the rendered pages show a
 * published change at the next request.
 */
describe('content API: navigation items at /api/content/navigation-items', () => {
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
  const json = async <T>(response: Response) => (await response.json()) as T;
  const ifMatch = (version: number) => ({ 'if-match': `"${version}"` });
  const html = async (path: string) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const publicNav = async (query = '') =>
    json<Navigation>(await api('GET', `/api/site-navigation/public/main?lang=en${query}`, { cookie: null }));
  const draftNav = async () =>
    json<Navigation>(await api('GET', '/api/site-navigation/editor/main?lang=en&stage=DRAFT'));
  const titles = (items: NavLink[]) => items.map((i) => i.title);

  let seq = 0;
  const create = async (overrides: Record<string, unknown> = {}) => {
    seq++;
    const response = await api('POST', '/api/content/navigation-items', {
      body: {
        site: 'main',
        area: 'header',
        language: 'en',
        title: `Nav test ${seq}`,
        url: `/nav-test-${seq}`,
        ...overrides,
      },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return json<ItemDocument>(response);
  };
  const send = async (
    method: 'POST' | 'PUT',
    path: string,
    version: number,
    body?: unknown,
    expected = 200,
  ): Promise<ItemDocument> => {
    const response = await api(method, `/api/content/navigation-items/${path}`, { body, headers: ifMatch(version) });
    expect(response.status, await response.clone().text()).toBe(expected);
    return json<ItemDocument>(response);
  };
  const publish = (item: { id: string; version: number }) => send('POST', `${item.id}/publish`, item.version, {});

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

  it('creates a draft (201, ETag, Location) the public sees only once published, at the next request', async () => {
    const before = await html('/en');
    expect(before).toContain('Products');
    const response = await api('POST', '/api/content/navigation-items', {
      body: { site: 'main', area: 'header', language: 'en', title: 'Webinars today', url: '/webinars' },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(response.headers.get('etag')).toBe('"1"');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const item = await json<ItemDocument>(response);
    expect(response.headers.get('location')).toBe(`/api/content/navigation-items/${item.id}`);
    expect(item.id).toBe('main.webinars-today');
    expect(item.languages).toEqual([
      expect.objectContaining({
        language: 'en',
        published: null,
        draft: expect.objectContaining({ title: 'Webinars today' }),
      }),
    ]);
    expect(await html('/en')).not.toContain('Webinars today');
    expect(titles((await draftNav()).header.items)).toContain('Webinars today');

    const published = await publish(item);
    expect(published.version).toBe(2);
    expect(published.languages[0]).toMatchObject({ draft: null, published: { title: 'Webinars today' } });
    expect(titles((await publicNav()).header.items).at(-1)).toBe('Webinars today');
    expect(await html('/en')).toContain('Webinars today');
    // Other languages have no version of it.
    expect(await html('/de')).not.toContain('Webinars today');
  });

  it('reorders, and moves under another parent; the published order is the new one', async () => {
    const item = await create({ title: 'Reordered first' });
    const live = await publish(item);
    const moved = await send('POST', `${item.id}/move`, live.version, { parentId: null, position: 1 });
    expect(moved.position).toBe(1);
    // A draft until published: the public order is unchanged.
    expect(titles((await publicNav()).header.items)[0]).toBe('Products');
    expect(titles((await draftNav()).header.items)[0]).toBe('Reordered first');
    const after = await publish(moved);
    expect(titles((await publicNav()).header.items).slice(0, 3)).toEqual(['Reordered first', 'Products', 'Services']);
    expect((await html('/en')).indexOf('Reordered first')).toBeLessThan((await html('/en')).indexOf('Services'));

    const under = await send('POST', `${item.id}/move`, after.version, { parentId: 'main.about', position: 0 });
    expect(under).toMatchObject({ parentId: 'main.about', position: 0 });
    await publish(under);
    const nav = await publicNav();
    expect(titles(nav.header.items)).not.toContain('Reordered first');
    const about = nav.header.items.find((i) => i.id === 'main.about')!;
    expect(titles(about.children)).toEqual(['Reordered first', 'Careers', 'Locations']);

    // The seeded about item can't move below its own child: 400 naming parentId.
    const cycle = await api('POST', '/api/content/navigation-items/main.about/move', {
      body: { parentId: item.id, position: 0 },
      headers: ifMatch(1),
    });
    expect(cycle.status).toBe(400);
    expect(await json(cycle)).toMatchObject({ statusCode: 400, message: expect.stringMatching(/^parentId: .*itself/) });
    const self = await api('POST', `/api/content/navigation-items/${item.id}/move`, {
      body: { parentId: item.id, position: 0 },
      headers: ifMatch(under.version + 1),
    });
    expect(self.status).toBe(400);
    const nowhere = await api('POST', `/api/content/navigation-items/${item.id}/move`, {
      body: { parentId: 'main.nowhere', position: 0 },
      headers: ifMatch(under.version + 1),
    });
    expect(nowhere.status).toBe(400);
    expect(await json(nowhere)).toMatchObject({ message: expect.stringMatching(/^parentId/) });
    const unpublishedParent = await create({ title: 'Unpublished parent' });
    const child = await create({ title: 'Child of a draft', parentId: unpublishedParent.id });
    const refused = await api('POST', `/api/content/navigation-items/${child.id}/publish`, {
      body: {},
      headers: ifMatch(1),
    });
    expect(refused.status).toBe(409);
    const parentDelete = await api('DELETE', `/api/content/navigation-items/${unpublishedParent.id}`, {
      headers: ifMatch(1),
    });
    expect(parentDelete.status).toBe(409);
    expect((await api('DELETE', `/api/content/navigation-items/${child.id}`, { headers: ifMatch(1) })).status).toBe(
      204,
    );
    expect((await api('GET', `/api/content/navigation-items/${child.id}`)).status).toBe(404);
  });

  it('refuses to take away the last live header item of a site (a site without one is dropped, SPEC §3)', async () => {
    const site = 'north-america-events';
    const header = await json<{ items: Array<{ id: string; version: number }> }>(
      await api('GET', `/api/content/navigation-items?site=${site}&area=header`),
    );
    expect(header.items.length).toBeGreaterThan(1);
    const [last, ...others] = header.items;
    for (const item of others) {
      expect(
        (await api('DELETE', `/api/content/navigation-items/${item.id}`, { headers: ifMatch(item.version) })).status,
      ).toBe(204);
    }
    const unpublish = await api('POST', `/api/content/navigation-items/${last!.id}/unpublish`, {
      body: {},
      headers: ifMatch(last!.version),
    });
    expect(unpublish.status).toBe(409);
    expect(await json(unpublish)).toMatchObject({ message: expect.stringContaining('no published header navigation') });
    const remove = await api('DELETE', `/api/content/navigation-items/${last!.id}`, {
      headers: ifMatch(last!.version),
    });
    expect(remove.status).toBe(409);
    // The site is still served, with its one header item.
    const nav = await api('GET', `/api/site-navigation/public/${site}?lang=en`, { cookie: null });
    expect(nav.status).toBe(200);
    expect((await json<Navigation>(nav)).header.items.map((i) => i.id)).toEqual([last!.id]);
  });

  it('hides an item from the public (editors still see it, marked hidden) and unhides it', async () => {
    const item = await publish(await create({ title: 'Soon hidden' }));
    expect(await html('/en')).toContain('Soon hidden');
    const hidden = await publish(await send('PUT', item.id, item.version, { hidden: true }));
    expect(hidden.hidden).toBe(true);
    expect(await html('/en')).not.toContain('Soon hidden');
    const editorView = await json<Navigation>(await api('GET', '/api/site-navigation/editor/main?lang=en'));
    expect(editorView.header.items.find((i) => i.title === 'Soon hidden')?.hidden).toBe(true);
    const listed = await json<{ items: Array<{ id: string }> }>(
      await api('GET', '/api/content/navigation-items?site=main&hidden=true&parent=none&pageSize=100'),
    );
    expect(listed.items.map((i) => i.id)).toEqual(expect.arrayContaining([item.id, 'main.beta']));
    await publish(await send('PUT', item.id, hidden.version, { hidden: false }));
    expect(await html('/en')).toContain('Soon hidden');
  });

  it('limits an item to countries: shown in those locales only', async () => {
    const item = await publish(await create({ title: 'Swiss only offer' }));
    const limited = await publish(await send('PUT', item.id, item.version, { countries: ['CH', 'AT', 'CH'] }));
    expect(limited.countries).toEqual(['AT', 'CH']);
    expect(await html('/en-ch')).toContain('Swiss only offer');
    expect(await html('/en-us')).not.toContain('Swiss only offer');
    expect(await html('/en')).not.toContain('Swiss only offer');
    expect(titles((await publicNav('&country=AT')).header.items)).toContain('Swiss only offer');
    for (const countries of [['XX'], ['ch'], ['ALL'], 'CH', ['CHE']]) {
      const response = await api('PUT', `/api/content/navigation-items/${item.id}`, {
        body: { countries },
        headers: ifMatch(limited.version),
      });
      expect(response.status, JSON.stringify(countries)).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(/countries/);
    }
  });

  it('refuses a write without If-Match (428) and a stale one (412, naming who saved in between)', async () => {
    const item = await create();
    const missing = await api('PUT', `/api/content/navigation-items/${item.id}`, { body: { hidden: true } });
    expect(missing.status).toBe(428);
    expect(await json(missing)).toMatchObject({ statusCode: 428, message: expect.stringContaining('If-Match') });
    const named = await api('POST', '/api/editor-area-autentication', {
      cookie: null,
      body: { input: sut.config.editorPassword, name: 'Erika' },
    });
    const erika = named.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${EDITOR_COOKIE}=`))!
      .split(';')[0]!;
    const first = await api('PUT', `/api/content/navigation-items/${item.id}`, {
      cookie: erika,
      body: { language: 'en', title: 'Erika was here' },
      headers: ifMatch(1),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('etag')).toBe('"2"');
    const stale = await api('PUT', `/api/content/navigation-items/${item.id}`, {
      body: { language: 'en', title: 'Too late' },
      headers: ifMatch(1),
    });
    expect(stale.status).toBe(412);
    expect(await json(stale)).toMatchObject({ statusCode: 412, message: expect.stringMatching(/in between by Erika/) });
    const [a, b] = await Promise.all([
      api('POST', `/api/content/navigation-items/${item.id}/move`, {
        body: { parentId: null, position: 0 },
        headers: ifMatch(2),
      }),
      api('PUT', `/api/content/navigation-items/${item.id}`, { body: { hidden: true }, headers: ifMatch(2) }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 412]);
    for (const method of ['POST', 'DELETE'] as const) {
      const path = method === 'POST' ? `${item.id}/publish` : item.id;
      expect(
        (await api(method, `/api/content/navigation-items/${path}`, { body: method === 'POST' ? {} : undefined }))
          .status,
      ).toBe(428);
    }
  });

  it('keeps a revision per write, compares two and restores one as the new draft', async () => {
    const item = await create({ title: 'First name' });
    await send('PUT', item.id, 1, { language: 'en', title: 'Second name', breadcrumbOverride: 'Crumb' });
    await send('PUT', item.id, 2, { language: 'de', title: 'Zweiter Name' });
    const revisions = await json<Array<{ revision: number; action: string; author: string }>>(
      await api('GET', `/api/content/navigation-items/${item.id}/revisions`),
    );
    expect(revisions.map((r) => [r.revision, r.action, r.author])).toEqual([
      [3, 'saved', 'Editor'],
      [2, 'saved', 'Editor'],
      [1, 'created', 'Editor'],
    ]);
    const changes = await json<Array<{ field: string; from: unknown; to: unknown }>>(
      await api('GET', `/api/content/navigation-items/${item.id}/revisions/compare?from=1&to=2`),
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'languages.en.draft.title', from: 'First name', to: 'Second name' },
        { field: 'languages.en.draft.breadcrumbOverride', from: null, to: 'Crumb' },
      ]),
    );
    const restored = await api('POST', `/api/content/navigation-items/${item.id}/revisions/1/restore`, {
      headers: ifMatch(3),
    });
    expect(restored.status).toBe(200);
    expect(restored.headers.get('etag')).toBe('"4"');
    const document = await json<ItemDocument>(restored);
    expect(document.languages.find((l) => l.language === 'en')!.draft).toMatchObject({
      title: 'First name',
      position: item.position,
    });
    // A language the revision did not have stays as it is.
    expect(document.languages.find((l) => l.language === 'de')!.draft!.title).toBe('Zweiter Name');
    expect(
      (await api('POST', `/api/content/navigation-items/${item.id}/revisions/99/restore`, { headers: ifMatch(4) }))
        .status,
    ).toBe(404);

    // A seeded item gets its state kept as revision 1 at its first edit.
    const seeded = await send('PUT', 'main.services', 1, { language: 'en', title: 'Service & support' });
    expect(seeded.version).toBe(2);
    const history = await json<Array<{ action: string; author: string }>>(
      await api('GET', '/api/content/navigation-items/main.services/revisions'),
    );
    expect(history.map((r) => [r.action, r.author])).toEqual([
      ['saved', 'Editor'],
      ['original', 'Initial content'],
    ]);
  });

  it('publishes at publishAt and takes offline at unpublishAt without anyone asking', async () => {
    const item = await create({ title: 'Scheduled item', publishAt: new Date(Date.now() - 1000).toISOString() });
    expect(item).toMatchObject({ publishAt: expect.any(String) });
    const waitFor = async (shown: boolean) => {
      for (let attempt = 0; attempt < 50; attempt++) {
        if (titles((await publicNav()).header.items).includes('Scheduled item') === shown) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the scheduled item is ${shown ? 'not shown' : 'still shown'}`);
    };
    await waitFor(true);
    const live = await json<ItemDocument>(await api('GET', `/api/content/navigation-items/${item.id}`));
    await send('PUT', item.id, live.version, { unpublishAt: new Date(Date.now() - 1000).toISOString() });
    await waitFor(false);
    const revisions = await json<Array<{ action: string; author: string }>>(
      await api('GET', `/api/content/navigation-items/${item.id}/revisions`),
    );
    expect(revisions.map((r) => [r.action, r.author]).slice(0, 2)).toEqual([
      ['unpublished', 'Scheduled publishing'],
      ['saved', 'Editor'],
    ]);
  });

  it('lists items with filters and paging', async () => {
    const children = await json<{ items: Array<{ id: string; title: string }>; total: number }>(
      await api('GET', '/api/content/navigation-items?site=main&parent=main.footer.company&language=de'),
    );
    expect(children.items.map((i) => i.id)).toEqual([
      'main.footer.company.about',
      'main.footer.company.careers',
      'main.footer.company.news',
    ]);
    expect(children.items[0]!.title).toBe('Über uns');
    const found = await json<{ items: Array<{ id: string }>; total: number }>(
      await api('GET', '/api/content/navigation-items?q=trade%20shows'),
    );
    expect(found.items.map((i) => i.id)).toEqual(['main.us-events']);
    const paged = await json<{ items: unknown[]; total: number }>(
      await api('GET', '/api/content/navigation-items?site=main&pageSize=2&page=2'),
    );
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(20);
    for (const query of ['pageSize=1000', 'hidden=maybe', 'language=english', 'area=sidebar', 'parent=a%20b']) {
      const response = await api('GET', `/api/content/navigation-items?${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it('answers 400 naming the field for bad input, 413 for an oversized body', async () => {
    const valid = { site: 'main', area: 'header', language: 'en', title: 'Valid', url: '/valid' };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...valid, title: '' }, /title/],
      [{ ...valid, title: 'x'.repeat(201) }, /title/],
      [{ ...valid, area: 'sidebar' }, /area/],
      [{ ...valid, kind: 'banner' }, /kind/],
      [{ ...valid, language: 'xx' }, /language/],
      [{ ...valid, site: 'nowhere' }, /site/],
      [{ ...valid, url: 'javascript:alert(1)' }, /url/],
      [{ ...valid, position: -1 }, /position/],
      [{ ...valid, parentId: 'main.nowhere' }, /parentId/],
      [{ ...valid, kind: 'section' }, /kind/],
      [{ ...valid, teaser: { title: 5 } }, /teaser/],
      [{ ...valid, sections: [{ title: 'S', links: [{ text: 'x' }] }] }, /sections/],
      [{ ...valid, hidden: 'yes' }, /hidden/],
      [{ ...valid, unknownField: 1 }, /unknownField/],
    ];
    for (const [body, field] of cases) {
      const response = await api('POST', '/api/content/navigation-items', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = await json<{ statusCode: number }>(response);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer)).toMatch(field);
    }
    const item = await create();
    for (const [body, field] of [
      [{ title: 'No language' }, /language/],
      [{ parentId: null }, /parentId/],
    ] as const) {
      const response = await api('PUT', `/api/content/navigation-items/${item.id}`, { body, headers: ifMatch(1) });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toMatch(field);
    }
    const badMove = await api('POST', `/api/content/navigation-items/${item.id}/move`, {
      body: { parentId: null, position: 'first' },
      headers: ifMatch(1),
    });
    expect(badMove.status).toBe(400);
    expect(JSON.stringify(await badMove.json())).toMatch(/position/);
    const huge = await api('POST', '/api/content/navigation-items', {
      raw: JSON.stringify({ ...valid, marketingDescription: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect((await api('GET', '/api/content/navigation-items/bad%20id')).status).toBe(400);
    expect((await api('GET', '/api/content/navigation-items/main.nothing-here')).status).toBe(404);
  });

  it('answers 401 to anonymous and forged-cookie requests, and 403 to a cross-origin cookie write', async () => {
    const item = await create();
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/content/navigation-items'],
      ['POST', '/api/content/navigation-items'],
      ['GET', `/api/content/navigation-items/${item.id}`],
      ['PUT', `/api/content/navigation-items/${item.id}`],
      ['DELETE', `/api/content/navigation-items/${item.id}`],
      ['POST', `/api/content/navigation-items/${item.id}/move`],
      ['POST', `/api/content/navigation-items/${item.id}/publish`],
      ['POST', `/api/content/navigation-items/${item.id}/unpublish`],
      ['GET', `/api/content/navigation-items/${item.id}/revisions`],
      ['GET', `/api/content/navigation-items/${item.id}/revisions/compare?from=1&to=1`],
      ['POST', `/api/content/navigation-items/${item.id}/revisions/1/restore`],
    ];
    const forged = `${EDITOR_COOKIE}=${'A'.repeat(43)}.${'B'.repeat(43)}`;
    const body = { parentId: null, position: 0 };
    for (const [method, path] of routes) {
      for (const cookie of ['', forged]) {
        const response = await api(method, path, {
          cookie,
          body: method === 'GET' ? undefined : body,
          headers: ifMatch(1),
        });
        expect(response.status, `${method} ${path} with ${cookie.slice(0, 20)}`).toBe(401);
      }
      if (method !== 'GET') {
        const crossOrigin = await api(method, path, {
          body,
          headers: { ...ifMatch(1), origin: 'https://evil.example' },
        });
        expect(crossOrigin.status, `${method} ${path} cross-origin`).toBe(403);
      }
    }
    const after = await json<ItemDocument>(await api('GET', `/api/content/navigation-items/${item.id}`));
    expect(after.version).toBe(1);
  });
});
