import { DomUtils, parseDocument } from 'htmlparser2';
import sax from 'sax';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ContentService } from '../../modules/content/content.service.js';
import { mediaRelease } from '../../modules/media-releases/media-releases.schema.js';
import { MediaReleasesService } from '../../modules/media-releases/media-releases.service.js';
import { SearchRepository } from '../../modules/search-index/search-index.repository.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

// docs/public-site.md § Search engines: a page's head and the sitemaps name the same language versions, each under
// its own address; fallback content points to the version it shows; another language's slug redirects.

const PUBLIC_BASE = 'https://www.kudex.example';

/** hreflang → href. */
type Alternates = Record<string, string>;

interface SitemapEntry {
  loc: string;
  alternates: Alternates;
}

const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** A sitemap or sitemap index read with a real XML parser: each `<loc>`, and per `<url>` its `xhtml:link`s. */
function readSitemap(xml: string): { locs: string[]; entries: SitemapEntry[] } {
  const parser = sax.parser(true);
  const locs: string[] = [];
  const entries: SitemapEntry[] = [];
  let current: SitemapEntry | undefined;
  let inLoc = false;
  let text = '';
  parser.onerror = (error) => {
    throw error;
  };
  parser.onopentag = (tag) => {
    if (tag.name === 'urlset') expect(tag.attributes['xmlns:xhtml']).toBe(XHTML_NAMESPACE);
    if (tag.name === 'url') current = { loc: '', alternates: {} };
    if (tag.name === 'loc') {
      inLoc = true;
      text = '';
    }
    if (tag.name === 'xhtml:link' && current) {
      expect(tag.attributes.rel).toBe('alternate');
      current.alternates[tag.attributes.hreflang!] = tag.attributes.href!;
    }
  };
  parser.ontext = (value) => {
    if (inLoc) text += value;
  };
  parser.onclosetag = (name) => {
    if (name === 'loc') {
      inLoc = false;
      locs.push(text.trim());
      if (current) current.loc = text.trim();
    }
    if (name === 'url' && current) {
      entries.push(current);
      current = undefined;
    }
  };
  parser.write(xml).close();
  return { locs, entries };
}

/** What search engines read of a page, with a real HTML parser: its canonical URL, alternates and languages. */
function readPage(html: string) {
  const document = parseDocument(html);
  const [head] = DomUtils.getElementsByTagName('head', document);
  const links = head ? DomUtils.getElementsByTagName('link', head) : [];
  const canonicals = links.filter((link) => link.attribs.rel === 'canonical').map((link) => link.attribs.href!);
  const alternates: Alternates = {};
  for (const link of links) {
    if (link.attribs.rel !== 'alternate' || link.attribs.hreflang === undefined) continue;
    expect(alternates[link.attribs.hreflang], `hreflang ${link.attribs.hreflang} twice`).toBeUndefined();
    alternates[link.attribs.hreflang] = link.attribs.href!;
  }
  const [root] = DomUtils.getElementsByTagName('html', document);
  /** The `lang` of the first element matching `test` (inside `<main>`), or of its nearest ancestor that has one. */
  const langOf = (test: (element: { name: string; attribs: Record<string, string> }) => boolean) => {
    const [main] = DomUtils.getElementsByTagName('main', document);
    const element = main ? DomUtils.findOne((e) => test(e), main.children) : null;
    for (let node = element; node; node = node.parent as typeof node) {
      if (node.attribs?.lang) return node.attribs.lang;
    }
    return undefined;
  };
  return { canonicals, canonical: canonicals[0], alternates, htmlLang: root?.attribs.lang, langOf };
}

