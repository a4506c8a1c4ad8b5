import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAFT_STORIES, STORIES } from '../../seed/stories/stories.data.js';
import { createPage, publishPage } from '../factories/pages.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const OPERATOR_TRAINING = '/services/training/operator-training';
const WIRE_MIND = '/smart-factory/software/production-software/wire-mind';
const CRIMPCENTER = '/products/crimping/crimp-centers/crimpcenter-64';

/** The product teaser entries of a page: slug, name, link text and href ('' when it is not a link). */
const productLinks = (html: string) =>
  [
    ...html.matchAll(
      /data-product-slug="([^"]*)"><strong class="product-name">([^<]*)<\/strong>(?:<a class="button" href="([^"]*)">([^<]*)<\/a>|<span class="product-link-invalid">([^<]*)<\/span>)/g,
    ),
  ].map(([, slug, name, href, linkText, invalidText]) => ({
    slug,
    name,
    href: href ?? '',
    text: linkText ?? invalidText,
  }));

/** The related-story cards of a product page: title and link, in page order. */
const relatedStories = (html: string) => {
  const section = /<section aria-labelledby="product-stories"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] ?? '';
  return [...section.matchAll(/<h3><a href="([^"]+)">([^<]+)<\/a><\/h3>/g)].map(([, href, title]) => ({ href, title }));
};

