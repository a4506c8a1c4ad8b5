import type { SuggestResponseDto } from '../../modules/search/search.dto.js';
import type { SearchResponseDto } from '../../modules/search/search.dto.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentService } from '../../modules/content/index.js';
import { SearchIndexer } from '../../modules/search-index/index.js';
import type { Database } from '../../src/core/database/database.js';
import { insertPage } from '../factories/pages.js';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { DATABASE_KINDS } from '../support/test-database.js';

// PGlite always; PostgreSQL 15 too when TEST_DATABASE_URL is set (text search configurations, ts_headline, pg_trgm).
describe.each(DATABASE_KINDS)('search on %s (SPEC §7.3, §5)', (kind) => {
  let sut: TestApp;
  let db: Database;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'POST', url, payload: payload as object, headers });
  const search = async (body: Record<string, unknown>): Promise<SearchResponseDto> => {
    const response = await post('/api/search-proxy/search', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SearchResponseDto>();
  };
  const suggest = async (body: Record<string, unknown>): Promise<SuggestResponseDto> => {
    const response = await post('/api/search-proxy/suggest', body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SuggestResponseDto>();
  };
  /** Stores pages as an editor would and tells the index, as content services do after their commit. */
  const publish = async (...pages: Parameters<typeof insertPage>[1][]) => {
    for (const page of pages) await insertPage(db, page);
    await sut.app.get(SearchIndexer).refresh('page', [...new Set(pages.map((p) => p.id))]);
  };

  beforeAll(async () => {
    sut = await startTestApp({ database: kind });
    db = sut.database.handle.db;
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('POST /api/search-proxy/search', () => {
    it('finds seeded pages with title, highlighted description, locale URL and type', async () => {
      const body = await search({ localeCode: 'en', siteSlug: '', query: 'crimp force' });
      expect(body.page).toBe(1);
      expect(body.total).toBeGreaterThanOrEqual(1);
      // Stories about crimping may rank as high as the page: the page is among the first results.
      expect(body.records.slice(0, 3)).toContainEqual({
        title: 'Crimping technology',
        description: expect.stringContaining('<em>crimp</em> <em>force</em>'),
        url: '/en/about/crimping-technology',
        type: 'page',
        language: 'en',
      });
    });

    it('never finds a protected page', async () => {
      const before = await search({ localeCode: 'en', siteSlug: '', query: 'CHF 805 million' });
      expect(before.records.map((r) => r.url)).toContain('/en/about/facts-and-figures');
      await sut.database.handle.db.execute(sql`update page set protection = 'password' where id = 'facts-main'`);
      await sut.app.get(SearchIndexer).refresh('page', ['facts-main']);
      const after = await search({ localeCode: 'en', siteSlug: '', query: 'CHF 805 million' });
      expect(after.records.map((r) => r.url)).not.toContain('/en/about/facts-and-figures');
      await sut.database.handle.db.execute(sql`update page set protection = 'none' where id = 'facts-main'`);
      await sut.app.get(SearchIndexer).refresh('page', ['facts-main']);
    });

    it('ranks an exact title match first, then title matches before body matches', async () => {
      await publish(
        {
          id: 'test-strip-long',
          title: 'Stripping machines for stripping and stripping tools',
          html: '<p>Stripping, stripping, stripping: stripping every wire.</p>'.repeat(5),
        },
        { id: 'test-strip-exact', title: 'Stripping', html: '<p>The basics.</p>' },
        { id: 'test-ferrule-title', title: 'Ferrule presses', html: '<p>Presses for wire end sleeves.</p>' },
        { id: 'test-ferrule-body', title: 'Wire end sleeves', html: '<p>A ferrule keeps strands together.</p>' },
      );
      const stripping = await search({ localeCode: 'en', query: 'stripping' });
      expect(stripping.records[0]!.title).toBe('Stripping');
      expect(stripping.records.map((r) => r.title)).toContain('Stripping machines for stripping and stripping tools');
      expect((await search({ localeCode: 'en', query: 'STRIPPING' })).records[0]!.title).toBe('Stripping');
      const ferrule = await search({ localeCode: 'en', query: 'ferrule' });
      expect(ferrule.records.map((r) => r.title).slice(0, 2)).toEqual(['Ferrule presses', 'Wire end sleeves']);
    });

    it('wraps the query words in <em> and escapes everything else, whatever the content or query holds', async () => {
      await publish({
        id: 'test-injection',
        title: 'Injected <script>alert("title")</script> page',
        description: 'Wire "markers" & labels <img src=x onerror=alert(1)> <script>alert("x")</script> for cables',
      });
      const body = await search({ localeCode: 'en', query: 'markers <script>alert(1)</script>' });
      const record = body.records.find((r) => r.url === '/en/about/test-injection');
      expect(record).toBeDefined();
      expect(record!.description).toContain('<em>markers</em>');
      expect(record!.description).toContain('&quot;');
      expect(record!.description).toContain('&amp;');
      expect(record!.description.replace(/<\/?em>/g, '')).not.toMatch(/[<>"]/);
      // The title is plain text in JSON; the search page renders it escaped.
      expect(record!.title).toBe('Injected <script>alert("title")</script> page');
      const html = await sut.fastify.inject({ method: 'GET', url: '/en/search?q=markers%20%3Cscript%3Ealert(1)' });
      expect(html.statusCode).toBe(200);
      expect(html.body).not.toContain('<script>alert');
      expect(html.body).not.toContain('<img src=x');
      expect(html.body).toContain('&lt;script&gt;alert(&quot;title&quot;)');
    });

    it('removes a trailing brand, site or company suffix from titles', async () => {
      await publish(
        { id: 'test-suffix-1', title: 'Laser insulation removal | Schleuniger', html: '<p>Laserbrand one.</p>' },
        { id: 'test-suffix-2', title: 'Insulation tester - Kudex Group', html: '<p>Laserbrand two.</p>' },
        { id: 'test-suffix-3', title: 'Insulation: a guide – Wustec', html: '<p>Laserbrand three.</p>' },
      );
      const titles = (await search({ localeCode: 'en', query: 'laserbrand' })).records.map((r) => r.title).sort();
      expect(titles).toEqual(['Insulation tester', 'Insulation: a guide', 'Laser insulation removal']);
    });

    it('respects the site: pages of another site are not found, and URLs carry the site slug', async () => {
      await publish({
        id: 'test-events-booth',
        siteId: 'north-america-events',
        parentSlug: 'home',
        slug: 'booth',
        title: 'Visit our booth at the Boothfair',
      });
      expect((await search({ localeCode: 'en', query: 'boothfair' })).total).toBe(0);
      const events = await search({ localeCode: 'en', siteSlug: 'north-america-events', query: 'boothfair' });
      expect(events.records.map((r) => r.url)).toEqual(['/en/north-america-events/booth']);
    });

    it('respects the locale: its language, its URL prefix, and language-aware stemming', async () => {
      const german = await search({ localeCode: 'de-ch', query: 'Crimppressen überwachen' });
      expect(german.records[0]).toMatchObject({ title: 'Crimptechnik', url: '/de-ch/about/crimping-technology' });
      // German stemming: "Maschine" finds "Maschinen"; the locale code works as well as the URL code.
      // (With a second word: the catalogue has many more pages about Maschinen.)
      const stemmed = await search({ localeCode: 'de-CH', query: 'Maschine Qualitätssicherung' });
      expect(stemmed.records.map((r) => r.url)).toContain('/de-ch/about/quality-and-testing');
      expect(stemmed.records.every((r) => r.url.startsWith('/de-ch'))).toBe(true);
      // English stemming: "machine" finds "machines"; no German page in English results.
      const english = await search({ localeCode: 'en', query: 'machine' });
      expect(english.records.map((r) => r.url)).toContain('/en/about/sustainability');
      // (Products whose titles look like the word, e.g. CrimpPress 2T, may follow as typo matches.)
      expect(
        (await search({ localeCode: 'en', query: 'Crimppressen' })).records.filter((r) => r.type === 'page'),
      ).toEqual([]);
    });

    it('finds what has no version in the language in English, as its page shows it, and says so', async () => {
      // The demo products have no Japanese texts: their Japanese pages show the English ones.
      const japanese = await search({ localeCode: 'ja', query: 'CutStrip' });
      const products = japanese.records.filter((r) => r.type === 'product');
      expect(products.map((r) => r.url)).toContain('/ja/products/cutting-stripping/cut-strip-machines/cutstrip-9000');
      expect(new Set(products.map((r) => r.language))).toEqual(new Set(['en']));
      // English stemming for the English documents: "machine" finds "machines" from a Czech page too.
      expect((await search({ localeCode: 'cs', query: 'stripping machine' })).total).toBeGreaterThan(0);
      // A document with a version in the language is found in that version only, never twice.
      const german = await search({ localeCode: 'de-ch', query: 'Crimppressen überwachen' });
      expect(german.records[0]).toMatchObject({ title: 'Crimptechnik', language: 'de' });
      const urls = german.records.map((r) => r.url);
      expect(new Set(urls).size).toBe(urls.length);
      expect(german.records.map((r) => r.title)).not.toContain('Crimping technology');
      const suggestions = await suggest({ localeCode: 'zh', query: 'CutStr' });
      expect(suggestions.records.length).toBeGreaterThan(0);
      expect(suggestions.records.every((r) => r.language === 'en' && r.url.startsWith('/zh/'))).toBe(true);
      // The page marks those results as English.
      const page = await sut.fastify.inject({ method: 'GET', url: '/ja/search?q=CutStrip' });
      expect(page.body).toMatch(/<h2 lang="en"><a href="\/ja\/products\/[^"]*cutstrip-9000">CutStrip 9000<\/a><\/h2>/);
      expect(page.body).toMatch(/<p class="search-result-description" lang="en">/);
    });

    it('tolerates typos: a misspelled word still finds the page', async () => {
      const body = await search({ localeCode: 'en', query: 'sustainabilty' });
      expect(body.records[0]).toMatchObject({ title: 'Sustainability', url: '/en/about/sustainability' });
      const two = await search({ localeCode: 'en', query: 'crimpign technolgy' });
      expect(two.records[0]!.title).toBe('Crimping technology');
    });

    it('pages 10 results at a time and counts them all', async () => {
      await publish(
        ...Array.from({ length: 12 }, (_, index) => ({
          id: `test-paging-${String(index).padStart(2, '0')}`,
          title: `Pagingword ${String(index).padStart(2, '0')} overview`,
          description: 'One of twelve pagingword pages.',
        })),
      );
      const first = await search({ localeCode: 'en', query: 'pagingword', page: 1 });
      const second = await search({ localeCode: 'en', query: 'pagingword', page: 2 });
      expect([first.total, first.records.length, first.page]).toEqual([12, 10, 1]);
      expect([second.total, second.records.length, second.page]).toEqual([12, 2, 2]);
      const beyond = await search({ localeCode: 'en', query: 'pagingword', page: 3 });
      expect([beyond.total, beyond.records.length]).toEqual([12, 0]);
      const urls = [...first.records, ...second.records].map((r) => r.url);
      expect(new Set(urls).size).toBe(12);
    });

    it('keeps the index current: a moved page is found at its new URL, drafts never', async () => {
      expect((await search({ localeCode: 'en', query: 'history' })).records[0]!.url).toBe('/en/about/history');
      await sut.app.get(ContentService).changeSlug('about-history', 'en', 'about', 'our-history');
      // The cached result is gone with the change.
      expect((await search({ localeCode: 'en', query: 'history' })).records[0]!.url).toBe('/en/about/our-history');

      await publish({ id: 'test-draft', stage: 'DRAFT', title: 'Unreleased Xylophonic machine' });
      expect((await search({ localeCode: 'en', query: 'xylophonic' })).total).toBe(0);
      expect((await suggest({ localeCode: 'en', query: 'xyloph' })).records).toEqual([]);
    });

    it('serves repeated searches from the cache until the index changes', async () => {
      await publish({ id: 'test-cached', title: 'Cachedword overview' });
      expect((await search({ localeCode: 'en', query: 'cachedword' })).records[0]!.title).toBe('Cachedword overview');
      // Behind the index's back: the cached answer stays (a cache hit does not touch the database)...
      await db.execute(sql`update search_document set title = 'Cachedword renamed' where source_key = 'test-cached'`);
      expect((await search({ localeCode: 'en', query: 'cachedword' })).records[0]!.title).toBe('Cachedword overview');
      // ...while another locale is another key (its URLs differ), and an index change drops every result.
      const us = await search({ localeCode: 'en-us', query: 'cachedword' });
      expect(us.records[0]).toMatchObject({ title: 'Cachedword renamed', url: '/en-us/about/test-cached' });
      await sut.app.get(SearchIndexer).remove('page', ['test-cached']);
      expect((await search({ localeCode: 'en', query: 'cachedword' })).total).toBe(0);
    });
  });

  describe('POST /api/search-proxy/suggest', () => {
    it('suggests titles whose words start with what was typed', async () => {
      const body = await suggest({ localeCode: 'en', siteSlug: '', query: 'crimping t' });
      // Stories and catalogue entries about crimping may rank as high as the page: it is among the first results.
      expect(body.records.slice(0, 3)).toContainEqual({
        title: 'Crimping technology',
        url: '/en/about/crimping-technology',
        type: 'page',
        language: 'en',
      });
      const words = await suggest({ localeCode: 'en', query: 'qual te' });
      expect(words.records.map((r) => r.title)).toEqual(['Quality and testing']);
      const german = await suggest({ localeCode: 'de', query: 'Nachhal' });
      expect(german.records.map((r) => r.url)).toEqual(['/de/about/sustainability']);
    });

    it('answers at most 8 suggestions, and tolerates a typo', async () => {
      expect((await suggest({ localeCode: 'en', query: 'pagingw' })).records).toHaveLength(8);
      expect((await suggest({ localeCode: 'en', query: 'sustainabilty' })).records[0]!.title).toBe('Sustainability');
    });
  });

  describe('product search result (SPEC §3)', () => {
    const result = async (localeCode: string, query: string, siteSlug = '') =>
      (await suggest({ localeCode, siteSlug, query })).productResult;

    it('finds a product by its exact slug, with its reference and its classification lineage', async () => {
      const found = await result('en', 'hosver-hs-4000');
      const route = '/en/products/cutting-stripping/cut-strip-machines/hosver-hs-4000';
      expect(found).toMatchObject({
        found: true,
        type: 'product',
        slug: 'hosver-hs-4000',
        name: 'HS 4000 Cut & Strip',
      });
      expect(found.route).toBe(route);
      expect(found.product).toMatchObject({ slug: 'hosver-hs-4000', route, brand: { name: expect.any(String) } });
      expect(found.classification?.lineage.map(({ name, route }) => ({ name, route }))).toEqual([
        { name: 'Products', route: '/en/products' },
        { name: 'Cutting and stripping', route: '/en/products/cutting-stripping' },
        { name: 'Cut and strip machines', route: '/en/products/cutting-stripping/cut-strip-machines' },
      ]);
    });

    it('finds a product or classification by its exact name in the language, whatever the case and spacing', async () => {
      expect(await result('en', '  hs 4000   CUT & strip ')).toMatchObject({ found: true, slug: 'hosver-hs-4000' });
      const classification = await result('de-ch', 'kabeltester');
      expect(classification).toMatchObject({
        found: true,
        type: 'classification',
        slug: 'cable-testers',
        name: 'Kabeltester',
        route: '/de-ch/products/testing/cable-testers',
        product: null,
      });
      expect(classification.classification?.lineage.map((item) => item.name)).toEqual([
        'Produkte',
        'Prüfen',
        'Kabeltester',
      ]);
    });

    it('answers found false with nothing else for a partial name, a word or an unknown slug', async () => {
      for (const query of ['HS 4000', 'crimp', 'no-such-machine', 'Crimping technology']) {
        expect(await result('en', query), query).toEqual({
          found: false,
          type: null,
          slug: null,
          name: null,
          route: null,
          product: null,
          classification: null,
        });
      }
    });

    it('respects the country: a product or classification not offered there is not found', async () => {
      expect((await result('de-ch', 'laserstrip-lx')).found).toBe(true);
      expect((await result('en-us', 'laserstrip-lx')).found).toBe(false);
      expect((await result('en-us', 'pull-force-testers')).found).toBe(true);
      expect((await result('de-ch', 'pull-force-testers')).found).toBe(false);
    });

    it('routes carry the site slug on another site', async () => {
      const found = await result('de', 'cutstrip-5000', 'revolution-im-schaltschrankbau');
      expect(found.route).toBe(
        '/de/revolution-im-schaltschrankbau/products/cutting-stripping/cut-strip-machines/cutstrip-5000',
      );
    });

    it('400 for bad input, as every suggest request', async () => {
      for (const body of [
        { localeCode: 'en', query: '' },
        { localeCode: 'en', query: 'x'.repeat(201) },
        { localeCode: 'en' },
      ]) {
        const response = await post('/api/search-proxy/suggest', body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
      }
    });
  });

  describe('bad input', () => {
    const routes = ['/api/search-proxy/search', '/api/search-proxy/suggest'];

    it.each(routes)('%s: 400 with a message for an empty, blank or over-long query', async (route) => {
      for (const [query, message] of [
        ['', 'query must not be empty'],
        ['   ', 'query must not be empty'],
        ['x'.repeat(201), 'query must be at most 200 characters'],
      ] as const) {
        const response = await post(route, { localeCode: 'en', query });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining(message) });
      }
      expect((await post(route, { localeCode: 'en', query: 'x'.repeat(200) })).statusCode).toBe(200);
    });

    it.each(routes)('%s: 400 for a malformed body, a missing or mistyped field, an unknown field', async (route) => {
      const malformed = await post(route, '{"localeCode": "en", "query": ', { 'content-type': 'application/json' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ statusCode: 400, message: expect.stringMatching(/JSON/) });
      for (const body of [
        { localeCode: 'en' },
        { query: 'crimp' },
        { localeCode: 'en', query: 42 },
        { localeCode: 'english!', query: 'crimp' },
        { localeCode: 'en', query: 'crimp', extra: true },
      ]) {
        const response = await post(route, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(typeof response.json().message).toBe('string');
      }
      const text = await post(route, 'query=crimp', { 'content-type': 'text/plain' });
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toContain('query must be a string');
    });

    it('400 for a page that is not a whole number from 1', async () => {
      for (const page of [0, -1, 1.5, '2', 101]) {
        const response = await post('/api/search-proxy/search', { localeCode: 'en', query: 'crimp', page });
        expect(response.statusCode, String(page)).toBe(400);
        expect(response.json().message).toMatch(/page must/);
      }
    });

    it.each(routes)(
      '%s: 404 with a message for an unknown locale or site, or a language the site lacks',
      async (route) => {
        const locale = await post(route, { localeCode: 'xx-yy', query: 'crimp' });
        expect(locale.statusCode).toBe(404);
        expect(locale.json()).toMatchObject({ code: 'SearchLocaleNotFound', message: 'Unknown locale: xx-yy' });
        const site = await post(route, { localeCode: 'en', siteSlug: 'nowhere', query: 'crimp' });
        expect(site.statusCode).toBe(404);
        expect(site.json()).toMatchObject({ code: 'SearchSiteNotFound', message: 'Unknown site: nowhere' });
        const language = await post(route, { localeCode: 'de', siteSlug: 'north-america-events', query: 'crimp' });
        expect(language.statusCode).toBe(404);
        expect(language.json().code).toBe('SearchLanguageNotServed');
      },
    );
  });

  describe('search page', () => {
    it('server-renders the results of ?q= with highlighted descriptions and paging links', async () => {
      const response = await sut.fastify.inject({ method: 'GET', url: '/en/search?q=pagingword' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Search results for “pagingword”');
      expect(response.body).toContain('12 results');
      expect(response.body).toMatch(/<a href="\/en\/search\?q=pagingword&amp;page=2"[^>]*>2<\/a>/);
      expect(response.body).toContain('One of twelve <em>pagingword</em> pages.');
      const second = await sut.fastify.inject({ method: 'GET', url: '/en/search?q=pagingword&page=2' });
      expect(second.body).toMatch(/aria-current="page"[^>]*>2</);
    });

    it('shows the form alone without a query, and a message for an over-long one', async () => {
      const empty = await sut.fastify.inject({ method: 'GET', url: '/de/search' });
      expect(empty.statusCode).toBe(200);
      expect(empty.body).toContain('role="search"');
      expect(empty.body).not.toContain('search-results');
      const long = await sut.fastify.inject({ method: 'GET', url: `/en/search?q=${'x'.repeat(201)}` });
      expect(long.statusCode).toBe(200);
      expect(long.body).toContain('Please enter at most 200 characters.');
    });

    it('searches the site of the URL', async () => {
      const response = await sut.fastify.inject({ method: 'GET', url: '/en/north-america-events/search?q=boothfair' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('href="/en/north-america-events/booth"');
    });
  });
});
