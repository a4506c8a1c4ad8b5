import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentService } from '../../modules/content/content.service.js';
import { product } from '../../modules/products/products.schema.js';
import { SearchRepository } from '../../modules/search-index/search-index.repository.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, TRUSTED_CACHE_FLAGS, startTestApp } from '../support/test-app.js';

/** The public origin the app is configured with: every absolute URL must use it, never the request's Host. */
const PUBLIC_BASE = 'https://www.kudex.example';
const OTHER_HOST = { host: 'another-host.example:8443' };

type JsonLd = Record<string, unknown> & { '@type': string };

/** The tags of the head as the server sent them. */
function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)">/.exec(headOf(html))?.[1]?.replace(/&amp;/g, '&');
}

function alternatesOf(html: string): Record<string, string> {
  return Object.fromEntries(
    [...headOf(html).matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((m) => [m[1], m[2]]),
  );
}

function metaOf(html: string, key: string): string[] {
  return [...headOf(html).matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)]
    .filter((m) => m[1] === key)
    .map((m) => m[2]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

/** The JSON-LD objects of the page, and the nonce of each script holding them. */
function jsonLdOf(html: string): { objects: JsonLd[]; nonces: string[] } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"(?: nonce="([^"]*)")?>([\s\S]*?)<\/script>/g)];
  return {
    objects: scripts.flatMap((m) => {
      const value = JSON.parse(m[2]!) as JsonLd | JsonLd[];
      return Array.isArray(value) ? value : [value];
    }),
    nonces: scripts.map((m) => m[1] ?? ''),
  };
}

