import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const IMPORT = '/api/content/catalogue/import';
const KEYS = '/api/content/api-keys';
/** A seeded classification, brand, capability, image and stored file (seed/products). */
const CLASSIFICATION = 'products/crimping/crimp-centers';
const SEEDED_IMAGE = 'img-crimp-center-0';
const SEEDED_FILE = 'crimpcenter-64-datasheet';

interface Report {
  statusCode?: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
  written: boolean;
}

/** A new product with a classification, a capability, a variant, specifications, an image and a file. */
const catalogue = (slug: string, name = 'ImportPress 5') => [
  { type: 'classification', path: `${CLASSIFICATION}/imported`, name: { en: 'Imported machines', de: 'Importierte' } },
  { type: 'capability', name: { en: 'Import testing' }, description: { en: 'Arrives by import.' } },
  {
    type: 'product',
    slug,
    classification: `${CLASSIFICATION}/imported`,
    brand: 'schleuniger',
    name: { en: name, de: name },
    shortDescription: { en: `${name} presses by import.`, de: `${name} presst per Import.` },
    capabilities: ['import-testing'],
  },
  {
    type: 'variant',
    product: slug,
    articleNumber: `${slug}-A1`,
    nameMetric: `${name} 2 t`,
    nameImperial: `${name} 4,400 lb`,
  },
  {
    type: 'specification',
    product: slug,
    key: 'weight',
    system: 'Metric',
    name: { en: 'Weight' },
    value: '120',
    unit: 'kg',
  },
  {
    type: 'specification',
    product: slug,
    variant: `${slug}-A1`,
    key: 'force',
    name: { en: 'Force' },
    value: '2',
    unit: 't',
  },
  { type: 'image', product: slug, image: SEEDED_IMAGE, name: 'front', isDefault: true },
  { type: 'file', product: slug, file: SEEDED_FILE },
];
const ndjson = (rows: unknown[]) => rows.map((row) => JSON.stringify(row)).join('\n') + '\n';

