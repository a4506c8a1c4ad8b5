import { Logger } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type NavigationItemRow, navigationItem } from '../../modules/navigation/navigation.schema.js';
import { SitesService } from '../../modules/sites/sites.service.js';
import { TRUSTED_CACHE_FLAGS, type TestApp, startTestApp } from '../support/test-app.js';

// SPEC §3 Site (header and footer navigation required, otherwise the site is dropped; §8-style message), Page
// header options (theme, hidden) and footer theme, Brand image.
describe('sites, page header and footer options, brand images (SPEC §3)', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });
  const clearCaches = () => get('/en?cache=clear', TRUSTED_CACHE_FLAGS);
  /** The opening tag of the first element with the class, e.g. `<footer class="site-footer ...">`. */
  const tagWithClass = (html: string, className: string) =>
    new RegExp(`<[a-z]+ class="${className}[ "][^>]*>`).exec(html)?.[0];

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('a site without header or footer navigation', () => {
    let removed: NavigationItemRow[] = [];

    /** Takes a site's items of the areas out of the database (put back after the test). */
    async function removeNavigation(siteId: string, areas: ('header' | 'footer')[]) {
      const where = and(eq(navigationItem.siteId, siteId), inArray(navigationItem.area, areas));
      const db = sut.database.handle.db;
      removed = await db.select().from(navigationItem).where(where);
      expect(removed.length).toBeGreaterThan(0);
      await db.delete(navigationItem).where(where);
      await clearCaches();
    }

    afterEach(async () => {
      vi.restoreAllMocks();
      if (removed.length > 0) await sut.database.handle.db.insert(navigationItem).values(removed);
      removed = [];
      await clearCaches();
    });

    it('is dropped from the site list with a warning naming it, and is no longer served', async () => {
      const warn = vi.spyOn(Logger.prototype, 'warn');
      expect((await get('/en/north-america-events')).statusCode).toBe(200);
      await removeNavigation('north-america-events', ['footer']);

      const sites = await sut.app.get(SitesService).listSites();
      expect(sites.map((site) => site.id)).not.toContain('north-america-events');
      expect(sites.map((site) => site.id)).toContain('main');
      expect(warn).toHaveBeenCalledWith(
        '[siteData] site north-america-events has no footer navigation; the site is dropped',
      );

      // Its slug is now just a path of the main site, and the navigation API does not know the site.
      const page = await get('/en/north-america-events');
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Kudex North America Events');
      const api = await get('/api/site-navigation/public/north-america-events?lang=en');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ statusCode: 404, message: 'Site not found: north-america-events' });
    });

    it('names both navigations when the site has neither', async () => {
      const warn = vi.spyOn(Logger.prototype, 'warn');
      await removeNavigation('brand-portal', ['header', 'footer']);
      expect((await sut.app.get(SitesService).listSites()).map((site) => site.id)).not.toContain('brand-portal');
      expect(warn).toHaveBeenCalledWith(
        '[siteData] site brand-portal has no header navigation and no footer navigation; the site is dropped',
      );
    });

    it('is back once its navigation is', async () => {
      const sites = await sut.app.get(SitesService).listSites();
      expect(sites.map((site) => site.id).sort()).toEqual([
        'brand-portal',
        'main',
        'north-america-events',
        'revolution-im-schaltschrankbau',
        'wustec',
      ]);
      expect((await get('/en/north-america-events')).statusCode).toBe(200);
    });
  });

  describe('footer theme', () => {
    it("renders the site's footer theme as a class on the footer", async () => {
      expect(tagWithClass((await get('/en')).body, 'site-footer')).toContain('class="site-footer footer-theme-Kudex"');
      expect(tagWithClass((await get('/es/north-america-events')).body, 'site-footer')).toContain(
        'footer-theme-Light_Blue',
      );
      expect(tagWithClass((await get('/de/revolution-im-schaltschrankbau')).body, 'site-footer')).toContain(
        'footer-theme-Iqc',
      );
      // Section pages (stories) and the not-found page have the site's footer too.
      expect(tagWithClass((await get('/en/stories')).body, 'site-footer')).toContain('footer-theme-Kudex');
      expect(tagWithClass((await get('/en/no-such-page')).body, 'site-footer')).toContain('footer-theme-Kudex');
    });

    it("renders a page's own footer theme instead of the site's", async () => {
      const html = (await get('/en/smart-factory-story')).body;
      expect(tagWithClass(html, 'site-footer')).toContain('class="site-footer footer-theme-Copper"');
    });

    it("answers the site's footer theme in the navigation API", async () => {
      const response = await get('/api/site-navigation/public/main?lang=en');
      expect(response.statusCode).toBe(200);
      expect(response.json<{ footer: { theme: string } }>().footer.theme).toBe('Kudex');
      const wustec = await get('/api/site-navigation/public/wustec?lang=fr');
      expect(wustec.json<{ footer: { theme: string } }>().footer.theme).toBe('Wustec');
    });
  });

  describe('page header options', () => {
    it("renders the header in the page's theme unless the page names a header theme", async () => {
      const about = (await get('/en/about')).body;
      expect(tagWithClass(about, 'site-header')).toBe('<header class="site-header header-theme-Default">');
      const portal = (await get('/en/brand-portal')).body;
      expect(tagWithClass(portal, 'site-header')).toBe('<header class="site-header header-theme-Copper">');
      // The story is a copper page under the group's neutral header.
      const story = (await get('/en/smart-factory-story')).body;
      expect(story).toContain('class="app theme-Copper"');
      expect(tagWithClass(story, 'site-header')).toBe('<header class="site-header header-theme-Default">');
    });

    it('renders no header on a page whose header is hidden; the skip link still leads to the main content', async () => {
      const response = await get('/en/about/facts-and-figures');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).not.toContain('<header');
      expect(html).not.toContain('aria-label="Main navigation"');
      expect(html).toContain('<a class="skip-link" href="#main">');
      expect(html).toContain('<main id="main"');
      expect(html).toContain('<h1>Facts and figures</h1>');
      expect(tagWithClass(html, 'site-footer')).toContain('footer-theme-Kudex');
      // Other pages keep their header.
      expect((await get('/en/about')).body).toContain('<header class="site-header');
    });
  });

  describe('brand images', () => {
    it('shows the brand logo through the image endpoint on product cards and product pages', async () => {
      const product = await get('/en/products/cutting-stripping/cut-strip-machines/cutstrip-7000');
      expect(product.statusCode).toBe(200);
      expect(product.body).toMatch(
        /<p class="product-card-brand"><img class="brand-logo brand-logo-large" src="\/api\/images\/brand-logo-schleuniger" alt="Schleuniger" width="304" height="52"/,
      );
      const list = (await get('/en/products/cutting-stripping/cut-strip-machines')).body;
      expect(list).toContain('<img class="brand-logo" src="/api/images/brand-logo-schleuniger" alt="Schleuniger"');

      const logo = await get('/api/images/brand-logo-schleuniger');
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/svg+xml');
      expect(logo.body).toContain('SCHLEUNIGER');
    });

    it('answers the brand image with the product references of the API', async () => {
      const response = await get('/api/products?locale=en&slugs=cutstrip-7000');
      expect(response.statusCode).toBe(200);
      const [reference] = response.json<{ brand: unknown }[]>();
      expect(reference?.brand).toEqual({
        id: 'schleuniger',
        name: 'Schleuniger',
        image: { url: '/api/images/brand-logo-schleuniger', alternativeText: 'Schleuniger', width: 304, height: 52 },
      });
    });

    it('answers 404 for a logo that is not stored', async () => {
      const response = await get('/api/images/brand-logo-nobody');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    });
  });
});
