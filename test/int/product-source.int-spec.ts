import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BuiltinProductSource,
  PRODUCT_SOURCE,
  type GraphqlSchemaPart,
  type ProductSource,
  registerProductsGraphql,
} from '../../modules/products/index.js';
import { indexCatalogue } from '../../modules/products/catalogue-index.js';
import { GraphqlProductSource } from '../../modules/products/graphql-product-source.js';
import {
  HttpNetworkError,
  HttpTimeoutError,
  UpstreamGraphqlError,
  UpstreamGraphqlFactory,
} from '../../src/core/http-client/index.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';

const LANGUAGES = ['en', 'de', 'fr', 'ja', 'zh', 'pt'];
const CUT_STRIP = '/products/cutting-stripping/cut-strip-machines';

/** A real HTTP server; `handle` answers each request (swapped by the tests to make the upstream fail). */
async function listen(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * Issue 33 product data over GraphQL, no mocks: the product schema part (products.graphql.ts) served by graphql-yoga
 * on a real port over the builtin source of a seeded app; the graphql source reads it back.
 */
describe('the graphql product source against the product schema part', () => {
  let source: TestApp;
  let builtin: BuiltinProductSource;
  let upstreams: UpstreamGraphqlFactory;
  let upstream: { server: Server; base: string };
  let calls: number;
  let mode: 'up' | 'down' | 'silent';
  let graphql: GraphqlProductSource;

  beforeAll(async () => {
    source = await startTestApp();
    builtin = source.app.get(BuiltinProductSource);
    upstreams = source.app.get(UpstreamGraphqlFactory);
    // As the content schema endpoint takes it: a schema of its own merged with the parts registered into it.
    const parts: GraphqlSchemaPart[] = [];
    registerProductsGraphql({ extend: (part) => parts.push(part) }, builtin);
    const yoga = createYoga({
      logging: false,
      schema: createSchema({
        typeDefs: ['type Query { ping: String }', ...parts.map((part) => part.typeDefs)],
        resolvers: [{ Query: { ping: () => 'pong' } }, ...parts.map((part) => part.resolvers)],
      }),
    });
    mode = 'up';
    calls = 0;
    upstream = await listen((request, response) => {
      calls += 1;
      if (mode === 'silent') return; // never answers
      if (mode === 'down') response.writeHead(503, { 'content-type': 'text/plain' }).end('maintenance');
      else void yoga(request, response);
    });
    graphql = new GraphqlProductSource(upstreams.create({ name: 'products-test', url: `${upstream.base}/graphql` }));
  });

  afterAll(async () => {
    await close(upstream.server);
    await source.stop();
  });

  const post = (body: unknown) =>
    fetch(`${upstream.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it.each(LANGUAGES)('returns the catalogue in %s as the builtin source does, key order included', async (language) => {
    const [local, remote] = await Promise.all([builtin.catalogue(language), graphql.catalogue(language)]);
    expect(local.products.length).toBeGreaterThan(5);
    expect(remote).toEqual(local);
    expect(JSON.stringify(remote)).toBe(JSON.stringify(local));
    expect(JSON.stringify(indexCatalogue(remote))).toBe(JSON.stringify(indexCatalogue(local)));
  });

  it.each(['en', 'de', 'ja'])('returns every product detail in %s as the builtin source does', async (language) => {
    const { products } = await builtin.catalogue(language);
    for (const { slug } of products) {
      const [local, remote] = await Promise.all([
        builtin.productDetail(language, slug),
        graphql.productDetail(language, slug),
      ]);
      expect(local, slug).not.toBeNull();
      expect(JSON.stringify(remote), slug).toBe(JSON.stringify(local));
    }
    expect(await graphql.productDetail(language, 'no-such-product')).toBeNull();
  });

  it('returns the capability pages as the builtin source does', async () => {
    const [local, remote] = await Promise.all([builtin.capabilityPages(), graphql.capabilityPages()]);
    expect(local.length).toBeGreaterThan(0);
    expect(remote).toEqual(local);
  });

  it('answers products by slugs and by capability (SPEC §7.5)', async () => {
    const { products } = await builtin.catalogue('de');
    const withCapability = products.find((p) => p.capabilityIds.length > 0)!;
    const response = await post({
      query: `query($slugs: [String!], $capabilityId: ID) {
        bySlugs: products(language: "de", slugs: $slugs) { slug name }
        byCapability: products(language: "de", capabilityId: $capabilityId) { slug }
      }`,
      variables: {
        slugs: [products[1]!.slug, 'no-such-product', products[0]!.slug],
        capabilityId: withCapability.capabilityIds[0],
      },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { bySlugs: { slug: string; name: string }[]; byCapability: { slug: string }[] };
    };
    expect(data.bySlugs).toEqual([products[0]!, products[1]!].map((p) => ({ slug: p.slug, name: p.name })));
    expect(data.byCapability.map((p) => p.slug)).toEqual(
      products.filter((p) => p.capabilityIds.includes(withCapability.capabilityIds[0]!)).map((p) => p.slug),
    );
  });

  it('answers 400 to a bad language or too many slugs, and the source raises it', async () => {
    const badLanguage = await post({ query: '{ productCatalogue(language: "english") { language } }' });
    expect(badLanguage.status).toBe(400);
    expect(((await badLanguage.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      'language must be a language code such as en or de, got "english"',
    );
    const tooMany = await post({
      query: 'query($s: [String!]!) { productDetails(language: "en", slugs: $s) { slug } }',
      variables: { s: Array.from({ length: 101 }, (_, i) => `p-${i}`) },
    });
    expect(tooMany.status).toBe(400);
    const failure = graphql.catalogue('EN');
    await expect(failure).rejects.toBeInstanceOf(UpstreamGraphqlError);
    // SPEC §7.6: the first GraphQL error's message.
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: 'language must be a language code such as en or de, got "EN"',
    });
  });

  it('raises UpstreamGraphqlError when the upstream fails, a timeout when it stops answering', async () => {
    mode = 'down';
    try {
      const down = graphql.catalogue('en');
      await expect(down).rejects.toBeInstanceOf(UpstreamGraphqlError);
      await expect(down).rejects.toMatchObject({ status: 503, message: 'GraphQL Error (Code: 503)' });
      mode = 'silent';
      const impatient = new GraphqlProductSource(
        upstreams.create({ name: 'products-test', url: `${upstream.base}/graphql`, timeoutMs: 300 }),
      );
      calls = 0;
      await expect(impatient.productDetail('en', 'powerstrip-9550')).rejects.toBeInstanceOf(HttpTimeoutError);
      expect(calls).toBe(1); // SPEC §7.1: no retry after a timeout
    } finally {
      mode = 'up';
    }
    const closed = await listen(() => {});
    await close(closed.server);
    const nowhere = new GraphqlProductSource(
      upstreams.create({ name: 'products-test', url: `${closed.base}/graphql` }),
    );
    await expect(nowhere.capabilityPages()).rejects.toBeInstanceOf(HttpNetworkError);
  });

  /**
   * Issue 33 "done when", for product data: a second app instance with PRODUCT_SOURCE=graphql renders the same
   * catalogue pages as the first. Its own catalogue tables are renamed, so only the upstream's data can match.
   */
  describe('an instance with PRODUCT_SOURCE=graphql', () => {
    let reader: TestApp;
    const PAGES = [
      '/en/products',
      '/de/products/cutting-stripping',
      `/en${CUT_STRIP}`,
      `/en${CUT_STRIP}/powerstrip-9550`,
      `/de${CUT_STRIP}/powerstrip-9550`,
      `/en-us${CUT_STRIP}/hosver-hs-4000`,
      '/en/capabilities/tube-hose-cutting',
      '/api/product-data/en-US',
      '/api/product-data/de-CH?country=CH',
      '/api/products?locale=de&slugs=powerstrip-9550,hosver-hs-4000',
      '/api/products/compare?locale=en&items=powerstrip-9550,hosver-hs-4000',
    ];
    // The CSP nonce is per response.
    const normalized = (body: string) =>
      body.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/'nonce-[^']*'/g, "'nonce-'");

    beforeAll(async () => {
      reader = await startTestApp({
        env: { PRODUCT_SOURCE: 'graphql', PRODUCT_GRAPHQL_URL: `${upstream.base}/graphql` },
        logs: 'info',
      });
      await reader.database.handle.db.execute(
        sql`update product set name = '{"en":"local only"}', short_description = '{}', long_description = '{}'`,
      );
      await reader.database.handle.db.execute(sql`update product_classification set name = '{"en":"local only"}'`);
      await reader.database.handle.db.execute(sql`update capability set name = '{"en":"local only"}'`);
    });

    afterAll(() => reader?.stop());

    it('holds other names in its own tables, so a page that matches can only come from the upstream', async () => {
      const local = await reader.app.get(BuiltinProductSource).catalogue('en');
      expect(new Set(local.products.map((p) => p.name))).toEqual(new Set(['local only']));
    });

    it.each(PAGES)('serves %s byte for byte as the builtin instance', async (url) => {
      const [own, read] = await Promise.all([
        source.fastify.inject({ method: 'GET', url }),
        reader.fastify.inject({ method: 'GET', url }),
      ]);
      expect(own.statusCode, own.body.slice(0, 300)).toBe(200);
      expect(read.statusCode, read.body.slice(0, 300)).toBe(200);
      expect(normalized(read.body)).toBe(normalized(own.body));
    });

    it('asks the upstream once per language and product, then serves from its data cache, even when it is down', async () => {
      const url = `/fr${CUT_STRIP}/powerstrip-9550`;
      calls = 0;
      expect((await reader.fastify.inject({ method: 'GET', url })).statusCode).toBe(200);
      const first = calls;
      expect(first).toBeGreaterThan(0);
      mode = 'down';
      try {
        // Another page on the same data: not in the page cache, so it is rendered from the cached catalogue.
        for (const other of [`/fr${CUT_STRIP}`, `/fr${CUT_STRIP}/powerstrip-9550?utm=1`, url]) {
          const response = await reader.fastify.inject({ method: 'GET', url: other });
          expect(response.statusCode, other).toBe(200);
        }
        expect(calls).toBe(first);
      } finally {
        mode = 'up';
      }
    });

    it('shows a catalogue change on the source at once when told of it (the headless webhook, in process here)', async () => {
      // The transport (POST /api/cache-invalidations, test/int/cache-webhooks.int-spec.ts) is replaced by a direct
      // call: the reader forgets what the source's catalogue import forgot, by the same cache tags.
      source.app
        .get(PageCacheInvalidation)
        .onInvalidation((change) =>
          'tags' in change
            ? reader.app.get(PageCacheInvalidation).invalidate(change.tags, { passOn: false })
            : reader.app.get(PageCacheInvalidation).everythingChanged({ passOn: false }),
        );
      const classification = '/en/products/crimping/crimp-centers';
      expect((await reader.fastify.inject({ method: 'GET', url: classification })).body).not.toContain('HeadlessPress');
      const imported = await source.fastify.inject({
        method: 'POST',
        url: '/api/content/catalogue/import',
        headers: {
          cookie: await editorCookie(source),
          origin: new URL(source.config.publicBaseUrl).origin,
          'content-type': 'application/json',
        },
        payload: {
          rows: [
            {
              type: 'product',
              slug: 'headless-press',
              classification: 'products/crimping/crimp-centers',
              brand: 'schleuniger',
              name: { en: 'HeadlessPress 1' },
              shortDescription: { en: 'Arrives over GraphQL.' },
            },
          ],
        },
      });
      expect(imported.statusCode, imported.body).toBe(200);
      const [own, read] = await Promise.all([
        source.fastify.inject({ method: 'GET', url: classification }),
        reader.fastify.inject({ method: 'GET', url: classification }),
      ]);
      expect(read.body).toContain('HeadlessPress 1');
      expect(normalized(read.body)).toBe(normalized(own.body));
      const product = await reader.fastify.inject({ method: 'GET', url: `${classification}/headless-press` });
      expect(product.statusCode).toBe(200);
    });

    it('reports the upstream state in /api/health and logs its failures once per minute, not per call', async () => {
      const productSource = reader.app.get<ProductSource>(PRODUCT_SOURCE);
      const health = async () => {
        const response = await reader.fastify.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(200);
        return response.json<{ status: string; upstreams: { name: string; status: string; lastError?: string }[] }>();
      };
      await productSource.catalogue('en');
      expect((await health()).upstreams).toEqual([{ name: 'product data', status: 'up' }]);
      reader.logs.clear();
      mode = 'down';
      try {
        for (let i = 0; i < 3; i++)
          await expect(productSource.catalogue('en')).rejects.toBeInstanceOf(UpstreamGraphqlError);
        const report = await health();
        expect(report.status).toBe('degraded');
        expect(report.upstreams).toEqual([
          { name: 'product data', status: 'down', lastError: expect.any(String), lastErrorAt: expect.any(String) },
        ]);
      } finally {
        mode = 'up';
      }
      expect(reader.logs.find('product data failed', 'warn').map((line) => line.msg)).toEqual([
        'product data failed (1 since the last report): GraphQL Error (Code: 503)',
      ]);
    });
  });
});