/** Issue 29 item 6: the catalogue import for integrators (docs/content-authoring.md § Catalogue import). */
describe('catalogue import (POST /api/content/catalogue/import)', () => {
  let sut: TestApp;
  let cookie = '';
  let origin = '';
  let catalogueKey = '';
  let contentKey = '';

  const post = (body: string, contentType: string, headers: Record<string, string>, query = '') =>
    sut.fastify.inject({
      method: 'POST',
      url: `${IMPORT}${query}`,
      headers: { 'content-type': contentType, ...headers },
      payload: body,
    });
  const asKey = (rows: unknown, query = '', key = catalogueKey) =>
    post(JSON.stringify(rows), 'application/json', { authorization: `Bearer ${key}` }, query);
  const productApi = async (slug: string) => {
    const response = await sut.fastify.inject({
      method: 'GET',
      url: `/api/products?locale=en&slugs=${slug}&cache=false`,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ slug: string; name: string; variantCount: number }[]>();
  };

  beforeAll(async () => {
    sut = await startTestApp();
    cookie = await editorCookie(sut);
    origin = new URL(sut.config.publicBaseUrl).origin;
    const key = async (scopes: string[]) => {
      const response = await sut.fastify.inject({
        method: 'POST',
        url: KEYS,
        headers: { cookie, origin, 'content-type': 'application/json' },
        payload: { name: `import ${scopes.join(' ')}`, scopes },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ key: string }>().key;
    };
    catalogueKey = await key(['catalogue:write']);
    contentKey = await key(['content:read', 'content:write']);
  }, 180_000);
  afterAll(async () => {
    await sut?.stop();
  });

  it('a dry run reports what would change and changes nothing', async () => {
    const response = await asKey({ rows: catalogue('dry-press') }, '?dryRun=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Report>()).toMatchObject({
      created: 8,
      updated: 0,
      unchanged: 0,
      rejected: [],
      written: false,
    });
    expect(await productApi('dry-press')).toEqual([]);
    const again = await asKey({ rows: catalogue('dry-press') }, '?dryRun=true');
    expect(again.json<Report>().created).toBe(8);
  });

  it('imports JSON; the product is on the public API, its page and in search; a re-run is all unchanged', async () => {
    const first = await asKey({ rows: catalogue('import-press') });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Report>()).toMatchObject({ created: 8, updated: 0, unchanged: 0, rejected: [], written: true });
    expect(await productApi('import-press')).toEqual([
      expect.objectContaining({ slug: 'import-press', name: 'ImportPress 5', variantCount: 1 }),
    ]);
    const page = await sut.fastify.inject({ method: 'GET', url: `/en/${CLASSIFICATION}/imported/import-press` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ImportPress 5');
    const search = await sut.fastify.inject({
      method: 'POST',
      url: '/api/search-proxy/search',
      payload: { localeCode: 'en', siteSlug: null, query: 'ImportPress' },
    });
    expect(search.json<{ records: { url: string }[] }>().records).toContainEqual(
      expect.objectContaining({ url: `/en/${CLASSIFICATION}/imported/import-press` }),
    );

    const second = await asKey(catalogue('import-press'));
    expect(second.json<Report>()).toMatchObject({ created: 0, updated: 0, unchanged: 8, rejected: [] });
  });

  it('imports NDJSON, updates what changed, and the page shows the change', async () => {
    const before = await sut.fastify.inject({ method: 'GET', url: `/en/${CLASSIFICATION}/imported/import-press` });
    expect(before.statusCode).toBe(200);
    const rows = catalogue('import-press', 'ImportPress 6');
    const response = await post(ndjson(rows), 'application/x-ndjson', { authorization: `Bearer ${catalogueKey}` });
    expect(response.statusCode, response.body).toBe(200);
    // The product and its variant changed; the rest is as it was.
    expect(response.json<Report>()).toMatchObject({ created: 0, updated: 2, unchanged: 6, rejected: [] });
    expect((await productApi('import-press'))[0]).toMatchObject({ name: 'ImportPress 6' });
    const after = await sut.fastify.inject({ method: 'GET', url: `/en/${CLASSIFICATION}/imported/import-press` });
    expect(after.body).toContain('ImportPress 6');
  });

  it('reports a malformed row with its line and reason and imports the others (NDJSON lines, JSON index + 1)', async () => {
    const rows: unknown[] = catalogue('line-press').slice(2, 4);
    const lines = [
      JSON.stringify(rows[0]),
      '{"type": "product", "slug": ',
      '',
      JSON.stringify({ ...(rows[0] as object), slug: 'bad-name-press', name: { de: 'Nur Deutsch' } }),
      JSON.stringify(rows[1]),
    ].join('\n');
    const response = await post(lines, 'application/x-ndjson', { authorization: `Bearer ${catalogueKey}` });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<Report>();
    expect(report).toMatchObject({ created: 2, written: true });
    expect(report.rejected).toEqual([
      { line: 2, reason: 'the line is not valid JSON' },
      { line: 4, reason: expect.stringContaining('name.en') },
    ]);
    expect(await productApi('line-press')).toHaveLength(1);

    const json = await asKey([
      {
        type: 'product',
        slug: 'json-press',
        classification: 'products/nowhere',
        brand: 'schleuniger',
        name: { en: 'X' },
      },
      { type: 'image', product: 'line-press', image: 'https://evil.example/x.png', name: 'front' },
      { type: 'variant', product: 'line-press', articleNumber: 'LP-2', nameMetric: 'LP 2', nameImperial: 'LP 2' },
    ]);
    expect(json.json<Report>()).toMatchObject({
      created: 1,
      rejected: [
        { line: 1, reason: expect.stringContaining('classification: no classification products/nowhere') },
        { line: 2, reason: expect.stringContaining('remote images are not fetched') },
      ],
    });
  });

  it('atomic: one refused row and nothing is written (422 with the report)', async () => {
    const rows = [...catalogue('atomic-press'), { type: 'variant', product: 'atomic-press', articleNumber: '' }];
    const response = await asKey({ rows }, '?atomic=true');
    expect(response.statusCode).toBe(422);
    expect(response.json<Report>()).toMatchObject({
      statusCode: 422,
      written: false,
      rejected: [{ line: 9, reason: expect.stringContaining('articleNumber') }],
    });
    expect(await productApi('atomic-press')).toEqual([]);
    // A row refused for what it refers to (not its shape) stops the whole import too.
    const unknownVariant = {
      type: 'specification',
      product: 'atomic-press',
      variant: 'NOPE-1',
      key: 'x',
      name: { en: 'X' },
      value: '1',
    };
    const refused = await asKey([...catalogue('atomic-press'), unknownVariant], '?atomic=true');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<Report>().rejected).toEqual([
      { line: 9, reason: expect.stringContaining('variant: no variant NOPE-1') },
    ]);
    expect(await productApi('atomic-press')).toEqual([]);
    const whole = await asKey({ rows: catalogue('atomic-press') }, '?atomic=true');
    expect(whole.statusCode).toBe(200);
    expect(await productApi('atomic-press')).toHaveLength(1);
  });

  describe('access and bad input', () => {
    const rows = JSON.stringify({ rows: catalogue('access-press') });

    it('answers 401 without a credential and for an unknown key', async () => {
      expect((await post(rows, 'application/json', {})).statusCode).toBe(401);
      expect((await post(rows, 'application/json', { authorization: 'Bearer uapp_ak_nope' })).statusCode).toBe(401);
    });

    it('answers 403 to an editor cookie from another origin and to a key without catalogue:write', async () => {
      const crossSite = await post(rows, 'application/json', { cookie, origin: 'https://evil.example' });
      expect(crossSite.statusCode).toBe(403);
      expect((await asKey({ rows: catalogue('access-press') }, '', contentKey)).statusCode).toBe(403);
      expect(await productApi('access-press')).toEqual([]);
    });

    it('takes the same-origin editor cookie', async () => {
      const response = await post(rows, 'application/json', { cookie, origin }, '?dryRun=true');
      expect(response.statusCode, response.body).toBe(200);
    });

    it('answers 400 for a body that is not rows, and for a bad query flag', async () => {
      for (const body of ['{"rows": 3}', '{"items": []}', '{"rows": []}', '"text"', '{"rows": [], "x": 1}']) {
        const response = await post(body, 'application/json', { authorization: `Bearer ${catalogueKey}` });
        expect(response.statusCode, body).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/rows|property/);
      }
      const flag = await asKey({ rows: catalogue('x') }, '?dryRun=maybe');
      expect(flag.statusCode).toBe(400);
      expect(flag.json<{ message: string }>().message).toContain('dryRun');
    });

    it('answers 413 above 10 MB', async () => {
      const big = JSON.stringify({ rows: [{ type: 'capability', name: { en: 'x'.repeat(11 * 1024 * 1024) } }] });
      const response = await post(big, 'application/json', { authorization: `Bearer ${catalogueKey}` });
      expect(response.statusCode).toBe(413);
    });
  });
});
