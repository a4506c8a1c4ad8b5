import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_COOKIE } from '../../modules/editor-auth/index.js';
import { imageVersion } from '../../modules/files/image-sizes.contract.js';
import { openDatabase } from '../../src/core/database/database.js';
import { rowsOf } from '../../src/core/database/schema-level.js';
import { instanceNeutralHtml } from '../support/instance-html.js';
import { type PeerInstance, peerAddresses, peerInstance, stopPeers } from '../support/peer-instances.js';

const EDITOR_PASSWORD = 'headless-content-editor-password';
const STORY_SLUG = 'headless-rendering-story';
const STORY_TITLE = 'Rendered by another instance';
const WEBHOOK_SECRET = 'headless-content-webhook-secret-of-32-characters-or-more';
// What only the source's database says (SPEC §7.4 lookups): the renderer's own seeded rows say otherwise.
const SOURCE_SITE_NAME = 'Kudex Group, as the source names it';
const BRAND_SUFFIX = ' (named by the source)';
const SOURCE_REDIRECT = { from: '/en/moved-on-the-source', to: '/en/about' };
const RELATED_PRODUCT = 'hosver-hs-4000';
const PRODUCT_PATH = `/en/products/cutting-stripping/cut-strip-machines/${RELATED_PRODUCT}`;

/**
 * The source's database: the seeded template with a site and the brands renamed, a redirect added and a story related
 * to a product, none of which the renderer's own (freshly seeded) database holds. Returns the related story's title.
 */
async function prepareSourceDatabase(dataDir: string): Promise<string> {
  const handle = await openDatabase({ pgliteDir: dataDir });
  try {
    await handle.db.execute(sql`update site set name = ${SOURCE_SITE_NAME} where id = 'main'`);
    await handle.db.execute(sql`update brand set name = name || ${BRAND_SUFFIX}`);
    await handle.db.execute(
      sql`insert into redirect (site_id, previous_url, target) values ('main', ${SOURCE_REDIRECT.from}, ${SOURCE_REDIRECT.to})`,
    );
    const [related] = rowsOf<{ id: string; title: string }>(
      await handle.db.execute(
        sql`select id, title from story where language = 'en' and stage = 'PUBLISHED' order by id limit 1`,
      ),
    );
    if (!related) throw new Error('the template holds no published English story');
    await handle.db.execute(
      sql`insert into story_product (story_id, product_slug) values (${related.id}, ${RELATED_PRODUCT})`,
    );
    return related.title;
  } finally {
    await handle.close();
  }
}

/**
 * Issue 33 headless mode with two real server processes of the production build: instance 1 holds and edits the
 * content (builtin, its own PGlite), instance 2 renders from it (CONTENT_SOURCE=graphql with an API key created on
 * instance 1). Instance 2 has its own seeded database: the story published on instance 1 after both were seeded is
 * what proves instance 2 reads instance 1.
 */
type Instance = PeerInstance;

