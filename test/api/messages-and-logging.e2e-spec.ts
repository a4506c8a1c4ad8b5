import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dictionaryFor } from '../../i18n/index.js';
import { navigationItem } from '../../modules/navigation/navigation.schema.js';
import { capability } from '../../modules/products/products.schema.js';
import { RoutingService } from '../../modules/routing/index.js';
import { publishPage } from '../factories/pages.js';
import { type TestApp, TRUSTED_CACHE_FLAGS, startTestApp } from '../support/test-app.js';

/** The crumbs of a page's breadcrumb trail, as text. */
const crumbs = (html: string) =>
  [
    ...(/<nav class="breadcrumbs"[^>]*><ol>([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g),
  ].map(([, item]) => item!.replace(/<[^>]+>/g, ''));

// SPEC §8: what the product does when something is missing or fails, and what it logs. The app's
// log is kept in memory from level info on; each test looks at the lines its own requests wrote.
describe('SPEC §8 messages and logging', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });
  /** Forgets every cached answer (data and pages), as `?cache=clear` does for an operator. */
  const clearCaches = async () => expect((await get('/en?cache=clear', TRUSTED_CACHE_FLAGS)).statusCode).toBe(200);

  beforeAll(async () => {
    sut = await startTestApp({ logs: 'info' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sut.logs.clear();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe("'[siteData] no navigation item with slug ... exists'", () => {
    const stories = and(eq(navigationItem.siteId, 'main'), eq(navigationItem.id, 'main.stories'));

    it('names a section crumb by its navigation item, as editors title it', async () => {
      const db = sut.database.handle.db;
      await db.update(navigationItem).set({ breadcrumbOverride: 'All our stories' }).where(stories);
      await clearCaches();
      const response = await get('/en/stories');
      expect(response.statusCode).toBe(200);
      expect(crumbs(response.body)).toEqual(['', 'All our stories']);
      expect(sut.logs.find('[siteData]')).toEqual([]);
      await db.update(navigationItem).set({ breadcrumbOverride: null }).where(stories);
      await clearCaches();
    });

    it('is logged when the navigation item is missing; the section keeps its own title', async () => {
      const db = sut.database.handle.db;
      const removed = await db.delete(navigationItem).where(stories).returning();
      expect(removed.length).toBeGreaterThan(0);
      try {
        await clearCaches();
        sut.logs.clear();
        const list = await get('/en/stories');
        expect(list.statusCode).toBe(200);
        expect(crumbs(list.body)).toEqual(['', 'Stories']);
        const detail = await get('/en/stories/zero-defect-crimping-at-volta-cables');
        expect(detail.statusCode).toBe(200);
        expect(crumbs(detail.body)).toEqual(['', 'Stories', 'Zero-defect crimping at Volta Cables']);
        const lines = sut.logs.find('[siteData] no navigation item with slug stories exists', 'warn');
        expect(lines.length).toBeGreaterThanOrEqual(2);
        expect(lines[0]).toMatchObject({ msg: '[siteData] no navigation item with slug stories exists' });
      } finally {
        await db.insert(navigationItem).values(removed);
        await clearCaches();
      }
    });
  });

  describe('error page: fatal or unhandled errors route here; empty error objects are not logged', () => {
    it('shows the error page (500) and logs an error once, as JSON with the request id', async () => {
      vi.spyOn(sut.app.get(RoutingService), 'resolve').mockRejectedValueOnce(new Error('database went away'));
      const response = await get('/en/failing-page', { 'x-request-id': 'req-failing-1' });
      expect(response.statusCode).toBe(500);
      expect(response.body).toContain('An unexpected error occurred');
      expect(response.body).toContain('Sorry, something went wrong');
      const lines = sut.logs.find('page failed', 'error');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        msg: 'page failed: database went away',
        reqId: 'req-failing-1',
        url: '/en/failing-page',
        err: { message: 'database went away' },
      });
    });

    it.each([
      ['an empty object', {}],
      ['an Error without message', new Error()],
      ['undefined', undefined],
    ])('does not log %s, and still shows the error page', async (_name, empty) => {
      vi.spyOn(sut.app.get(RoutingService), 'resolve').mockRejectedValueOnce(empty);
      const response = await get('/en/failing-page');
      expect(response.statusCode).toBe(500);
      expect(response.body).toContain('An unexpected error occurred');
      expect(sut.logs.lines.filter((line) => line.level >= 50)).toEqual([]);
    });

    it('never renders it for bots: the status alone, and the error is logged', async () => {
      vi.spyOn(sut.app.get(RoutingService), 'resolve').mockRejectedValueOnce(new Error('index broken'));
      const response = await get('/en/failing-page', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
      expect(response.statusCode).toBe(500);
      expect(response.body).toBe('500');
      expect(sut.logs.find('page failed: index broken', 'error')).toHaveLength(1);
      expect(sut.logs.find('error page withheld from bot', 'error')).toHaveLength(1);
    });
  });

  describe('empty capability or product lookups: logged only', () => {
    it('a capability without products in the country: the page lists none, and a line says so', async () => {
      const db = sut.database.handle.db;
      await db.insert(capability).values({ id: 'cap-test-empty', name: { en: 'Empty test capability' } });
      try {
        await clearCaches();
        const response = await get('/en/capabilities/empty-test-capability');
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<h1>Empty test capability</h1>');
        expect(sut.logs.find('No products for capability empty-test-capability in country ALL', 'info')).toHaveLength(
          1,
        );
        expect(sut.logs.lines.filter((line) => line.level >= 50)).toEqual([]);
      } finally {
        await db.delete(capability).where(eq(capability.id, 'cap-test-empty'));
        await clearCaches();
      }
    });

    it('a product lookup that finds nothing: an empty list, and a line says so', async () => {
      const response = await get('/api/products?locale=en&slugs=no-such-machine,nor-this-one');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
      expect(sut.logs.find('No products found for 2 slug(s)', 'info')).toHaveLength(1);
    });
  });

  describe('reference or product missing in the region context: skipped with a warning', () => {
    it('a product not offered in the country is left out of a lookup, with a warning', async () => {
      const response = await get('/api/products?locale=en-us&slugs=laserstrip-lx,cutmaster-60');
      expect(response.statusCode).toBe(200);
      expect(response.json<{ slug: string }[]>().map((p) => p.slug)).toEqual(['cutmaster-60']);
      expect(sut.logs.find('product laserstrip-lx missing in region US; skipped', 'warn')).toHaveLength(1);
    });

    it('a page injecting a product that does not exist shows without it, with a warning', async () => {
      const stored = await publishPage(sut, {
        slug: 'injects-a-missing-product',
        injection: { type: 'product', slug: 'no-such-product' },
      });
      const response = await get('/en/injects-a-missing-product');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('data-injection-slug');
      expect(
        sut.logs.find(`Page ${stored.id}: injected product no-such-product not found; skipped`, 'warn'),
      ).toHaveLength(1);
    });
  });

  it('navigation item without URL: a warning only, the navigation still shows', async () => {
    const db = sut.database.handle.db;
    const row = {
      id: 'test-without-url',
      siteId: 'main',
      area: 'header' as const,
      language: 'en',
      title: 'Item without a link',
      sortIndex: 99,
    };
    await db.insert(navigationItem).values(row);
    try {
      // The navigation is built (and the warning logged) once, then served from the cache.
      await clearCaches();
      const response = await get('/en/about');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('class="main-nav"');
      expect(sut.logs.find('navigation item test-without-url (en) has no URL', 'warn').length).toBeGreaterThan(0);
      expect(sut.logs.lines.filter((line) => line.level >= 50)).toEqual([]);
    } finally {
      await db.delete(navigationItem).where(eq(navigationItem.id, 'test-without-url'));
      await clearCaches();
    }
  });

  it("'No product found for slug': the catalogue's not-found page says it", async () => {
    const response = await get('/en/products/cutting-stripping/no-such-machine');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No product found for slug');
  });

  it("'Invalid product link': name Invalid with an empty URL, and a warning", async () => {
    await clearCaches();
    const response = await get('/en/smart-factory-story');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /data-product-slug="Not A Product!"><strong class="product-name">Invalid<\/strong><span class="product-link-invalid">/,
    );
    expect(sut.logs.find('Invalid product link "Not A Product!": no such product or service', 'warn')).toHaveLength(1);
  });

  it("'Translation file for language {code} not found' for a language without a dictionary", () => {
    expect(() => dictionaryFor('tlh')).toThrow('Translation file for language tlh not found');
  });
});
