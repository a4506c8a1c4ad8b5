import type { ProductReferenceDto } from '../../modules/products/products.dto.js';
import type { CompareResponseDto } from '../../modules/products/products.dto.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CapabilityPagePayload,
  ClassificationPagePayload,
  ProductPagePayload,
} from '../../modules/products/products.contract.js';
import type { ProductDataResponse } from '../../modules/products/products.dto.js';
import { type SignedImageParams, signedImageUrl } from '../../modules/files/image-signature.js';
import { readPdf } from '../support/pdf-text.js';
import { type TestApp, TRUSTED_CACHE_FLAGS, startTestApp } from '../support/test-app.js';
import { DATABASE_KINDS } from '../support/test-database.js';

/** The view payload a page's HTML carries for hydration (Vike's serialized page context). */
function payloadOf<T>(html: string): T {
  const match = /<script id="vike_pageContext" type="application\/json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page context in the HTML');
  return (JSON.parse(match[1]!) as { data: { view: { payload: T } } }).data.view.payload;
}

const currentCrumb = (html: string) => /<span aria-current="page">([^<]*)<\/span>/.exec(html)?.[1];
const CUT_STRIP = '/products/cutting-stripping/cut-strip-machines';

describe.each(DATABASE_KINDS)('catalogue pages and API on %s (SPEC §2.2, §2.6, §3, §5, §7.3)', (kind) => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });
  const json = async <T>(url: string): Promise<T> => {
    const response = await get(url);
    expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
    return response.json() as T;
  };

  beforeAll(async () => {
    sut = await startTestApp({ database: kind, env: { IMAGE_CACHE_DIR: mkdtempSync(join(tmpdir(), 'uapp-images-')) } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('classification and product routes', () => {
    it('shows a classification with its child classifications, products and lineage breadcrumbs', async () => {
      const response = await get('/en/products/cutting-stripping');
      expect(response.statusCode).toBe(200);
      const payload = payloadOf<ClassificationPagePayload>(response.body);
      expect(payload.children.map((c) => c.slug)).toEqual([
        'cut-strip-machines',
        'stripping-machines',
        'cutting-machines',
      ]);
      expect(payload.lineage.map((l) => l.route)).toEqual(['/en/products', '/en/products/cutting-stripping']);
      expect(response.body).toContain('<a href="/en/products">Products</a>');
      expect(currentCrumb(response.body)).toBe('Cutting and stripping');
    });

    it('loads the first card image eagerly with high priority and the others lazily', async () => {
      const body = (await get('/en/products/cutting-stripping')).body;
      const main = body.slice(body.indexOf('class="catalogue"'));
      const images = [...main.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
      expect(images.length).toBeGreaterThan(1);
      expect(images[0]).toContain('loading="eager"');
      // HTML attribute names are case-insensitive (the renderer writes fetchPriority).
      expect(images[0]).toMatch(/fetchpriority="high"/i);
      for (const image of images.slice(1)) {
        expect(image).toContain('loading="lazy"');
        expect(image).not.toMatch(/fetchpriority/i);
      }
    });

    it('shows a product under its classification chain, the lineage then the product name as breadcrumbs', async () => {
      const response = await get(`/de-ch${CUT_STRIP}/cutstrip-9000`);
      expect(response.statusCode).toBe(200);
      const { product } = payloadOf<ProductPagePayload>(response.body);
      expect(product.lineage.map((l) => l.name)).toEqual([
        'Produkte',
        'Schneiden und Abisolieren',
        'Schneid- und Abisolierautomaten',
      ]);
      expect(currentCrumb(response.body)).toBe('CutStrip 9000');
      expect(response.body).toContain(
        '<a href="/de-ch/products/cutting-stripping/cut-strip-machines">Schneid- und Abisolierautomaten</a>',
      );
      // SPEC §3: all images, the default first; §5: only highlights with a name and an image or a video.
      expect(product.images[0]!.default).toBe(true);
      expect(product.images).toHaveLength(3);
      expect(product.highlights.map((h) => h.name)).toEqual(['In Sekunden umgerüstet', 'Im Einsatz erleben']);
      expect(product.variants).toHaveLength(3);
      expect(product.files.map((f) => [f.slug, f.language])).toEqual([
        ['cutstrip-9000-datasheet', 'de'],
        ['cutstrip-9000-brochure', 'en'],
      ]);
      expect(product.related.component.map((p) => p.slug)).toContain('blade-kit');
      expect(product.specifications.Metric.length).toBeGreaterThanOrEqual(10);
      expect(response.body).toMatch(
        /srcSet="[^"]*\/api\/images\/img-cut-strip-\d\?size=Gallery&amp;format=webp&amp;v=[0-9a-z]+ 540w[^"]* 1920w" sizes="[^"]+, 540px"/i,
      );
      expect(response.body).toContain('theme-Schleuniger');
    });

    it('formats specification numbers for the locale, de as de-CH (SPEC §9)', async () => {
      const value = async (locale: string, name: string) => {
        const { product } = payloadOf<ProductPagePayload>((await get(`/${locale}${CUT_STRIP}/cutstrip-9000`)).body);
        return product.specifications.Metric.find((row) => row.name === name)?.value;
      };
      expect(await value('en', 'Wire length')).toBe('0.001 – 1,000');
      expect(await value('de', 'Kabellänge')).toMatch(/^0\.001 – 1['’]000$/);
      expect(await value('fr', 'Section de fil')).toBe('0,08 – 6');
      expect(await value('en', 'Power supply')).toBe('100 – 240 V AC, 50/60 Hz');
    });

    it('says when a product is discontinued or cancelled', async () => {
      const discontinued = await get(`/en${CUT_STRIP}/cutstrip-5000`);
      expect(discontinued.body).toContain('This product has been discontinued.');
      const cancelled = await get('/en/products/cutting-stripping/cutting-machines/rotocut-1200');
      expect(cancelled.body).toContain('This product has been cancelled and is no longer available.');
    });

    it('answers 404 for an unknown classification, product, or a product under the wrong classification', async () => {
      for (const url of [
        '/en/products/no-such-classification',
        '/en/products/cutting-stripping/no-such-machine',
        `/en${CUT_STRIP}/no-such-machine/deeper`,
        '/en/products/crimping/crimp-centers/cutstrip-9000',
        '/en/services/..%2f..%2fetc',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('Page not found');
      }
      // SPEC §8: the missing-product message.
      expect((await get('/en/products/cutting-stripping/no-such-machine')).body).toContain('No product found for slug');
    });

    it('falls back to English texts and says the language is not available', async () => {
      const response = await get(`/cs-cz${CUT_STRIP}/cutstrip-7000`);
      expect(response.statusCode).toBe(200);
      expect(payloadOf<ProductPagePayload>(response.body).product.language).toBe('en');
      expect(response.body).toContain('language-banner');
    });
  });

  describe('names shown in their fallback language (WCAG 3.1.2)', () => {
    it('marks English classification names on a Japanese page: breadcrumbs, the back link and child cards', async () => {
      const response = await get('/ja/products/cutting-stripping');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="ja">');
      expect(response.body).toContain('<a href="/ja/products" lang="en">Products</a>');
      expect(response.body).toContain('<span aria-current="page" lang="en">Cutting and stripping</span>');
      // "Back to Products" is Japanese around an English name.
      expect(response.body).toMatch(/<a class="breadcrumbs-back"[^>]*>.*?<span lang="en">Products<\/span>に戻る<\/a>/s);
      expect(response.body).toMatch(
        /<article class="classification-card" lang="en">.*?<a href="\/ja\/products\/cutting-stripping\/cut-strip-machines">Cut and strip machines<\/a>/s,
      );
      // The product page's lineage too; its own name crumb follows the product's texts (English here).
      const product = await get(`/ja${CUT_STRIP}/cutstrip-7000`);
      expect(product.body).toContain('<a href="/ja/products/cutting-stripping" lang="en">Cutting and stripping</a>');
      expect(product.body).toContain('<span aria-current="page" lang="en">CutStrip 7000</span>');
    });

    it('marks product cards and capability cards whose texts are English on a Czech page', async () => {
      const page = await get(`/cs${CUT_STRIP}`);
      expect(page.body).toMatch(
        /<article class="product-card">.*?<h3 lang="en"><a href="\/cs\/products\/cutting-stripping\/cut-strip-machines\/cutstrip-7000">CutStrip 7000<\/a><\/h3><p lang="en">The CutStrip 7000 is/s,
      );
      const payload = payloadOf<ClassificationPagePayload>(page.body);
      expect(new Set(payload.products.map((p) => p.contentLanguage))).toEqual(new Set(['en']));
      // The API says which language a product's short description is in.
      const french = await json<ProductReferenceDto[]>('/api/products?locale=fr&slugs=cutstrip-9000,cutstrip-7000');
      expect(french.map(({ slug, contentLanguage }) => [slug, contentLanguage])).toEqual([
        ['cutstrip-9000', 'fr'],
        ['cutstrip-7000', 'en'],
      ]);
      const capabilities = await get('/cs/capabilities');
      expect(capabilities.body).toMatch(/<article class="classification-card" lang="en">/);
    });

    it('marks nothing where the names are in the page language', async () => {
      const french = await get('/fr/products/cutting-stripping');
      expect(french.body).toContain('<a href="/fr/products">Produits</a>');
      expect(currentCrumb(french.body)).toBe('Coupe et dénudage');
      expect(french.body).toContain('<article class="classification-card">');
      expect(french.body).not.toMatch(/<a class="breadcrumbs-back"[^>]*>[^<]*<span lang/);
      // A product with French texts has no mark on its card; one without is English, and says so.
      const products = await get(`/fr${CUT_STRIP}`);
      expect(products.body).toMatch(/<h3><a href="\/fr\/products[^"]*\/cutstrip-9000">/);
      expect(products.body).toMatch(/<h3 lang="en"><a href="\/fr\/products[^"]*\/cutstrip-7000">/);
    });
  });

  describe('visibility by country (SPEC §5)', () => {
    it('lists and opens a product only in the countries it supports', async () => {
      const us = payloadOf<ClassificationPagePayload>((await get(`/en-us${CUT_STRIP}`)).body);
      const ch = payloadOf<ClassificationPagePayload>((await get(`/de-ch${CUT_STRIP}`)).body);
      expect(us.products.map((p) => p.slug)).toContain('hosver-hs-4000');
      expect(ch.products.map((p) => p.slug)).not.toContain('hosver-hs-4000');
      expect((await get(`/en-us${CUT_STRIP}/hosver-hs-4000`)).statusCode).toBe(200);
      expect((await get(`/de-ch${CUT_STRIP}/hosver-hs-4000`)).statusCode).toBe(404);
      // A European-only product is hidden in the United States.
      const stripping = '/products/cutting-stripping/stripping-machines';
      expect(
        payloadOf<ClassificationPagePayload>((await get(`/de-ch${stripping}`)).body).products.map((p) => p.slug),
      ).toContain('laserstrip-lx');
      expect(
        payloadOf<ClassificationPagePayload>((await get(`/en-us${stripping}`)).body).products.map((p) => p.slug),
      ).not.toContain('laserstrip-lx');
    });

    it('filters child classifications by country, never the classification asked for', async () => {
      const us = payloadOf<ClassificationPagePayload>((await get('/en-us/products/testing')).body);
      const de = payloadOf<ClassificationPagePayload>((await get('/de-de/products/testing')).body);
      expect(us.children.map((c) => c.slug)).toEqual(['cable-testers', 'pull-force-testers']);
      expect(de.children.map((c) => c.slug)).toEqual(['cable-testers']);
      expect((await get('/de-de/products/testing/pull-force-testers')).statusCode).toBe(404);
      expect((await get('/en-us/products/testing/pull-force-testers')).statusCode).toBe(200);
    });

    it('shows everything on international locales', async () => {
      const international = payloadOf<ClassificationPagePayload>((await get(`/en${CUT_STRIP}`)).body);
      expect(international.products.map((p) => p.slug)).toContain('hosver-hs-4000');
    });
  });

  describe('measurement system (SPEC §9)', () => {
    const systemOf = async (url: string, cookie?: string) =>
      payloadOf<ProductPagePayload>((await get(url, cookie ? { cookie } : {})).body).measurementSystem;

    it('takes the cookie, else the country default, else Metric', async () => {
      const path = `${CUT_STRIP}/cutstrip-7000`;
      expect(await systemOf(`/en-us${path}`)).toBe('Imperial');
      expect(await systemOf(`/de-ch${path}`)).toBe('Metric');
      expect(await systemOf(`/en${path}`)).toBe('Metric');
      expect(await systemOf(`/de-ch${path}`, 'uapp_measurement_system=Imperial')).toBe('Imperial');
      expect(await systemOf(`/en-us${path}`, 'uapp_measurement_system=Metric')).toBe('Metric');
      expect(await systemOf(`/en-us${path}`, 'uapp_measurement_system=Kelvin')).toBe('Imperial');
    });

    it('keeps the cached pages of each measurement system apart', async () => {
      const url = `/en${CUT_STRIP}/powerstrip-9550`;
      await get(url);
      const imperial = await get(url, { cookie: 'uapp_measurement_system=Imperial' });
      expect(imperial.headers['x-page-cache']).toBe('miss');
      const again = await get(url, { cookie: 'uapp_measurement_system=Imperial' });
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(payloadOf<ProductPagePayload>(again.body).measurementSystem).toBe('Imperial');
    });
  });

  describe('capabilities (SPEC §3)', () => {
    it('derives slugs from the names in the page language and lists their products', async () => {
      const english = await get('/en/capabilities/tube-hose-cutting');
      expect(english.statusCode).toBe(200);
      expect(payloadOf<CapabilityPagePayload>(english.body).products.map((p) => p.slug)).toEqual([
        'cutmaster-60',
        'tubecut-8',
      ]);
      const german = await get('/de/capabilities/qualitatsuberwachung');
      expect(german.statusCode).toBe(200);
      expect(payloadOf<CapabilityPagePayload>(german.body).capability.name).toBe('Qualitätsüberwachung');
      expect((await get('/de/capabilities/industrie-40-konnektivitat')).statusCode).toBe(200);
      // Another language's slug (the language switcher keeps the path) leads to the language's own: one address per
      // version (docs/public-site.md § Search engines).
      const switched = await get('/de/capabilities/quality-monitoring');
      expect(switched.statusCode).toBe(301);
      expect(switched.headers.location).toBe('/de/capabilities/qualitatsuberwachung');
      expect((await get('/en/capabilities/qualitatsuberwachung')).headers.location).toBe(
        '/en/capabilities/quality-monitoring',
      );
      expect((await get('/en/capabilities/no-such-capability')).statusCode).toBe(404);
      const overview = await get('/en/capabilities');
      expect(overview.body).toContain('href="/en/capabilities/industry-40-connectivity"');
    });

    it('links a product to its capability pages', async () => {
      const { product } = payloadOf<ProductPagePayload>((await get(`/en${CUT_STRIP}/cutstrip-9000`)).body);
      expect(product.capabilities.map((c) => c.route)).toEqual([
        '/en/capabilities/wire-stripping',
        '/en/capabilities/cutting-to-length',
        '/en/capabilities/marking',
      ]);
    });
  });

  describe('GET /api/product-data/{sisCode}', () => {
    it('answers German names for de-CH', async () => {
      const data = await json<ProductDataResponse>('/api/product-data/de-CH');
      expect(data.language).toBe('de');
      expect(data.classifications.find((c) => c.slug === 'cutting-stripping')?.name).toBe('Schneiden und Abisolieren');
      expect(data.products.find((p) => p.slug === 'maintenance-training')?.name).toBe('Wartungsschulung');
      expect(data.products).toHaveLength(46);
      expect(data.classifications.find((c) => c.slug === 'crimp-centers')?.lineage.map((l) => l.slug)).toEqual([
        'products',
        'crimping',
        'crimp-centers',
      ]);
    });

    it('maps each sisCode to its language (SPEC §3)', async () => {
      const languageOf = async (sisCode: string) =>
        (await json<ProductDataResponse>(`/api/product-data/${sisCode}`)).language;
      expect(await languageOf('en-US')).toBe('en');
      expect(await languageOf('fr-FR')).toBe('fr');
      expect(await languageOf('zh-CN')).toBe('zh');
      expect(await languageOf('pt-BR')).toBe('pt');
      const french = await json<ProductDataResponse>('/api/product-data/fr-FR');
      expect(french.classifications.find((c) => c.slug === 'cutting-stripping')?.name).toBe('Coupe et dénudage');
      // No French text: the English fallback.
      expect(french.classifications.find((c) => c.slug === 'harness-boards')?.description).toBe(
        'Digital assembly boards and taping machines.',
      );
    });

    it('answers 404 JSON for an unknown sisCode and 400 for bad flags', async () => {
      for (const sisCode of ['xx-XX', 'de-DE', 'en', 'DROP%20TABLE']) {
        const response = await get(`/api/product-data/${sisCode}`);
        expect(response.statusCode, sisCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404 });
      }
      expect((await get('/api/product-data/de-CH?cache=maybe')).statusCode).toBe(400);
      expect((await get('/api/product-data/de-CH?country=ch')).statusCode).toBe(400);
      expect((await get('/api/product-data/de-CH?unknown=1')).statusCode).toBe(400);
    });

    it('limits the products to a country when asked', async () => {
      const data = await json<ProductDataResponse>('/api/product-data/de-CH?country=CH');
      expect(data.products.map((p) => p.slug)).not.toContain('hosver-hs-4000');
      expect(data.products.map((p) => p.slug)).toContain('laserstrip-lx');
    });
  });

  describe('search (docs/search.md)', () => {
    it('finds products and classifications, leaving out those limited to some countries', async () => {
      const search = async (query: string) => {
        const response = await sut.fastify.inject({
          method: 'POST',
          url: '/api/search-proxy/search',
          payload: { localeCode: 'de-ch', siteSlug: null, query },
        });
        expect(response.statusCode).toBe(200);
        return (response.json() as { records: { url: string; type: string }[] }).records;
      };
      expect(await search('CrimpCenter 64')).toContainEqual(
        expect.objectContaining({ type: 'product', url: '/de-ch/products/crimping/crimp-centers/crimpcenter-64' }),
      );
      expect(await search('Abisoliermaschinen')).toContainEqual(
        expect.objectContaining({
          type: 'classification',
          url: '/de-ch/products/cutting-stripping/stripping-machines',
        }),
      );
      expect((await search('HS 4000')).map((r) => r.url)).not.toContain(`/de-ch${CUT_STRIP}/hosver-hs-4000`);
    });
  });

  describe('GET /api/products (basket lookups)', () => {
    it('answers the products of the slugs in order, skipping unknown and hidden ones', async () => {
      const products = await json<ProductReferenceDto[]>(
        '/api/products?locale=de-ch&slugs=crimpcenter-64,nope,hosver-hs-4000,cutstrip-9000',
      );
      expect(products.map((p) => p.slug)).toEqual(['crimpcenter-64', 'cutstrip-9000']);
      expect(products[1]).toMatchObject({
        route: `/de-ch${CUT_STRIP}/cutstrip-9000`,
        classification: { slug: 'cut-strip-machines' },
        variantCount: 3,
      });
    });

    it('refuses bad input', async () => {
      expect((await get('/api/products?locale=de-ch')).statusCode).toBe(400);
      expect((await get('/api/products?locale=xx-yy&slugs=a')).statusCode).toBe(400);
      expect((await get('/api/products?locale=de-ch&slugs=../etc')).statusCode).toBe(400);
      expect(
        (await get(`/api/products?locale=de-ch&slugs=${Array.from({ length: 41 }, (_, i) => `p${i}`).join(',')}`))
          .statusCode,
      ).toBe(400);
    });
  });

  describe('GET /api/products/compare (SPEC §5)', () => {
    const compare = (query: string) => json<CompareResponseDto>(`/api/products/compare?locale=en&${query}`);
    const row = (response: CompareResponseDto, name: string) => response.rows.filter((r) => r.name === name);

    it('drops duplicated specifications (same name and unit)', async () => {
      const response = await compare('items=cutstrip-9000,cutstrip-7000&system=Metric');
      expect(row(response, 'Weight')).toHaveLength(1);
      expect(row(response, 'Weight')[0]!.values[0]).not.toBe('999');
    });

    it('drops the other measurement system and converts where a product has no imperial value', async () => {
      const metric = await compare('items=cutstrip-9000,cutstrip-7000&system=Metric');
      expect(metric.rows.map((r) => r.unit)).not.toContain('lb');
      expect(row(metric, 'Weight')[0]).toMatchObject({ unit: 'kg', values: ['45', '62'] });
      const imperial = await compare('items=cutstrip-9000,cutstrip-7000&system=Imperial');
      expect(imperial.rows.map((r) => r.unit)).not.toContain('kg');
      // cutstrip-9000 has its own (rounded) imperial weight; cutstrip-7000's is converted from 62 kg.
      expect(row(imperial, 'Weight')[0]).toMatchObject({ unit: 'lb', values: ['100', '137'] });
      expect(imperial.products[0]!.variant?.name).toBe('CutStrip 9000 13 AWG');
    });

    it('shows a missing specification as null and marks rows that differ', async () => {
      const response = await compare('items=cutstrip-9000,cutstrip-7000&system=Metric');
      expect(row(response, 'Compressed air')[0]).toMatchObject({ values: ['5', null], differs: true });
      expect(row(response, 'Power supply')[0]).toMatchObject({ differs: false });
    });

    it('hides identical rows only when asked and with more than one product', async () => {
      const shown = await compare('items=cutstrip-9000,cutstrip-7000&hideIdentical=false');
      const hidden = await compare('items=cutstrip-9000,cutstrip-7000&hideIdentical=true');
      expect(row(shown, 'Power supply')).toHaveLength(1);
      expect(row(hidden, 'Power supply')).toHaveLength(0);
      expect(hidden.rows.every((r) => r.differs)).toBe(true);
      const single = await compare('items=cutstrip-9000&hideIdentical=true');
      expect(single.comparable).toBe(false);
      expect(row(single, 'Power supply')).toHaveLength(1);
    });

    it('compares the chosen variants and uses the country default system', async () => {
      const response = await json<CompareResponseDto>(
        '/api/products/compare?locale=en-us&items=cutstrip-9000:prd-cutstrip-9000.v0,cutstrip-9000:prd-cutstrip-9000.v2',
      );
      expect(response.measurementSystem).toBe('Imperial');
      expect(response.comparable).toBe(true);
      expect(row(response, 'Maximum cross-section')[0]).toMatchObject({
        unit: 'AWG',
        values: ['13', '5'],
        differs: true,
      });
    });

    it('refuses bad input', async () => {
      for (const query of [
        '',
        'items=a&system=Kelvin',
        'items=a&hideIdentical=yes',
        'items=..%2fx',
        'items=a&evil=1',
      ]) {
        const response = await get(`/api/products/compare?locale=en&${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400 });
      }
    });
  });

  describe('GET /api/products/candidates (SPEC §5)', () => {
    it('excludes products in the basket unless they have more than one variant', async () => {
      const candidates = await json<ProductReferenceDto[]>(
        '/api/products/candidates?locale=en&classification=cut-strip-machines&basket=cutstrip-9000,powerstrip-9550',
      );
      const slugs = candidates.map((p) => p.slug);
      expect(slugs).toContain('cutstrip-9000'); // three variants
      expect(slugs).not.toContain('powerstrip-9550'); // one variant
      expect(slugs).toContain('cutstrip-7000');
    });

    it('answers 404 for an unknown classification', async () => {
      const response = await get('/api/products/candidates?locale=en&classification=nope');
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /file/{slug} (SPEC §2.2)', () => {
    it('serves the English version inline with type and length', async () => {
      const response = await get('/file/cutstrip-9000-datasheet');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.headers['content-disposition']).toMatch(/^inline; filename="?cutstrip-9000-datasheet-en.pdf"?$/);
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('picks the language version with ?l= and downloads with ?dl=true', async () => {
      const german = await get('/file/cutstrip-9000-datasheet?l=de-ch&dl=true');
      expect(german.headers['content-language']).toBe('de');
      expect(german.headers['content-disposition']).toMatch(
        /^attachment; filename="?cutstrip-9000-datasheet-de.pdf"?$/,
      );
      // What a reader sees (pdf-lib compresses the page content, so the raw bytes no longer show the text).
      expect((await readPdf(german.rawPayload)).text).toContain('Datenblatt');
      expect((await get('/file/cutstrip-9000-datasheet?l=fr')).headers['content-language']).toBe('fr');
      expect((await get('/file/cutstrip-9000-datasheet?l=cs')).headers['content-language']).toBe('en');
    });

    it('answers 404 for an unknown slug or a path traversal, 400 for bad flags', async () => {
      for (const url of [
        '/file/no-such-file',
        '/file/..%2f..%2fetc%2fpasswd',
        '/file/..%2Fpackage.json',
        '/file/.env',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
      }
      expect((await get('/file/cutstrip-9000-datasheet?dl=maybe')).statusCode).toBe(400);
      expect((await get('/file/cutstrip-9000-datasheet?l=../x')).statusCode).toBe(400);
    });
  });

  describe('GET /api/images/{id} (SPEC §7.8, §9)', () => {
    const image = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(200);
      return { response, meta: await sharp(response.rawPayload).metadata() };
    };

    it('resizes to a named size, cropping by default, in webp or png', async () => {
      const gallery = await image('/api/images/img-cut-strip-0?size=Gallery&format=webp');
      expect(gallery.response.headers['content-type']).toBe('image/webp');
      expect([gallery.meta.format, gallery.meta.width, gallery.meta.height]).toEqual(['webp', 540, 540]);
      const doubled = await image('/api/images/img-cut-strip-0?size=Gallery&format=webp&dpr=2');
      expect([doubled.meta.width, doubled.meta.height]).toEqual([1080, 1080]);
      const thumbnail = await image('/api/images/img-datasheet-cover?size=DocumentThumbnail&format=png');
      expect([thumbnail.meta.format, thumbnail.meta.width, thumbnail.meta.height]).toEqual(['png', 128, 180]);
    });

    it('keeps the aspect ratio with only a width, and fits inside with fit=clip (signed URLs)', async () => {
      const sign = (params: SignedImageParams) =>
        signedImageUrl(sut.config.sessionSecret, 'img-crimp-center-1', params);
      const wide = await image(sign({ w: 300 }));
      expect([wide.meta.format, wide.meta.width, wide.meta.height]).toEqual(['png', 300, 225]);
      const clipped = await image(sign({ w: 300, h: 300, fit: 'clip', q: 50 }));
      expect([clipped.meta.width, clipped.meta.height]).toEqual([300, 225]);
    });

    it('caches results on disk', async () => {
      const first = await get('/api/images/img-tester-0?size=Fallback&format=webp');
      const second = await get('/api/images/img-tester-0?size=Fallback&format=webp');
      expect(first.headers['x-image-cache']).toBe('rendered');
      expect(second.headers['x-image-cache']).toBe('disk');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it('passes SVG through untouched', async () => {
      const response = await get('/api/images/img-cut-strip-2?size=Gallery&format=webp');
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toMatch(/^<svg/);
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    });

    it('serves stored images only: unknown ids 404, URLs and bad sizes 400', async () => {
      expect((await get('/api/images/no-such-image?size=Gallery')).statusCode).toBe(404);
      expect((await get('/api/images/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404);
      for (const query of [
        'url=http://169.254.169.254/',
        'w=0',
        'w=99999',
        'size=Huge',
        'format=gif',
        'q=101',
        'fit=zoom',
        'dpr=3',
      ]) {
        const response = await get(`/api/images/img-cut-strip-0?${query}`);
        expect(response.statusCode, query).toBe(400);
      }
    });
  });
});

describe('catalogue caching (SPEC §9: a cache hit does not touch the database)', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers GET /api/product-data/de-CH a second time from the cache, with the database closed', async () => {
    const first = await sut.fastify.inject({ method: 'GET', url: '/api/product-data/de-CH' });
    expect(first.statusCode).toBe(200);
    await sut.database.handle.close();
    const second = await sut.fastify.inject({ method: 'GET', url: '/api/product-data/de-CH' });
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect((second.json() as ProductDataResponse).products.find((p) => p.slug === 'maintenance-training')?.name).toBe(
      'Wartungsschulung',
    );
    // Reading past the cache needs the database, which is gone: proof the answer above came from the cache.
    const bypass = await sut.fastify.inject({
      method: 'GET',
      url: '/api/product-data/de-CH?cache=false',
      headers: TRUSTED_CACHE_FLAGS,
    });
    expect(bypass.statusCode).toBe(500);
  });
});

describe('catalogue without classifications (SPEC §3 placeholder)', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('shows the no-classifications-available placeholder', async () => {
    const db = sut.database.handle.db;
    // Installed machines keep their products (no cascade): an empty catalogue has none either.
    await db.execute(sql`delete from installed_machine`);
    await db.execute(sql`delete from product`);
    await db.execute(sql`delete from product_classification`);
    const response = await sut.fastify.inject({
      method: 'GET',
      url: '/en/products?cache=clear',
      headers: TRUSTED_CACHE_FLAGS,
    });
    expect(response.statusCode).toBe(200);
    const payload = payloadOf<ClassificationPagePayload>(response.body);
    expect(payload.classification).toMatchObject({
      slug: 'no-classifications-available',
      name: 'No classifications available',
    });
    expect(payload.products).toEqual([]);
    expect((await sut.fastify.inject({ method: 'GET', url: '/en/products/anything' })).statusCode).toBe(404);
  });
});