describe('language versions for search engines: alternates, fallback content, wrong-language slugs', () => {
  let sut: TestApp;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });
  const pathOf = (url: string) => url.slice(PUBLIC_BASE.length);

  beforeAll(async () => {
    sut = await startTestApp({ env: { PUBLIC_BASE_URL: PUBLIC_BASE } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  /** Every `<url>` of every sitemap the index names. */
  async function sitemapEntries(): Promise<SitemapEntry[]> {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const entries: SitemapEntry[] = [];
    for (const sitemapUrl of readSitemap(index.body).locs) {
      const sitemap = await get(pathOf(sitemapUrl));
      expect(sitemap.statusCode, sitemapUrl).toBe(200);
      entries.push(...readSitemap(sitemap.body).entries);
    }
    return entries;
  }

  it('gives every sitemap URL the same alternates in its HTML as in the sitemap; each alternate answers 200, self-canonical', async () => {
    const entries = await sitemapEntries();
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    expect(byLoc.size).toBe(entries.length);
    const pages = new Map<string, ReturnType<typeof readPage>>();
    const page = async (url: string) => {
      let read = pages.get(url);
      if (!read) {
        const response = await get(pathOf(url));
        expect(response.statusCode, url).toBe(200);
        read = readPage(response.body);
        pages.set(url, read);
      }
      return read;
    };
    let withAlternates = 0;
    for (const entry of entries) {
      expect(entry.loc.startsWith(`${PUBLIC_BASE}/`), entry.loc).toBe(true);
      const html = await page(entry.loc);
      expect(html.canonicals, entry.loc).toEqual([entry.loc]);
      expect(html.alternates, entry.loc).toEqual(entry.alternates);
      if (Object.keys(entry.alternates).length === 0) continue;
      withAlternates++;
      // A cluster names the page itself, and x-default one of its versions.
      expect(Object.values(entry.alternates), entry.loc).toContain(entry.loc);
      expect(Object.values(entry.alternates), entry.loc).toContain(entry.alternates['x-default']);
      for (const [hreflang, href] of Object.entries(entry.alternates)) {
        const alternate = await page(href);
        expect(alternate.canonical, `${entry.loc} → ${hreflang}`).toBe(href);
        // Reciprocal: the alternate is in the sitemaps with the same cluster.
        expect(byLoc.get(href)?.alternates, `${entry.loc} → ${hreflang}`).toEqual(entry.alternates);
      }
    }
    expect(withAlternates).toBeGreaterThan(20);
  }, 300_000);

  it('percent-encodes translated slugs the same way in both, each version under its own slug', async () => {
    const german = `${PUBLIC_BASE}/de/capabilities/ultraschallschwei%C3%9Fen`;
    const expected = {
      en: `${PUBLIC_BASE}/en/capabilities/ultrasonic-welding`,
      de: german,
      fr: `${PUBLIC_BASE}/fr/capabilities/soudage-par-ultrasons`,
      'x-default': `${PUBLIC_BASE}/en/capabilities/ultrasonic-welding`,
    };
    const response = await get('/de/capabilities/ultraschallschwei%C3%9Fen');
    expect(response.statusCode).toBe(200);
    const html = readPage(response.body);
    expect(html.canonical).toBe(german);
    expect(html.alternates).toEqual(expected);
    const sitemap = readSitemap((await get('/sitemaps/main-de.xml')).body);
    expect(sitemap.entries.find((entry) => entry.loc === german)?.alternates).toEqual(expected);
  });

  it('declares no alternates for a page with one real version (an English-only media release), in HTML and sitemap', async () => {
    const url = `${PUBLIC_BASE}/en/media-releases/annual-report-2025`;
    const response = await get(pathOf(url));
    expect(response.statusCode).toBe(200);
    const html = readPage(response.body);
    expect(html.canonical).toBe(url);
    expect(html.alternates).toEqual({});
    const sitemap = readSitemap((await get('/sitemaps/main-en.xml')).body);
    expect(sitemap.entries.find((entry) => entry.loc === url)).toEqual({ loc: url, alternates: {} });
  });

  describe('fallback content (SPEC §2.3)', () => {
    const cases = [
      // A media release in English only, asked for in German.
      {
        url: '/de/media-releases/annual-report-2025',
        version: '/en/media-releases/annual-report-2025',
        content: (e: { name: string; attribs: Record<string, string> }) =>
          e.name === 'article' && e.attribs.class === 'release',
      },
      // A CMS page without a Czech version.
      {
        url: '/cs/about/careers',
        version: '/en/about/careers',
        content: (e: { name: string }) => e.name === 'h1',
      },
      // A capability not named in Czech: its English name and description.
      {
        url: '/cs/capabilities/ultrasonic-welding',
        version: '/en/capabilities/ultrasonic-welding',
        content: (e: { name: string }) => e.name === 'h1',
      },
    ];
    for (const { url, version, content } of cases) {
      it(`labels ${url} with the content's language and points its canonical to ${version}`, async () => {
        const response = await get(url);
        expect(response.statusCode).toBe(200);
        const html = readPage(response.body);
        // The page is in the visitor's language (its UI), its content in the version's.
        expect(html.htmlLang).toBe(url.split('/')[1]);
        expect(html.langOf(content)).toBe('en');
        expect(html.canonicals).toEqual([`${PUBLIC_BASE}${version}`]);
        expect(html.alternates).toEqual({});
        // Not in the sitemaps, and no alternate of its version names it.
        const entries = await sitemapEntries();
        expect(entries.some((entry) => entry.loc === `${PUBLIC_BASE}${url}`)).toBe(false);
        for (const entry of entries) expect(Object.values(entry.alternates)).not.toContain(`${PUBLIC_BASE}${url}`);
      });
    }
  });

  describe('another language slug', () => {
    it("redirects 301 to the language's own slug, keeping the query; the target is the page itself", async () => {
      const response = await get('/de/capabilities/ultrasonic-welding?utm_source=news&page=2');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/de/capabilities/ultraschallschwei%C3%9Fen?utm_source=news&page=2');
      const target = await get(response.headers.location as string);
      expect(target.statusCode).toBe(200);
      expect(readPage(target.body).canonical).toBe(`${PUBLIC_BASE}/de/capabilities/ultraschallschwei%C3%9Fen`);
      // The French slug under German too; the own slug answers itself.
      const french = await get('/de/capabilities/soudage-par-ultrasons');
      expect(french.statusCode).toBe(301);
      expect(french.headers.location).toBe('/de/capabilities/ultraschallschwei%C3%9Fen');
    });

    it('shows fallback content where the language has no version (no redirect), and 404 for a slug of no language', async () => {
      expect((await get('/cs/capabilities/ultrasonic-welding')).statusCode).toBe(200);
      for (const url of [
        '/de/capabilities/ultrasonic-weldings',
        '/de/capabilities/%2F%2Fevil.example',
        '/de/about/no-such-page',
      ]) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers.location, url).toBeUndefined();
      }
    });

    it("redirects a media release's other-language slug to its translated one, listed under it", async () => {
      const { db } = sut.database.handle;
      const releases = sut.app.get(MediaReleasesService);
      const german = and(eq(mediaRelease.id, 'mr-14'), eq(mediaRelease.language, 'de'));
      const englishSlug = 'kudex-group-q3-2026-trading-update';
      const setGermanSlug = async (slug: string) => {
        await db.update(mediaRelease).set({ slug }).where(german);
        await releases.releaseChanged('mr-14');
      };
      await setGermanSlug('kudex-group-geschaeftsverlauf-q3-2026');
      try {
        const response = await get(`/de/media-releases/${englishSlug}?utm_source=x`);
        expect(response.statusCode).toBe(301);
        expect(response.headers.location).toBe('/de/media-releases/kudex-group-geschaeftsverlauf-q3-2026?utm_source=x');
        const html = readPage((await get('/de/media-releases/kudex-group-geschaeftsverlauf-q3-2026')).body);
        expect(html.alternates).toEqual({
          en: `${PUBLIC_BASE}/en/media-releases/${englishSlug}`,
          de: `${PUBLIC_BASE}/de/media-releases/kudex-group-geschaeftsverlauf-q3-2026`,
          'x-default': `${PUBLIC_BASE}/en/media-releases/${englishSlug}`,
        });
        expect(readPage((await get(`/en/media-releases/${englishSlug}`)).body).alternates).toEqual(html.alternates);
      } finally {
        await setGermanSlug(englishSlug);
      }
    });

    it("redirects a CMS page's other-language slug to the language's own, and lists each version under its slug", async () => {
      const content = sut.app.get(ContentService);
      const locations = await sut.app.get(SearchRepository).listDocumentLocations();
      const careers = locations.find((l) => l.type === 'page' && l.language === 'de' && l.path === '/about/careers')!;
      await content.changeSlug(careers.sourceKey, 'de', 'about', 'karriere');
      try {
        const response = await get('/de/about/careers?ref=mail');
        expect(response.statusCode).toBe(301);
        expect(response.headers.location).toBe('/de/about/karriere?ref=mail');
        const german = await get('/de/about/karriere');
        expect(german.statusCode).toBe(200);
        const html = readPage(german.body);
        expect(html.canonical).toBe(`${PUBLIC_BASE}/de/about/karriere`);
        expect(html.alternates.de).toBe(`${PUBLIC_BASE}/de/about/karriere`);
        expect(html.alternates.en).toBe(`${PUBLIC_BASE}/en/about/careers`);
        const english = readPage((await get('/en/about/careers')).body);
        expect(english.alternates).toEqual(html.alternates);
        const sitemap = readSitemap((await get('/sitemaps/main-de.xml')).body);
        expect(sitemap.entries.find((e) => e.loc === `${PUBLIC_BASE}/de/about/karriere`)?.alternates).toEqual(
          html.alternates,
        );
      } finally {
        await content.changeSlug(careers.sourceKey, 'de', 'about', 'careers');
      }
    });
  });
});
