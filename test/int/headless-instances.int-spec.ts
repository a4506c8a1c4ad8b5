import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_COOKIE } from '../../modules/editor-auth/index.js';
import { instanceNeutralHtml } from '../support/instance-html.js';
import { type CookieJar, signInToPortal } from '../support/oidc-test-provider.js';
import {
  type PeerInstance,
  peerAddresses,
  peerInstance,
  renderingPeerEnv,
  sourcePeerEnv,
  stopPeers,
} from '../support/peer-instances.js';

// Issue 33's "done when", in one run: instance 1 in builtin mode; instance 2 with CONTENT_SOURCE=graphql,
// PRODUCT_SOURCE=graphql, TICKETING_URL and SERVICE_INFO_URL all pointed at instance 1. Two real server processes of the production
// build, each with its own seeded PGlite database; instance 2's customers sign in at instance 1's embedded provider
// (PEER_SITES), so the ID token it forwards is one instance 1 trusts. No mocks.

const EDITOR_PASSWORD = 'headless-instances-editor-password';
const WEBHOOK_SECRET = 'headless-instances-webhook-secret-of-32-characters';
const CUSTOMER = 'carl@apex.example.com';
const STORY_SLUG = 'rendered-elsewhere';
const STORY_TITLE = 'Written on the source instance';
const PRODUCT_PAGE = '/en/products/cutting-stripping/cut-strip-machines/powerstrip-9550';
/** SPEC §8 (ticket screens): the generic apology (i18n `tickets.error.failed`). */
const APOLOGY = 'We are sorry, something went wrong. Please try again, and contact our support if it happens again.';
const SLOW = 300_000;