describe('headless content: an instance rendering from another over GraphQL (issue 33)', () => {
  let source: Instance;
  let renderer: Instance;
  let storyId = '';
  let cookie = '';
  let relatedStoryTitle = '';
  let token = '';

  async function start(
    name: string,
    base: string,
    env: Record<string, string> = {},
    prepare?: (dataDir: string) => Promise<unknown>,
  ): Promise<Instance> {
    const instance = await peerInstance(name, base, { EDITOR_PASSWORD, ...env }, prepare);
    await instance.server.start(120_000);
    return instance;
  }

  async function editorCookie(instance: Instance): Promise<string> {
    const response = await fetch(`${instance.base}/api/editor-area-autentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: instance.base },
      body: JSON.stringify({ input: EDITOR_PASSWORD }),
    });
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${EDITOR_COOKIE}=`));
    if (!cookie) throw new Error(`editor sign-in failed: ${response.status}`);
    return cookie.split(';')[0]!;
  }

  const asEditor = (instance: Instance, cookie: string, method: string, path: string, body: unknown, headers = {}) =>
    fetch(`${instance.base}${path}`, {
      method,
      headers: { cookie, origin: instance.base, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  const html = async (instance: Instance, path: string) => {
    const response = await fetch(`${instance.base}${path}`, { redirect: 'manual' });
    return { status: response.status, body: instanceNeutralHtml(await response.text(), instance.base) };
  };

  beforeAll(async () => {
    const { sourceBase, renderingBase } = await peerAddresses();
    // The publish webhook (issue 33): the source tells the renderer which cached pages a change makes stale.
    source = await start(
      'source',
      sourceBase,
      {
        CACHE_WEBHOOK_URLS: `${renderingBase}/api/cache-invalidations`,
        CACHE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
      async (dataDir) => (relatedStoryTitle = await prepareSourceDatabase(dataDir)),
    );
    cookie = await editorCookie(source);
    const key = await asEditor(source, cookie, 'POST', '/api/content/api-keys', {
      name: 'rendering instance',
      scopes: ['content:read'],
    });
    expect(key.status, await key.clone().text()).toBe(201);
    token = ((await key.json()) as { key: string }).key;
    // Published on the source after its seed: the renderer's own (seeded) tables never hold it.
    const created = await asEditor(source, cookie, 'POST', '/api/content/stories', {
      language: 'en',
      title: STORY_TITLE,
      slug: STORY_SLUG,
      categorySlug: 'technology',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    ({ id: storyId } = (await created.json()) as { id: string });
    const published = await asEditor(
      source,
      cookie,
      'POST',
      `/api/content/stories/${storyId}/publish`,
      {},
      {
        'if-match': '"1"',
      },
    );
    expect(published.status, await published.clone().text()).toBe(200);
    renderer = await start('renderer', renderingBase, {
      CACHE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CONTENT_SOURCE: 'graphql',
      CONTENT_GRAPHQL_URL: `${source.base}/api/graphql/content`,
      CONTENT_GRAPHQL_TOKEN: token,
    });
  }, 300_000);

  afterAll(() => stopPeers(renderer, source));

  it('serves the home page as the source does, apart from its own address', async () => {
    const [own, rendered] = [await html(source, '/en'), await html(renderer, '/en')];
    expect(rendered.status).toBe(200);
    expect(rendered.body).toBe(own.body);
  });

  it('serves a story published on the source, byte for byte apart from its own address', async () => {
    const [own, rendered] = [
      await html(source, `/en/stories/${STORY_SLUG}`),
      await html(renderer, `/en/stories/${STORY_SLUG}`),
    ];
    expect(own.status).toBe(200);
    expect(rendered.body).toContain(STORY_TITLE);
    expect(rendered.body).toBe(own.body);
  });

  it('serves the stories list and the German home page (navigation, language links) as the source does', async () => {
    for (const path of ['/en/stories', '/de']) {
      const [own, rendered] = [await html(source, path), await html(renderer, path)];
      expect(rendered.status, path).toBe(200);
      expect(rendered.body, path).toBe(own.body);
    }
  });

  it('names the site as the source does, not as its own database (SPEC §7.4 sites)', async () => {
    const rendered = await html(renderer, '/en/about');
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain(`content="${SOURCE_SITE_NAME}"`);
    expect(rendered.body).toBe((await html(source, '/en/about')).body);
  });

  it('serves a product page with the brands and related stories of the source (SPEC §7.4 brands, related stories)', async () => {
    const [own, rendered] = [await html(source, PRODUCT_PATH), await html(renderer, PRODUCT_PATH)];
    expect(own.status).toBe(200);
    expect(rendered.body).toContain(BRAND_SUFFIX);
    expect(rendered.body).toContain(relatedStoryTitle);
    // Not byte for byte: the catalogue itself is this renderer's own (PRODUCT_SOURCE=builtin), seeded at another time,
    // so its product images carry other versions; what the content source says is the same.
    const related = (body: string) => body.match(/"relatedStories":(\[[^\]]*\])/)?.[1];
    expect(related(rendered.body)).toBe(related(own.body));
    const brands = (body: string) => body.match(/"brand":\{"id":"[^"]+","name":"[^"]+"/g);
    expect(brands(rendered.body)).toEqual(brands(own.body));
  });

  it('answers the locales, countries and languages of the source (SPEC §7.4 lookups)', async () => {
    const [own, rendered] = await Promise.all(
      [source, renderer].map(async (instance) => (await fetch(`${instance.base}/api/locales`)).text()),
    );
    expect(JSON.parse(rendered)).toContainEqual(expect.objectContaining({ urlCode: 'de-ch' }));
    expect(rendered).toBe(own);
  });

  it("follows a redirect only the source's table holds (SPEC §7.4 redirects)", async () => {
    const response = await fetch(`${renderer.base}${SOURCE_REDIRECT.from}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(SOURCE_REDIRECT.to);
  });

  it('drops exactly the pages a publish on the source changes, before the publish answers (webhook)', async () => {
    const visit = async (path: string) => {
      const response = await fetch(`${renderer.base}${path}`);
      return { cache: response.headers.get('x-page-cache'), body: await response.text() };
    };
    const storyPath = `/en/stories/${STORY_SLUG}`;
    await visit(storyPath);
    await visit('/en/about');
    expect((await visit(storyPath)).cache).toBe('hit');
    expect((await visit('/en/about')).cache).toBe('hit');

    const edited = await asEditor(
      source,
      cookie,
      'PUT',
      `/api/content/stories/${storyId}`,
      { language: 'en', title: `${STORY_TITLE}, edited`, slug: STORY_SLUG, categorySlug: 'technology' },
      { 'if-match': '"2"' },
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    const published = await asEditor(
      source,
      cookie,
      'POST',
      `/api/content/stories/${storyId}/publish`,
      {},
      {
        'if-match': '"3"',
      },
    );
    expect(published.status, await published.clone().text()).toBe(200);

    // The very next request after the publish answered: the story is rendered anew; an unrelated page stays cached.
    const story = await visit(storyPath);
    expect(story.cache).toBe('miss');
    expect(story.body).toContain(`${STORY_TITLE}, edited`);
    expect((await visit('/en/about')).cache).toBe('hit');
  });

  it("redirects from a story's old address once the source published it under a new slug", async () => {
    const moved = `${STORY_SLUG}-moved`;
    const edited = await asEditor(
      source,
      cookie,
      'PUT',
      `/api/content/stories/${storyId}`,
      { language: 'en', title: `${STORY_TITLE}, moved`, slug: moved, categorySlug: 'technology' },
      { 'if-match': '"4"' },
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    const published = await asEditor(
      source,
      cookie,
      'POST',
      `/api/content/stories/${storyId}/publish`,
      {},
      { 'if-match': '"5"' },
    );
    expect(published.status, await published.clone().text()).toBe(200);

    const old = await fetch(`${renderer.base}/en/stories/${STORY_SLUG}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/en/stories/${moved}`);
    const [own, rendered] = [await html(source, `/en/stories/${moved}`), await html(renderer, `/en/stories/${moved}`)];
    expect(rendered.status).toBe(200);
    expect(rendered.body).toBe(own.body);
  });

  // Issue 33: images of the source's media library, resized by the renderer from the source's originals.
  const image = { id: '', version: '', bytes: Buffer.alloc(0) };
  const imagePath = (size: string, version = image.version) =>
    `/api/images/${image.id}?size=${size}&format=png&v=${version}`;
  const getImage = async (instance: Instance, path: string) => {
    const response = await fetch(`${instance.base}${path}`);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      cache: response.headers.get('x-image-cache'),
      cacheControl: response.headers.get('cache-control'),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };

  it("renders an image uploaded to the source's media library, byte for byte as the source does", async () => {
    image.bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image.bytes)], { type: 'image/png' }), 'Headless Photo.png');
    const uploaded = await fetch(`${source.base}/api/content/images`, {
      method: 'POST',
      headers: { cookie, origin: source.base },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const detail = (await uploaded.json()) as { id: string; updatedAt: string };
    image.id = detail.id;
    image.version = imageVersion(new Date(detail.updatedAt));

    const [own, rendered] = [
      await getImage(source, imagePath('Fallback')),
      await getImage(renderer, imagePath('Fallback')),
    ];
    expect(own.status).toBe(200);
    expect(rendered.status, rendered.body.toString()).toBe(200);
    expect(rendered.type).toBe('image/png');
    expect(rendered.cache).toBe('rendered');
    expect(rendered.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(rendered.body.equals(own.body)).toBe(true);
    expect(await sharp(rendered.body).metadata()).toMatchObject({ width: 400, height: 300, format: 'png' });
    // The renderer's own disk cache answers the next time (as the builtin does).
    expect((await getImage(renderer, imagePath('Fallback'))).cache).toBe('disk');
  });

  it('answers 404 for an image the source deleted once the source answered the deletion (webhook)', async () => {
    const form = new FormData();
    const bytes = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'Short lived.png');
    const uploaded = await fetch(`${source.base}/api/content/images`, {
      method: 'POST',
      headers: { cookie, origin: source.base },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    expect((await getImage(renderer, `/api/images/${id}?size=Contact`)).status).toBe(200);

    const deleted = await fetch(`${source.base}/api/content/images/${id}`, {
      method: 'DELETE',
      headers: { cookie, origin: source.base },
    });
    expect(deleted.status).toBe(204);
    const gone = await fetch(`${renderer.base}/api/images/${id}?size=Contact`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: 'ImageNotFound' });
  });

  it("serves the original to the source's API keys only, with its version", async () => {
    const url = `${source.base}/api/content/images/${image.id}/original`;
    const original = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('x-image-version')).toBe(image.version);
    expect(Buffer.from(await original.arrayBuffer()).equals(image.bytes)).toBe(true);
    expect((await fetch(url)).status).toBe(401);
    const unknown = await fetch(`${source.base}/api/content/images/no-such-image-0000/original`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.status).toBe(404);
  });

  it('answers 404 JSON for an image the source does not hold', async () => {
    const response = await fetch(`${renderer.base}/api/images/no-such-image-0000?size=Fallback`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ statusCode: 404, code: 'ImageNotFound' });
  });

  it("follows a new version of the source's image (webhook), rendering it anew", async () => {
    const changed = await asEditor(source, cookie, 'PUT', `/api/content/images/${image.id}`, {
      alt: { en: 'A green rectangle, described on the source' },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const previous = image.version;
    image.version = imageVersion(new Date(((await changed.json()) as { updatedAt: string }).updatedAt));
    expect(image.version).not.toBe(previous);

    // The very next request after the change answered: the old version is no longer the current one, and the
    // current one is rendered anew from the source's original (not taken from the old version's copy on disk)...
    const old = await getImage(renderer, imagePath('Fallback', previous));
    expect(old.status).toBe(200);
    expect(old.cacheControl).toBe('public, no-cache');
    expect(old.cache).toBe('rendered');
    // ...and kept on disk under the new version, which URLs naming it get as immutable.
    const current = await getImage(renderer, imagePath('Fallback'));
    expect(current.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(current.cache).toBe('disk');
    expect(current.body.equals((await getImage(source, imagePath('Fallback'))).body)).toBe(true);
  });

  it("forwards an editor's draft-proxy query to the source with the DRAFT stage", async () => {
    const rendererEditor = await editorCookie(renderer);
    const response = await asEditor(renderer, rendererEditor, 'POST', '/api/hygraph-draft-proxy', {
      query: '{ pageBySlug(siteId: "main", language: "en", slug: "smart-factory-story") { stage title } }',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({
      data: { pageBySlug: { stage: 'DRAFT', title: expect.stringContaining('(draft)') } },
    });
    const refused = await asEditor(renderer, rendererEditor, 'POST', '/api/hygraph-draft-proxy', { query: '{ nope }' });
    expect(refused.status).toBe(400);
    // SPEC §7.6: the upstream's first message.
    const { errors } = (await refused.json()) as { errors: { message: string }[] };
    expect(errors[0]!.message).toContain('nope');
  });

  interface Health {
    status: string;
    upstreams: { name: string; status: string; lastError?: string }[];
  }

  const health = async () => {
    const response = await fetch(`${renderer.base}/api/health`);
    return { status: response.status, body: (await response.json()) as Health };
  };

  // It stops the source: only tests of a source that does not answer come after it.
  it('keeps serving its cached public pages when the source stops answering; /api/health says so and stays 200', async () => {
    expect((await health()).body.upstreams).toContainEqual(expect.objectContaining({ name: 'content', status: 'up' }));
    const home = '/en';
    await fetch(`${renderer.base}${home}`).then((response) => response.arrayBuffer());
    await source.server.kill('SIGKILL');

    const cached = await fetch(`${renderer.base}${home}`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-page-cache')).toBe('hit');
    expect(await cached.text()).toContain('</html>');

    // A page nobody asked for before has nothing to fall back on: the error page with a 503 (try again), no stack.
    const uncached = await fetch(`${renderer.base}/fr`);
    expect(uncached.status).toBe(503);
    const text = await uncached.text();
    expect(text).toContain('<html');
    expect(text).not.toMatch(/\bat .+\.js:\d+/);

    const report = await health();
    expect(report.status).toBe(200);
    expect(report.body.status).toBe('degraded');
    expect(report.body.upstreams).toContainEqual(expect.objectContaining({ name: 'content', status: 'down' }));
  });

  // After the one above: the source is stopped.
  it("serves the source's images it rendered before from disk while the source is down; others answer 503 JSON", async () => {
    const rendered = await getImage(renderer, imagePath('Fallback'));
    expect(rendered.status).toBe(200);
    expect(rendered.cache).toBe('disk');

    const response = await fetch(`${renderer.base}${imagePath('Inline')}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await response.json()).toMatchObject({ statusCode: 503, code: 'ImageSourceUnavailable' });
  });
});