describe('content and catalogue: product links, page injection, related stories (SPEC §3, §7.4, §8)', () => {
  let sut: TestApp;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('product links', () => {
    const teaser = (texts: [string, string, string]) => ({
      type: 'product-teaser',
      title: 'Products',
      links: [
        { productSlug: 'operator-training', text: texts[0] },
        { productSlug: 'wire-flow', text: texts[1] },
        { productSlug: 'no-such-machine', text: texts[2] },
      ],
    });

    it('shows the localized product name and its locale-prefixed route in en and de, and Invalid for an unknown slug', async () => {
      const id = `links-${Date.now()}`;
      const slug = `product-links-${Date.now()}`;
      const db = sut.database.handle.db;
      await createPage(db, { id, slug, modules: [teaser(['Book {name}', '{name}', 'Discover {name}'])] });
      await createPage(db, {
        id,
        slug,
        language: 'de',
        modules: [teaser(['{name} buchen', '{name}', '{name} entdecken'])],
      });

      const en = await get(`/en/${slug}`);
      expect(en.statusCode).toBe(200);
      expect(productLinks(en.body)).toEqual([
        {
          slug: 'operator-training',
          name: 'Operator training',
          href: `/en${OPERATOR_TRAINING}`,
          text: 'Book Operator training',
        },
        {
          slug: 'wire-flow',
          name: 'WIRE Flow',
          href: '/en/smart-factory/software/production-software/wire-flow',
          text: 'WIRE Flow',
        },
        // SPEC §8: an invalid product link has the name Invalid and an empty URL.
        { slug: 'no-such-machine', name: 'Invalid', href: '', text: 'Discover Invalid' },
      ]);

      const de = await get(`/de/${slug}`);
      expect(de.statusCode).toBe(200);
      expect(productLinks(de.body)).toEqual([
        {
          slug: 'operator-training',
          name: 'Bedienerschulung',
          href: `/de${OPERATOR_TRAINING}`,
          text: 'Bedienerschulung buchen',
        },
        {
          slug: 'wire-flow',
          name: 'WIRE Flow',
          href: '/de/smart-factory/software/production-software/wire-flow',
          text: 'WIRE Flow',
        },
        { slug: 'no-such-machine', name: 'Invalid', href: '', text: 'Invalid entdecken' },
      ]);
      expect(de.body).not.toContain('{name}');

      // The English page is cached by now; German still gets German names (and the other way round).
      expect((await get(`/en/${slug}`)).body).toContain('Book Operator training');
      expect((await get(`/de-ch/${slug}`)).body).toContain(`href="/de-ch${OPERATOR_TRAINING}">Bedienerschulung buchen`);

      for (const href of [`/en${OPERATOR_TRAINING}`, `/de${OPERATOR_TRAINING}`]) {
        expect((await get(href)).statusCode, href).toBe(200);
      }
    });

    it('links into the catalogue of the site the page is on', async () => {
      const slug = `site-links-${Date.now()}`;
      await publishPage(sut, {
        siteId: 'north-america-events',
        slug,
        modules: [teaser(['{name}', '{name}', '{name}'])],
      });
      const response = await get(`/en/north-america-events/${slug}`);
      expect(response.statusCode).toBe(200);
      const [training] = productLinks(response.body);
      expect(training?.href).toBe(`/en/north-america-events${OPERATOR_TRAINING}`);
      expect((await get(training!.href)).statusCode).toBe(200);
    });

    it('fills in the seeded smart-factory story page', async () => {
      const html = (await get('/de/smart-factory-story')).body;
      expect(productLinks(html).map((l) => [l.name, l.href, l.text])).toEqual([
        ['WIRE Flow', '/de/smart-factory/software/production-software/wire-flow', 'WIRE Flow entdecken'],
        ['WIRE Mind', `/de${WIRE_MIND}`, 'WIRE Mind entdecken'],
        ['Invalid', '', 'Invalid entdecken'],
      ]);
    });
  });

  describe('page injection', () => {
    it('renders a teaser of the product from the catalogue: name, brand, short description, image with srcset, link', async () => {
      const html = (await get('/en/smart-factory-story')).body;
      const aside = /<aside class="page-injection[^"]*"[^>]*data-injection-slug="wire-mind">(.*?)<\/aside>/s.exec(
        html,
      )?.[1];
      expect(aside).toBeDefined();
      expect(aside).toContain('<p class="overline">Featured product</p>');
      expect(aside).toMatch(new RegExp(`<h2 id="injection-wire-mind"><a href="/en${WIRE_MIND}">WIRE Mind</a></h2>`));
      expect(aside).toMatch(/<img[^>]*src="\/api\/images\/[^"]+\?size=Fallback&amp;format=webp&amp;v=[0-9a-z]+"/);
      expect(aside).toMatch(/srcSet="\/api\/images\/[^"]+ 1x, \/api\/images\/[^"]+&amp;dpr=2&amp;v=[0-9a-z]+ 2x"/);
      expect(aside).toContain('<p class="page-injection-brand">Kudex</p>');
      // The short description of the product, in the page language.
      const de = (await get('/de/smart-factory-story')).body;
      const deAside = /data-injection-slug="wire-mind">(.*?)<\/aside>/s.exec(de)?.[1] ?? '';
      expect(deAside).toContain('<p class="overline">Vorgestelltes Produkt</p>');
      expect(deAside).toContain(`href="/de${WIRE_MIND}"`);
      expect((await get(`/en${WIRE_MIND}`)).statusCode).toBe(200);
    });

    it('skips an injection whose product is unknown (SPEC §8) and still renders the page', async () => {
      const slug = `injection-missing-${Date.now()}`;
      await publishPage(sut, { slug, injection: { type: 'service', slug: 'no-such-service' } });
      const response = await get(`/en/${slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('page-injection');
      expect(response.body).not.toContain('no-such-service');
    });

    it('renders a service injection with the service label', async () => {
      const slug = `injection-service-${Date.now()}`;
      await publishPage(sut, { slug, injection: { type: 'service', slug: 'operator-training' } });
      const html = (await get(`/en/${slug}`)).body;
      expect(html).toContain('<p class="overline">Featured service</p>');
      expect(html).toContain(`<a href="/en${OPERATOR_TRAINING}">Operator training</a>`);
    });
  });

  describe('related stories on the product page', () => {
    const related = [...STORIES]
      .filter((s) => s.products?.includes('crimpcenter-64'))
      .sort((a, b) => b.date.localeCompare(a.date));

    it('lists the published stories about the product, newest first, and no drafts', async () => {
      expect(related.length).toBeGreaterThanOrEqual(3);
      const draft = DRAFT_STORIES.find((s) => s.products?.includes('crimpcenter-64'));
      expect(draft).toBeDefined();
      const response = await get(`/en${CRIMPCENTER}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h2 id="product-stories">');
      expect(relatedStories(response.body)).toEqual(
        related.map((s) => ({ href: `/en/stories/${s.slug}`, title: s.en.title })),
      );
      expect(response.body).not.toContain(draft!.en.title);
      expect(response.body).not.toContain(`/stories/${draft!.slug}`);
    });

    it('shows each story in the page language, else English, with working links', async () => {
      const response = await get(`/de${CRIMPCENTER}`);
      expect(relatedStories(response.body)).toEqual(
        related.map((s) => ({ href: `/de/stories/${s.slug}`, title: (s.de ?? s.en).title })),
      );
      const englishOnly = related.find((s) => !s.de);
      expect(englishOnly).toBeDefined();
      expect(response.body).toMatch(new RegExp(`<article class="story-card" lang="en">.*?${englishOnly!.slug}`, 's'));
      for (const { href } of relatedStories(response.body)) {
        expect((await get(href)).statusCode, href).toBe(200);
      }
    });

    it('lists no stories for a product no story is about', async () => {
      const response = await get('/en/products/cutting-stripping/cutting-machines/tubecut-8');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('product-stories');
    });
  });
});