describe('two instances: the second renders content, product data and tickets from the first (issue 33)', () => {
  let source: PeerInstance;
  let renderer: PeerInstance;
  let editor = '';
  let storyId = '';
  let onSource: CookieJar;
  let onRenderer: CookieJar;
  let documentFile = '';

  async function start(name: string, base: string, env: Record<string, string>): Promise<PeerInstance> {
    const instance = await peerInstance(name, base, { EDITOR_PASSWORD, ...env });
    await instance.server.start(120_000);
    return instance;
  }

  const asEditor = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${source.base}${path}`, {
      method,
      headers: { cookie: editor, origin: source.base, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  /** A page as a browser asks for it; with `jar`, signed in. */
  const visit = async (instance: PeerInstance, path: string, jar?: CookieJar) => {
    const response = await fetch(`${instance.base}${path}`, {
      headers: jar ? { cookie: jar.header(instance.base) } : {},
      redirect: 'manual',
    });
    return {
      status: response.status,
      cache: response.headers.get('x-page-cache'),
      body: instanceNeutralHtml(await response.text(), instance.base),
    };
  };

  beforeAll(async () => {
    const { sourceBase, renderingBase } = await peerAddresses();
    source = await start('source', sourceBase, {
      // A publish tells the renderer which cached pages it makes stale.
      CACHE_WEBHOOK_URLS: `${renderingBase}/api/cache-invalidations`,
      CACHE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // The renderer's customers sign in here, and the ID tokens it forwards are accepted here.
      ...sourcePeerEnv(renderingBase),
    });

    const signIn = await fetch(`${source.base}/api/editor-area-autentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: source.base },
      body: JSON.stringify({ input: EDITOR_PASSWORD }),
    });
    editor = signIn.headers
      .getSetCookie()
      .find((line) => line.startsWith(`${EDITOR_COOKIE}=`))!
      .split(';')[0]!;
    // A rendering instance's key: reads with a budget of its own (an integrator's 120 a minute would stall it).
    const key = await asEditor('POST', '/api/content/api-keys', { name: 'renderer', scopes: ['content:render'] });
    expect(key.status, await key.clone().text()).toBe(201);
    const token = ((await key.json()) as { key: string }).key;

    // Published on the source after both databases were seeded: the renderer's own tables never hold it.
    const created = await asEditor('POST', '/api/content/stories', {
      language: 'en',
      title: STORY_TITLE,
      slug: STORY_SLUG,
      categorySlug: 'technology',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    ({ id: storyId } = (await created.json()) as { id: string });
    const published = await asEditor('POST', `/api/content/stories/${storyId}/publish`, {}, { 'if-match': '"1"' });
    expect(published.status, await published.clone().text()).toBe(200);

    renderer = await start('renderer', renderingBase, {
      CACHE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CONTENT_SOURCE: 'graphql',
      CONTENT_GRAPHQL_URL: `${source.base}/api/graphql/content`,
      CONTENT_GRAPHQL_TOKEN: token,
      // Product data comes from the same upstream (PRODUCT_GRAPHQL_URL and its token default to the content ones).
      PRODUCT_SOURCE: 'graphql',
      TICKETING_URL: `${source.base}/api/tickets-proxy`,
      // Inventory and product information (SPEC §7.6's service-information endpoint) from the same schema.
      SERVICE_INFO_URL: `${source.base}/api/tickets-proxy`,
      ...renderingPeerEnv(source.base),
    });
    onSource = await signInToPortal(source.base, CUSTOMER);
    onRenderer = await signInToPortal(renderer.base, CUSTOMER);
  }, SLOW);

  afterAll(() => stopPeers(renderer, source));

  it.each(['/en', '/de', PRODUCT_PAGE, `/en/stories/${STORY_SLUG}`])(
    'serves the public page %s as the first does, byte for byte apart from its own address',
    async (path) => {
      const [own, rendered] = [await visit(source, path), await visit(renderer, path)];
      expect(own.status).toBe(200);
      expect(rendered.status).toBe(200);
      expect(rendered.body).toBe(own.body);
    },
  );

  it("finds what was published on the first with the first's search index (page, API and suggestions)", async () => {
    const search = (instance: PeerInstance, kind: 'search' | 'suggest') =>
      fetch(`${instance.base}/api/search-proxy/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ localeCode: 'en', query: kind === 'search' ? 'source instance' : 'Written on' }),
      }).then(async (response) => ({ status: response.status, body: await response.json() }));
    const [own, rendered] = [await search(source, 'search'), await search(renderer, 'search')];
    expect(rendered.status).toBe(200);
    expect(JSON.stringify(rendered.body)).toContain(STORY_TITLE);
    expect(rendered.body).toEqual(own.body);
    const [ownSuggestions, suggestions] = [await search(source, 'suggest'), await search(renderer, 'suggest')];
    expect(JSON.stringify(suggestions.body)).toContain(STORY_TITLE);
    expect(suggestions.body).toEqual(ownSuggestions.body);

    const path = '/en/search?q=source+instance';
    const [ownPage, page] = [await visit(source, path), await visit(renderer, path)];
    expect(page.status).toBe(200);
    expect(page.body).toBe(ownPage.body);
  });

  it("answers the product's documents with the first's (the catalogue's /file/{slug})", async () => {
    const product = await visit(renderer, PRODUCT_PAGE);
    const documentPath = /href="(\/file\/[a-z0-9-]+\?l=[a-z-]+)"/.exec(product.body)?.[1];
    expect(documentPath, 'a document link on the product page').toBeTruthy();
    documentFile = documentPath!;
    const download = async (instance: PeerInstance) => {
      const response = await fetch(`${instance.base}${documentFile}`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        disposition: response.headers.get('content-disposition'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };
    const [own, rendered] = [await download(source), await download(renderer)];
    expect(rendered.status).toBe(200);
    expect(rendered).toEqual(own);
    const missing = await fetch(`${renderer.base}/file/no-such-document`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404, code: 'FileNotFound' });
  });

  it('serves the ticket list, a ticket and the inventory as the first does, to the same customer', async () => {
    const list = await visit(source, '/en/portal/tickets/list', onSource);
    expect(list.status).toBe(200);
    const ticketPath = /href="(\/en\/portal\/tickets\/[0-9a-f-]{36})"/.exec(list.body)?.[1];
    expect(ticketPath, 'a ticket link on the list').toBeTruthy();
    // Opening a ticket marks its replies read: open it on the source first, so both see the same state.
    await visit(source, ticketPath!, onSource);
    for (const path of ['/en/portal/tickets/list', ticketPath!, '/en/portal/inventory']) {
      const [own, rendered] = [await visit(source, path, onSource), await visit(renderer, path, onRenderer)];
      expect(rendered.status, path).toBe(200);
      expect(rendered.body, path).toBe(own.body);
    }
  });

  it('shows a publish on the first at the very next request on the second', async () => {
    const storyPath = `/en/stories/${STORY_SLUG}`;
    await visit(renderer, storyPath);
    expect((await visit(renderer, storyPath)).cache).toBe('hit');
    const edited = await asEditor(
      'PUT',
      `/api/content/stories/${storyId}`,
      { language: 'en', title: `${STORY_TITLE}, edited`, slug: STORY_SLUG, categorySlug: 'technology' },
      { 'if-match': '"2"' },
    );
    expect(edited.status, await edited.clone().text()).toBe(200);
    const published = await asEditor('POST', `/api/content/stories/${storyId}/publish`, {}, { 'if-match': '"3"' });
    expect(published.status, await published.clone().text()).toBe(200);

    const story = await visit(renderer, storyPath);
    expect(story.cache).toBe('miss');
    expect(story.body).toContain(`${STORY_TITLE}, edited`);
    // Its search results were forgotten too (the index changed on the first: `list:search`).
    const results = await visit(renderer, '/en/search?q=source+instance');
    expect(results.cache).toBe('miss');
    expect(results.body).toContain(`${STORY_TITLE}, edited`);
  });

  it(
    'keeps serving cached public pages once the first stops answering, and its portal shows the error text',
    async () => {
      const cached = ['/en', '/de', PRODUCT_PAGE];
      for (const path of cached) await visit(renderer, path);
      await source.server.kill('SIGKILL');

      for (const path of cached) {
        const page = await visit(renderer, path);
        expect(page.status, path).toBe(200);
        expect(page.cache, path).toBe('hit');
      }
      for (const path of ['/en/portal/tickets/list', '/en/portal/inventory']) {
        const portal = await visit(renderer, path, onRenderer);
        expect(portal.status, path).toBe(503);
        expect(portal.body, path).toContain(APOLOGY);
      }

      // A page never rendered here, and a search never asked: a 503 (try again), never a 500.
      const uncached = await visit(renderer, '/fr');
      expect(uncached.status).toBe(503);
      const search = await fetch(`${renderer.base}/api/search-proxy/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ localeCode: 'en', query: 'asked only now' }),
      });
      expect(search.status).toBe(503);
      expect(search.headers.get('retry-after')).toBe('5');
      expect(await search.json()).toMatchObject({ statusCode: 503, code: 'UpstreamUnavailable' });

      // A document comes from the first: none to give now, and a 503 says so (never a 500, never a stale guess).
      const document = await fetch(`${renderer.base}${documentFile}`);
      expect(document.status).toBe(503);
      expect(await document.json()).toMatchObject({ statusCode: 503, code: 'FileSourceUnavailable' });

      const health = await fetch(`${renderer.base}/api/health`);
      expect(health.status).toBe(200);
      const report = (await health.json()) as { status: string; upstreams: { name: string; status: string }[] };
      expect(report.status).toBe('degraded');
      expect(report.upstreams.map(({ name }) => name).sort()).toEqual([
        'content',
        'product data',
        'service-information',
        'ticketing',
      ]);
      // The probe runs at the report: every upstream is the stopped instance.
      expect(report.upstreams.every(({ status }) => status === 'down')).toBe(true);
    },
    SLOW,
  );
});
