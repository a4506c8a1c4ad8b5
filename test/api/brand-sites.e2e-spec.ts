import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

const PUBLIC_BASE = 'https://www.kudex.example';

/** The text of the page's <main>, without tags. */
function mainOf(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1];
  if (main === undefined) throw new Error('no <main> in the page');
  return main;
}
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

interface BrandSiteCase {
  /** `/{language}/{site}` */
  base: string;
  languageOnly: string;
  headings: { home: string; about: string; products: string; contact: string };
  nav: { about: string; products: string; contact: string };
  /** Names of the brand's products, as the catalogue has them. */
  products: string[];
  /** Not one of the other brands' products. */
  notProducts: string[];
  contactEmail: string;
  /** Words of languages the site must not show (SPEC §2.3). */
  foreign: RegExp;
}

const CASES: BrandSiteCase[] = [
  {
    base: '/en/brand-portal',
    languageOnly: 'en',
    headings: {
      home: 'One group, one look',
      about: 'About the brand portal',
      products: 'Kudex products and services',
      contact: 'Contact the brand team',
    },
    nav: { about: 'About us', products: 'Our products', contact: 'Contact' },
    products: ['Care Premium', 'Remote Assist', 'WIRE Flow', 'Edge Gateway'],
    notProducts: ['CutStrip 9000', 'Easy-Wire CH2'],
    contactEmail: 'brand@kudex.example',
    foreign: /\b(Über uns|Kontakt|Produkte)\b/,
  },
  {
    base: '/es/north-america-events',
    languageOnly: 'es',
    headings: {
      home: 'Vea nuestros probadores en vivo',
      about: 'Sobre los eventos en Norteamérica',
      products: 'Productos Cirris',
      contact: 'Contacte con el equipo de eventos',
    },
    nav: { about: 'Sobre nosotros', products: 'Nuestros productos', contact: 'Contacto' },
    products: ['Easy-Wire CH2', 'Signature 1100R', 'TouchOne Pro'],
    notProducts: ['CutStrip 9000', 'Harness Designer'],
    contactEmail: 'events.na@kudex.example',
    foreign: /\b(Über uns|Unsere Produkte|About us|Our products)\b/,
  },
  {
    base: '/de/revolution-im-schaltschrankbau',
    languageOnly: 'de',
    headings: {
      home: 'Verdrahtung ohne Papier',
      about: 'Über die Initiative',
      products: 'Produkte von DiIT',
      contact: 'Kontakt',
    },
    nav: { about: 'Über uns', products: 'Unsere Produkte', contact: 'Kontakt' },
    products: ['Harness Designer', 'HarnessBoard Flex', 'CrimpCheck QC'],
    notProducts: ['Easy-Wire CH2', 'Care Premium'],
    contactEmail: 'schaltschrank@kudex.example',
    foreign: /\b(About us|Our products|Sobre nosotros)\b/,
  },
];

describe('brand sites have real pages: about, the brand’s products, contact', () => {
  let sut: TestApp;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });

  beforeAll(async () => {
    sut = await startTestApp({ env: { PUBLIC_BASE_URL: PUBLIC_BASE } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe.each(CASES)('$base', (site) => {
    it('home: more than a hero — intro, teasers to about/products/contact, the brand’s products', async () => {
      const response = await get(site.base);
      expect(response.statusCode).toBe(200);
      const main = mainOf(response.body);
      // The empty band is gone: sections follow the hero.
      expect((main.match(/<section\b/g) ?? []).length).toBeGreaterThanOrEqual(3);
      const text = textOf(main);
      expect(text).toContain(site.headings.home);
      for (const href of ['about', 'our-products', 'contact']) {
        expect(main, href).toContain(`href="${site.base}/${href}"`);
      }
      for (const name of site.products) expect(text, name).toContain(name);
      for (const name of site.notProducts) expect(text, name).not.toContain(name);
      expect(textOf(response.body)).not.toMatch(site.foreign);
    });

    it('navigation links the site’s pages in its language', async () => {
      const html = (await get(site.base)).body;
      const header = /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
      for (const [page, title] of [
        ['about', site.nav.about],
        ['our-products', site.nav.products],
        ['contact', site.nav.contact],
      ] as const) {
        expect(header, page).toMatch(new RegExp(`<a[^>]*href="${site.base}/${page}"[^>]*>[\\s\\S]*?${title}`));
      }
    });

    it('about, products and contact answer 200 with their content', async () => {
      const about = await get(`${site.base}/about`);
      expect(about.statusCode).toBe(200);
      expect(textOf(mainOf(about.body))).toContain(site.headings.about);
      expect(textOf(mainOf(about.body)).length).toBeGreaterThan(400);

      const products = await get(`${site.base}/our-products`);
      expect(products.statusCode).toBe(200);
      const productsMain = mainOf(products.body);
      expect(textOf(productsMain)).toContain(site.headings.products);
      for (const name of site.products) expect(textOf(productsMain), name).toContain(name);
      // Each product links to its catalogue page on this site, which answers.
      const links = [...productsMain.matchAll(/href="([^"]+\/(?:products|services|smart-factory)\/[^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(links.length).toBeGreaterThanOrEqual(site.products.length);
      for (const link of links.slice(0, 2)) {
        expect(link, link).toMatch(new RegExp(`^${site.base}/(products|services|smart-factory)/`));
        expect((await get(link)).statusCode, link).toBe(200);
      }

      const contact = await get(`${site.base}/contact`);
      expect(contact.statusCode).toBe(200);
      const contactMain = mainOf(contact.body);
      expect(textOf(contactMain)).toContain(site.headings.contact);
      expect(contactMain).toContain(`mailto:${site.contactEmail}`);
      expect(contactMain).toMatch(/<form\b/);
      for (const page of [about, products, contact]) expect(textOf(page.body)).not.toMatch(site.foreign);
    });

    it('the site’s sitemap lists the new pages', async () => {
      const [, language, slug] = site.base.split('/');
      const sitemap = await get(`/sitemaps/${slug}-${language}.xml`);
      expect(sitemap.statusCode).toBe(200);
      const locs = locsOf(sitemap.body);
      for (const page of ['about', 'our-products', 'contact']) {
        expect(locs, page).toContain(`${PUBLIC_BASE}${site.base}/${page}`);
      }
    });
  });

  it('North America events serves the same pages in English; no German anywhere on it', async () => {
    const products = await get('/en/north-america-events/our-products');
    expect(products.statusCode).toBe(200);
    expect(textOf(mainOf(products.body))).toContain('Cirris products');
    expect(textOf(mainOf(products.body))).toContain('Easy-Wire CH2');
    expect((await get('/de/north-america-events/our-products')).statusCode).not.toBe(200);
  });
});