function locsOf(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

describe('search engines: head tags, robots.txt and sitemaps', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });
  /** The path of an indexed document (first of its type, English), from the search index the sitemaps read. */
  const pathOf = async (type: string, where: (path: string) => boolean = () => true) => {
    const locations = await sut.app.get(SearchRepository).listDocumentLocations();
    const found = locations.find((l) => l.type === type && l.siteId === 'main' && l.language === 'en' && where(l.path));
    if (!found) throw new Error(`no ${type} in the index`);
    return `/en${found.path}`;
  };

  beforeAll(async () => {
    sut = await startTestApp({ env: { PUBLIC_BASE_URL: PUBLIC_BASE } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('canonical URL', () => {
    it('is absolute on PUBLIC_BASE_URL, whatever the Host, without tracking or unknown parameters', async () => {
      const response = await get('/en/about/careers?utm_source=news&gclid=abc&testing=true&foo=1', OTHER_HOST);
      expect(response.statusCode).toBe(200);
      expect(canonicalOf(response.body)).toBe(`${PUBLIC_BASE}/en/about/careers`);
      expect(metaOf(response.body, 'og:url')).toEqual([`${PUBLIC_BASE}/en/about/careers`]);
      expect(response.body).not.toContain('another-host.example');
    });

    it("keeps the parameters that name another document (a list's page)", async () => {
      const response = await get('/en/stories?page=2&utm_medium=mail');
      expect(response.statusCode).toBe(200);
      expect(canonicalOf(response.body)).toBe(`${PUBLIC_BASE}/en/stories?page=2`);
    });
  });

  describe('hreflang alternates', () => {
    it('name every language the page is published in on its site, plus x-default', async () => {
      const response = await get('/en');
      const alternates = alternatesOf(response.body);
      expect(alternates.en).toBe(`${PUBLIC_BASE}/en`);
      expect(alternates.de).toBe(`${PUBLIC_BASE}/de`);
      expect(alternates['x-default']).toBe(`${PUBLIC_BASE}/en`);
      for (const href of Object.values(alternates)) expect(href.startsWith(`${PUBLIC_BASE}/`)).toBe(true);
      // Open Graph names the same languages, as language_TERRITORY (an international locale: the language's own).
      expect(metaOf(response.body, 'og:locale')).toEqual(['en_US']);
      expect(metaOf(response.body, 'og:locale:alternate')).toContain('de_CH');
      for (const locale of metaOf(response.body, 'og:locale:alternate')) expect(locale).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    });

    it("name the sitemaps' addresses and leave out languages the site does not serve", async () => {
      const response = await get('/de-ch/north-america-events');
      // North America Events serves English and Spanish only: a German URL redirects.
      expect(response.statusCode).toBe(302);
      const own = await get('/es/north-america-events');
      expect(own.statusCode).toBe(200);
      const alternates = alternatesOf(own.body);
      expect(Object.keys(alternates).sort()).toEqual(['en', 'es', 'x-default']);
      expect(alternates.es).toBe(`${PUBLIC_BASE}/es/north-america-events`);
      // The sitemaps name each language at its international locale (`/de`): a page under a country locale of the
      // language is in no hreflang cluster, so it lists none (a cluster must name every page that lists it).
      expect(alternatesOf((await get('/de')).body).de).toBe(`${PUBLIC_BASE}/de`);
      expect(alternatesOf((await get('/de-ch')).body)).toEqual({});
    });
  });

  describe('robots', () => {
    it('keeps search results out of the index, by meta tag and header, with a description', async () => {
      const response = await get('/en/search?q=crimp');
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(metaOf(response.body, 'robots')).toEqual(['noindex']);
      expect(metaOf(response.body, 'description')[0]).toMatch(/\S/);
      expect(alternatesOf(response.body)).toEqual({});
    });

    it('lets search engines index the search form itself: no query, no noindex, a bare canonical URL', async () => {
      for (const url of ['/en/search', '/en/search?q=&page=3&utm_source=mail']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['x-robots-tag'], url).toBeUndefined();
        expect(metaOf(response.body, 'robots'), url).toEqual([]);
        expect(canonicalOf(response.body), url).toBe(`${PUBLIC_BASE}/en/search`);
        expect(metaOf(response.body, 'description')[0], url).toMatch(/\S/);
      }
      // It is in no sitemap (they list documents), so it lists no alternates either: the two never disagree.
      expect(alternatesOf((await get('/en/search')).body)).toEqual({});
      // A query too long to run is still a query: not indexed.
      const refused = await get(`/en/search?q=${'x'.repeat(500)}`);
      expect(metaOf(refused.body, 'robots')).toEqual(['noindex']);
    });

    it('keeps the style guide and error pages out of the index', async () => {
      const guide = await get('/style-guide');
      expect(guide.statusCode).toBe(200);
      expect(guide.headers['x-robots-tag']).toBe('noindex');
      expect(metaOf(guide.body, 'robots')).toEqual(['noindex']);
      const missing = await get('/en/no-such-page-here');
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['x-robots-tag']).toBe('noindex');
      expect(metaOf(missing.body, 'robots')).toEqual(['noindex']);
      expect(canonicalOf(missing.body)).toBeUndefined();
    });

    it("keeps drafts out of the index: an editor's preview of an unpublished page", async () => {
      const response = await get('/en/about/innovation-roadmap', { cookie: await editorCookie(sut) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(metaOf(response.body, 'robots')).toEqual(['noindex']);
      expect(jsonLdOf(response.body).objects).toEqual([]);
      expect(alternatesOf(response.body)).toEqual({});
    });

    it('lets public pages be indexed, each with its own description', async () => {
      for (const url of ['/en', '/en/about/careers', await pathOf('product'), await pathOf('story')]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['x-robots-tag'], url).toBeUndefined();
        expect(metaOf(response.body, 'robots'), url).toEqual([]);
        expect(metaOf(response.body, 'description'), url).toHaveLength(1);
        expect(metaOf(response.body, 'description')[0], url).toMatch(/\S/);
        expect(metaOf(response.body, 'twitter:card'), url).toHaveLength(1);
      }
    });
  });

  describe('structured data (JSON-LD)', () => {
    it('names the organisation on the home page, in a JSON-LD data block', async () => {
      const response = await get('/en');
      const { objects, nonces } = jsonLdOf(response.body);
      const organization = objects.find((o) => o['@type'] === 'Organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: 'Kudex Group',
        url: `${PUBLIC_BASE}/en`,
        logo: { '@type': 'ImageObject', url: `${PUBLIC_BASE}/logo.png` },
      });
      // A real logo file of at least 112 × 112 px (search engines' minimum), not the 32 px favicon.
      const logo = await get('/logo.png');
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      const png = logo.rawPayload;
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
      expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(112);
      // A data block: the browser never runs it, so it needs no nonce (and pages carry none: README § Security).
      expect(nonces).toEqual(['']);
    });

    it('lists the breadcrumbs of a CMS page', async () => {
      const response = await get('/en/about/careers');
      const list = jsonLdOf(response.body).objects.find((o) => o['@type'] === 'BreadcrumbList');
      const items = list?.itemListElement as { position: number; name: string; item: string }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items[0]).toMatchObject({ position: 1, item: `${PUBLIC_BASE}/en` });
      expect(items.at(-1)).toMatchObject({ position: items.length, item: `${PUBLIC_BASE}/en/about/careers` });
      expect(jsonLdOf(response.body).objects.some((o) => o['@type'] === 'Organization')).toBe(false);
    });

    it('describes a product: name, description, images through the image endpoint, brand', async () => {
      const url = await pathOf('product');
      const response = await get(url);
      const item = jsonLdOf(response.body).objects.find((o) => o['@type'] === 'Product');
      expect(item).toMatchObject({ url: `${PUBLIC_BASE}${url}`, brand: { '@type': 'Brand' } });
      expect(item?.name).toEqual(expect.any(String));
      expect(item?.description).toMatch(/\S/);
      const images = item?.image as string[];
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image.startsWith(`${PUBLIC_BASE}/api/images/`)).toBe(true);
      expect(metaOf(response.body, 'og:type')).toEqual(['product']);
      expect(metaOf(response.body, 'og:image')[0]?.startsWith(`${PUBLIC_BASE}/api/images/`)).toBe(true);
      expect(metaOf(response.body, 'twitter:card')).toEqual(['summary_large_image']);
      const imagePath = metaOf(response.body, 'og:image')[0]!.slice(PUBLIC_BASE.length);
      const image = await get(imagePath);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    });

    it('marks stories and media releases as news articles', async () => {
      for (const type of ['story', 'media-release']) {
        const url = await pathOf(type);
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        const article = jsonLdOf(response.body).objects.find((o) => o['@type'] === 'NewsArticle');
        expect(article, url).toMatchObject({ mainEntityOfPage: `${PUBLIC_BASE}${url}`, inLanguage: 'en' });
        expect(article?.headline, url).toMatch(/\S/);
        expect(String(article?.datePublished), url).toMatch(/^\d{4}-\d{2}-\d{2}/);
        expect(metaOf(response.body, 'og:type'), url).toEqual(['article']);
      }
    });

    it("names a story's author: its contacts, each linking to their page", async () => {
      const url = await pathOf('story');
      const response = await get(url);
      const article = jsonLdOf(response.body).objects.find((o) => o['@type'] === 'NewsArticle');
      const authors = [article?.author].flat() as { '@type': string; name: string; url: string }[];
      expect(authors.length, url).toBeGreaterThan(0);
      for (const author of authors) {
        expect(['Person', 'Organization']).toContain(author['@type']);
        expect(author.name).toMatch(/\S/);
        expect(author.url.startsWith(`${PUBLIC_BASE}/`)).toBe(true);
      }
    });

    it('cannot be closed early by page text (no </script> injection)', async () => {
      const url = await pathOf('product');
      const slug = url.split('/').at(-1)!;
      const db = sut.database.handle.db;
      const [row] = await db.select({ name: product.name }).from(product).where(eq(product.slug, slug));
      const evil = '</script><script>alert(1)</script><!--';
      await db
        .update(product)
        .set({ name: { ...row!.name, en: evil } })
        .where(eq(product.slug, slug));
      try {
        const response = await get(`${url}?cache=false`, TRUSTED_CACHE_FLAGS);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain('<script>alert(1)</script>');
        const item = jsonLdOf(response.body).objects.find((o) => o['@type'] === 'Product');
        expect(item?.name).toBe(evil);
      } finally {
        await db.update(product).set({ name: row!.name }).where(eq(product.slug, slug));
        await get(`${url}?cache=clear`, TRUSTED_CACHE_FLAGS);
      }
    });
  });

  describe('robots.txt and sitemap.xml', () => {
    for (const [label, headers] of [
      ['the main host', { host: 'localhost' }],
      ["a site's own host", { host: 'wustec.localhost' }],
    ] as const) {
      it(`answer 200 on ${label}, never redirected to a locale`, async () => {
        const robots = await get('/robots.txt', headers);
        expect(robots.statusCode).toBe(200);
        expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(robots.body).toContain('User-agent: *');
        expect(robots.body).toMatch(/^Disallow: \/api\/$/m);
        expect(robots.body).toMatch(/^Disallow: \/\*\/portal\/$/m);
        expect(robots.body).toMatch(/^Disallow: \/\*\/editor\/$/m);
        expect(robots.body).toMatch(/^Disallow: \/\*\/search\?$/m);
        // The bare search page (the form) may be crawled; its results may not.
        expect(robots.body).not.toMatch(/^Disallow: \/\*\/search\$?$/m);
        expect(robots.body).toMatch(new RegExp(`^Sitemap: ${PUBLIC_BASE}/sitemap\\.xml$`, 'm'));
        const index = await get('/sitemap.xml', headers);
        expect(index.statusCode).toBe(200);
        expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex /);
      });
    }

    it('index one sitemap per site and language served under the public origin', async () => {
      const locs = locsOf((await get('/sitemap.xml')).body);
      expect(locs).toContain(`${PUBLIC_BASE}/sitemaps/main-en.xml`);
      expect(locs).toContain(`${PUBLIC_BASE}/sitemaps/main-de.xml`);
      expect(locs).toContain(`${PUBLIC_BASE}/sitemaps/north-america-events-es.xml`);
      // wustec lives on its own host and redirects elsewhere: none of its URLs is under the public origin.
      expect(locs.some((loc) => loc.includes('wustec'))).toBe(false);
    });

    it('list pages, products, classifications, capabilities, stories and media releases with lastmod and alternates', async () => {
      const sitemap = await get('/sitemaps/main-en.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      const xml = sitemap.body;
      const locs = locsOf(xml);
      for (const url of [
        '/en',
        '/en/about/careers',
        await pathOf('product'),
        await pathOf('classification'),
        await pathOf('story'),
        await pathOf('media-release'),
      ]) {
        expect(locs, url).toContain(`${PUBLIC_BASE}${url}`);
      }
      expect(locs.some((loc) => loc.startsWith(`${PUBLIC_BASE}/en/capabilities/`))).toBe(true);
      // Nothing protected, nothing of the error page, nothing under another locale.
      expect(locs.some((loc) => loc.endsWith('/partner-area') || loc.endsWith('/error'))).toBe(false);
      expect(locs.every((loc) => loc === `${PUBLIC_BASE}/en` || loc.startsWith(`${PUBLIC_BASE}/en/`))).toBe(true);
      const home = /<url><loc>https:\/\/www\.kudex\.example\/en<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? '';
      expect(home).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
      expect(home).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${PUBLIC_BASE}/de"/>`);
      expect(home).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_BASE}/en"/>`);
    });

    it('list only URLs that answer 200 (every <loc> of every sitemap)', async () => {
      const sitemaps = locsOf((await get('/sitemap.xml')).body);
      let checked = 0;
      for (const sitemapUrl of sitemaps) {
        const sitemap = await get(sitemapUrl.slice(PUBLIC_BASE.length));
        expect(sitemap.statusCode, sitemapUrl).toBe(200);
        for (const loc of locsOf(sitemap.body)) {
          expect(loc.startsWith(`${PUBLIC_BASE}/`), loc).toBe(true);
          const page = await get(loc.slice(PUBLIC_BASE.length));
          expect(page.statusCode, loc).toBe(200);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(50);
    }, 180_000);

    it('follow content changes: a moved page is listed at its new address', async () => {
      const content = sut.app.get(ContentService);
      const before = locsOf((await get('/sitemaps/main-en.xml')).body);
      expect(before).toContain(`${PUBLIC_BASE}/en/about/careers`);
      const locations = await sut.app.get(SearchRepository).listDocumentLocations();
      const careers = locations.find((l) => l.type === 'page' && l.language === 'en' && l.path === '/about/careers')!;
      await content.changeSlug(careers.sourceKey, 'en', 'about', 'jobs');
      try {
        const after = locsOf((await get('/sitemaps/main-en.xml')).body);
        expect(after).toContain(`${PUBLIC_BASE}/en/about/jobs`);
        expect(after).not.toContain(`${PUBLIC_BASE}/en/about/careers`);
      } finally {
        await content.changeSlug(careers.sourceKey, 'en', 'about', 'careers');
      }
    });

    it('answer 404 for an unknown sitemap, a language the site does not serve, or a site not served here', async () => {
      for (const name of ['nope.xml', 'main-xx.xml', 'north-america-events-de.xml', 'wustec-en.xml', 'main-en.txt']) {
        const response = await get(`/sitemaps/${name}`);
        expect(response.statusCode, name).toBe(404);
        expect(response.json(), name).toMatchObject({ statusCode: 404, code: 'SitemapNotFound' });
      }
    });
  });
});
