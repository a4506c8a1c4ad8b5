import { eq, and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentService } from '../../modules/content/content.service.js';
import { editorCookie as signInEditor } from '../support/editor.js';
import { NavigationService } from '../../modules/navigation/navigation.service.js';
import { navigationItem } from '../../modules/navigation/navigation.schema.js';
import { SitesService } from '../../modules/sites/sites.service.js';
import { type TestApp, TRUSTED_CACHE_FLAGS, startTestApp } from '../support/test-app.js';

interface Item {
  title: string;
  href: string;
  type: string;
  hidden: boolean;
  children: Item[];
}

describe('sites, home pages and the site navigation API (SPEC §2.3, §3, §5, §7.3)', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });
  const editorCookie = () => signInEditor(sut);
  const titles = (items: Item[]) => items.map((item) => item.title);

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('home pages', () => {
    it('renders every seeded site in each language it serves, with <html lang>', async () => {
      const sites = (await sut.app.get(SitesService).listSites()).filter((site) => site.id !== 'wustec');
      expect(sites.map((site) => site.id).sort()).toEqual([
        'brand-portal',
        'main',
        'north-america-events',
        'revolution-im-schaltschrankbau',
      ]);
      for (const site of sites) {
        expect(site.languages.length).toBeGreaterThan(0);
        for (const language of site.languages) {
          const url = `/${language}${site.slug ? `/${site.slug}` : ''}`;
          const response = await get(url);
          expect(response.statusCode, url).toBe(200);
          expect(response.body, url).toContain(`<html lang="${language}"`);
        }
      }
    });

    it('never renders a site in a language it does not serve (SPEC §2.3 language rules)', async () => {
      for (const url of ['/de/north-america-events', '/de/brand-portal', '/en/revolution-im-schaltschrankbau']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(302);
        expect(response.body, url).not.toContain('<html');
      }
    });

    it('fails with the SPEC §5 message when a site has neither a universal nor a country home page', async () => {
      const db = sut.database.handle.db;
      await db
        .update(navigationItem)
        .set({ countries: ['US'] })
        .where(and(eq(navigationItem.siteId, 'brand-portal'), eq(navigationItem.area, 'home')));
      await get('/en?cache=clear', TRUSTED_CACHE_FLAGS);
      const navigation = sut.app.get(NavigationService);
      await expect(navigation.resolveHomePageId('brand-portal', 'en', 'CH', { editor: false })).rejects.toThrow(
        'Invalid home page configuration for site brand-portal no universal page configured and no page configured for country CH',
      );
      // The country's own home item still wins, and editors get no error.
      await expect(navigation.resolveHomePageId('brand-portal', 'en', 'US', { editor: false })).resolves.toBe(
        'home-brand-portal',
      );
      await expect(navigation.resolveHomePageId('brand-portal', 'en', 'CH', { editor: true })).resolves.toBeUndefined();
      await db
        .update(navigationItem)
        .set({ countries: [] })
        .where(and(eq(navigationItem.siteId, 'brand-portal'), eq(navigationItem.area, 'home')));
      await get('/en?cache=clear', TRUSTED_CACHE_FLAGS);
    });
  });

  describe('site settings in the layout (SPEC §2.4, §3, §9)', () => {
    it('hides the side buttons where the site says so', async () => {
      expect((await get('/en')).body).toContain('class="side-buttons"');
      const portal = await get('/en/brand-portal');
      expect(portal.statusCode).toBe(200);
      expect(portal.body).not.toContain('class="side-buttons"');
    });

    it('applies the site theme and the cut font as CSS classes', async () => {
      expect((await get('/en')).body).toContain('class="app theme-Default"');
      expect((await get('/es/north-america-events')).body).toContain('class="app theme-Light_Blue"');
      expect((await get('/de/revolution-im-schaltschrankbau')).body).toContain('class="app theme-Iqc cut-font"');
    });
  });

  describe('slug changes', () => {
    it('answers the old URL with 301 to the new one, per language', async () => {
      await sut.app.get(ContentService).changeSlug('careers-main', 'en', 'about', 'jobs');
      const old = await get('/en/about/careers?ref=x');
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/en/about/jobs?ref=x');
      expect((await get('/en/about/jobs')).statusCode).toBe(200);
      // Other locales of the language follow; the German page keeps its slug.
      expect((await get('/en-us/about/careers')).headers.location).toBe('/en-us/about/jobs');
      expect((await get('/de/about/careers')).statusCode).toBe(200);
    });
  });

  describe('GET /api/site-navigation/public/{siteId}', () => {
    it('answers header and footer navigation in the language, without hidden or other-country items', async () => {
      const response = await get('/api/site-navigation/public/main?lang=en');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const body = response.json<{ header: { items: Item[] }; footer: { sections: { links: Item[] }[] } }>();
      expect(titles(body.header.items)).toEqual([
        'Products',
        'Services',
        'Smart factory',
        'Stories',
        'Media releases',
        'About us',
      ]);
      expect(body.header.items[0]!.href).toBe('/en/products');
      // hideSubItems: the stories item has a child in the database but none in the answer.
      expect(body.header.items.find((item) => item.title === 'Stories')!.children).toEqual([]);
      const footerLinks = body.footer.sections.flatMap((section) => section.links);
      expect(footerLinks.find((link) => link.href === 'action:open-news-feed-panel')?.type).toBe('action');
    });

    it('filters items by country and localises links', async () => {
      const us = (await get('/api/site-navigation/public/main?lang=en&country=US')).json<{
        header: { items: Item[] };
      }>();
      expect(titles(us.header.items)).toContain('US trade shows');
      expect(titles(us.header.items)).not.toContain('Swiss academy');
      const ch = (await get('/api/site-navigation/public/main?lang=de&country=CH')).json<{
        header: { items: Item[] };
      }>();
      expect(titles(ch.header.items)).toContain('Akademie Schweiz');
      expect(ch.header.items[0]).toMatchObject({ title: 'Produkte', href: '/de-ch/products' });
    });

    it.each([
      ['/api/site-navigation/public/main', 400, 'lang must be one of'],
      ['/api/site-navigation/public/main?lang=xx', 400, 'lang must be one of'],
      ['/api/site-navigation/public/main?lang=en&country=ZZZZ', 400, 'country must be'],
      ['/api/site-navigation/public/main?lang=en&stage=DRAFT', 400, 'property stage should not exist'],
      ['/api/site-navigation/public/nope?lang=en', 404, 'Site not found: nope'],
      ['/api/site-navigation/public/north-america-events?lang=de', 404, 'not available in language de'],
    ])('answers %s with %i and a message', async (url, status, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(status);
      const body = response.json<{ statusCode: number; message: string }>();
      expect(body.statusCode).toBe(status);
      expect(body.message).toContain(message);
      expect(response.body).not.toMatch(/at \w+ \(/);
    });
  });

  describe('GET /api/site-navigation/editor/{siteId}', () => {
    it('names every item, panel text and teaser in the page language, not in English', async () => {
      // Every text an item shows (title, link text, the mega menu's title, description, sections and teaser).
      const textsOf = (value: unknown): string[] =>
        Array.isArray(value)
          ? value.flatMap(textsOf)
          : value && typeof value === 'object'
            ? Object.entries(value).flatMap(([key, child]) =>
                typeof child === 'string'
                  ? ['title', 'text', 'linkText', 'marketingTitle', 'marketingDescription', 'description'].includes(key)
                    ? [child]
                    : []
                  : textsOf(child),
              )
            : [];
      const names = ['Kudex Group', 'Kudex Community', 'CutStrip 9000', 'CrimpCenter 64'];
      for (const country of ['US', 'CH']) {
        const japanese = textsOf((await get(`/api/site-navigation/public/main?lang=ja&country=${country}`)).json());
        expect(japanese.length).toBeGreaterThan(25);
        // Japanese texts hold no Latin word but the brand and product names.
        expect(japanese.filter((text) => /[A-Za-z]{3,}/.test(text) && !names.includes(text))).toEqual([]);
      }
      const french = (await get('/api/site-navigation/public/main?lang=fr&country=US')).json<{
        header: { items: (Item & { marketingTitle: string | null })[] };
      }>();
      const products = french.header.items.find((item) => item.href === '/fr/products')!;
      expect(products.marketingTitle).toBe('Des machines pour chaque étape du traitement des câbles');
      expect(titles(products.children)).toEqual([
        'Coupe et dénudage',
        'Sertissage',
        'Assemblage de faisceaux',
        'Contrôle',
      ]);
      expect(titles(french.header.items)).toContain('Salons aux États-Unis');
    });

    it('is for editors only', async () => {
      const anonymous = await get('/api/site-navigation/editor/main?lang=en');
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, message: 'Editor sign-in required' });
      const forged = await get('/api/site-navigation/editor/main?lang=en', {
        cookie: `uapp_editor_area_password=${'0'.repeat(64)}`,
      });
      expect(forged.statusCode).toBe(401);
    });

    it('shows editors hidden items, marked hidden, and the draft stage on request', async () => {
      const published = (await get('/api/site-navigation/editor/main?lang=en', { cookie: await editorCookie() })).json<{
        header: { items: Item[] };
      }>();
      expect(published.header.items.find((item) => item.title === 'New features (preview)')?.hidden).toBe(true);
      const draft = (
        await get('/api/site-navigation/editor/main?lang=en&stage=DRAFT', { cookie: await editorCookie() })
      ).json<{ header: { items: Item[] } }>();
      expect(titles(draft.header.items)).toContain('Newsroom (draft)');
      const bad = await get('/api/site-navigation/editor/main?lang=en&stage=LIVE', { cookie: await editorCookie() });
      expect(bad.statusCode).toBe(400);
    });
  });
});
