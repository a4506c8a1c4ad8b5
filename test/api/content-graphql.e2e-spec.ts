import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentService } from '../../modules/content/index.js';
import { NavigationService } from '../../modules/navigation/index.js';
import { StoriesService } from '../../modules/stories/index.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const URL = '/api/graphql/content';
const KEYS = '/api/content/api-keys';

interface GraphqlBody {
  data?: Record<string, unknown>;
  errors?: { message: string }[];
}

/** Issue 33 headless mode: the content schema at /api/graphql/content for API keys with `content:read`. */
describe('content GraphQL /api/graphql/content (SPEC §7.4, issue 33)', () => {
  let sut: TestApp;
  let readKey = '';
  let writeOnlyKey = '';

  const post = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${readKey}` }) =>
    sut.fastify.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const data = async (query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const response = await post({ query, variables }, { authorization: `Bearer ${readKey}`, ...headers });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<GraphqlBody>();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  /** What the builtin service's answer looks like after a trip through JSON (dates as strings, no undefined). */
  const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

  beforeAll(async () => {
    sut = await startTestApp();
    const cookie = await editorCookie(sut);
    const origin = new globalThis.URL(sut.config.publicBaseUrl).origin;
    const createKey = async (name: string, scopes: string[]) => {
      const response = await sut.fastify.inject({
        method: 'POST',
        url: KEYS,
        headers: { 'content-type': 'application/json', cookie, origin },
        payload: JSON.stringify({ name, scopes }),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ key: string }>().key;
    };
    readKey = await createKey('renderer', ['content:read']);
    writeOnlyKey = await createKey('writer', ['content:write']);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers 401 without a key or with an unknown one, 403 for a key without content:read', async () => {
    const noKey = await post({ query: '{ sites }' }, {});
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toMatchObject({ statusCode: 401, message: 'Editor sign-in or an API key required' });
    const unknown = await post({ query: '{ sites }' }, { authorization: 'Bearer uapp_nonsense' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ statusCode: 401, message: 'The API key is not valid' });
    const wrongScope = await post({ query: '{ sites }' }, { authorization: `Bearer ${writeOnlyKey}` });
    expect(wrongScope.statusCode).toBe(403);
    expect(wrongScope.json()).toMatchObject({ statusCode: 403, message: 'The API key lacks the scope content:read' });
  });

  it('answers 400 for a bad locale header, a bad language, a malformed body; refuses too deep or large queries', async () => {
    const badHeader = await post(
      { query: '{ sites }' },
      { authorization: `Bearer ${readKey}`, 'gcms-locales': 'de, xx' },
    );
    expect(badHeader.statusCode).toBe(400);
    expect(badHeader.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('gcms-locales') });

    const badLanguage = await post({ query: '{ stories(language: "xx") { totalItems } }' });
    expect(badLanguage.statusCode).toBe(400);
    expect(badLanguage.json<GraphqlBody>().errors?.[0]?.message).toBe('Unknown language: xx');

    const malformed = await post('{"query":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400 });

    const deep = await post({
      query: '{ page(id: "about-main") { headerOptions { theme { a { b { c { d { e } } } } } } } }',
    });
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json<GraphqlBody>().errors?.length).toBeGreaterThan(0);

    const fields = Array.from({ length: 300 }, (_, n) => `f${n}: __typename`).join(' ');
    const large = await post({ query: `{ ${fields} }` });
    expect(large.statusCode).toBe(400);
    expect(large.json<GraphqlBody>().errors?.length).toBeGreaterThan(0);

    // No Mutation type: nothing can change content through this endpoint.
    const mutation = await post({ query: 'mutation { deletePage(id: "about-main") }' });
    expect(mutation.statusCode).toBeLessThan(500);
    expect(mutation.json<GraphqlBody>().errors?.[0]?.message).toContain('mutation');
  });

  it('answers a GET for an API key (no cookie), private and no-store', async () => {
    const response = await sut.fastify.inject({
      method: 'GET',
      url: `${URL}?query=${encodeURIComponent('{ page(id: "about-main", language: "en") { title } }')}`,
      headers: { authorization: `Bearer ${readKey}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toEqual({ data: { page: { title: 'About us' } } });
  });

  it('answers a page, a story and a navigation exactly as the builtin services do (PUBLISHED by default)', async () => {
    const content = sut.app.get(ContentService, { strict: false });
    const stories = sut.app.get(StoriesService, { strict: false });
    const navigation = sut.app.get(NavigationService, { strict: false });

    const pageFields = `id siteId language stage pageType theme headerOptions { theme hidden } footerTheme title seoTitle description parentSlug slug modules injection
      cmsType languages isPublished isLanguageFallback isLanguageUnavailable translationTargetLanguages protection`;
    const page = await data(
      `{ pageBySlug(siteId: "main", language: "en", slug: "smart-factory-story") { ${pageFields} } }`,
    );
    const builtinPage = await content.findPage('main', 'en', 'home', 'smart-factory-story', { editor: false });
    expect(page.pageBySlug).toEqual(asJson(builtinPage));
    expect((page.pageBySlug as { title: string }).title).not.toContain('(draft)');

    const list = await data('{ stories(language: "de", localeCode: "de-de") { totalItems stories } }');
    const audience = { language: 'de', localeCode: 'de-de', editor: false };
    expect(list.stories).toEqual(asJson(await stories.listStories(audience, { page: 1 })));
    const slug = (list.stories as { stories: { slug: string }[] }).stories[0]!.slug;
    const story = await data('query($slug: String!) { story(language: "de", localeCode: "de-de", slug: $slug) }', {
      slug,
    });
    expect(story.story).toEqual(asJson(await stories.findStory(audience, slug)));

    const nav = await data('{ navigation(siteId: "main", language: "de", localeUrlCode: "de-de", country: "DE") }');
    const builtinNav = await navigation.getNavigation('main', 'de', {
      editor: false,
      stage: 'PUBLISHED',
      country: 'DE',
      localeUrlCode: 'de-de',
      siteSlug: null,
    });
    expect(nav.navigation).toEqual(asJson(builtinNav));
  });

  it('reads drafts with stage: DRAFT', async () => {
    const draft = await data(
      '{ pageBySlug(siteId: "main", language: "en", slug: "smart-factory-story", stage: DRAFT) { stage title } }',
    );
    expect(draft.pageBySlug).toMatchObject({ stage: 'DRAFT', title: expect.stringContaining('(draft)') });
    const published = await data('{ page(id: "innovation-roadmap-main", language: "en") { title } }').catch(
      () => undefined,
    );
    expect(published?.page ?? null).toBeNull();
  });

  it('takes the stage of queries that name none from gcms-stage (400 for another value)', async () => {
    const query = '{ pageBySlug(siteId: "main", language: "en", slug: "smart-factory-story") { stage } }';
    const draft = await data(query, {}, { 'gcms-stage': 'DRAFT' });
    expect(draft.pageBySlug).toEqual({ stage: 'DRAFT' });
    const bad = await post({ query }, { authorization: `Bearer ${readKey}`, 'gcms-stage': 'LIVE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, message: 'gcms-stage must be DRAFT or PUBLISHED' });
  });

  it('follows the gcms-locales header where a query leaves the language open (SPEC §7.4 fallback)', async () => {
    const german = await data(
      '{ page(id: "about-main") { language isLanguageFallback } }',
      {},
      { 'gcms-locales': 'de, en' },
    );
    expect(german.page).toEqual({ language: 'de', isLanguageFallback: false });
    // A page with no Japanese version: the next language of the header.
    const fallback = await data(
      '{ page(id: "innovation-roadmap-main", stage: DRAFT) { language isLanguageFallback } }',
      {},
      { 'gcms-locales': 'ja, en' },
    );
    expect(fallback.page).toEqual({ language: 'en', isLanguageFallback: true });
  });

  it('answers the SPEC §7.4 lookups: sites, brands, languages, countries by sortIndex, redirects, related stories', async () => {
    const result = await data(`{
      sites brands languages countries locales
      redirects(siteId: "main", previousUrls: ["/nowhere-at-all"]) { previousUrl target statusCode }
      storiesRelatedToProduct(productSlug: "no-such-product", language: "en")
    }`);
    expect((result.sites as { id: string }[]).map((site) => site.id)).toContain('main');
    expect(Array.isArray(result.brands)).toBe(true);
    expect((result.languages as { code: string }[]).map((l) => l.code)).toContain('de');
    expect((result.countries as unknown[]).length).toBeGreaterThan(0);
    expect(result.redirects).toEqual([]);
    expect(result.storiesRelatedToProduct).toEqual([]);
  });

  it('serves the product data part beside the content (SPEC §7.5, modules/products)', async () => {
    const result = await data('{ productCatalogue(language: "en") { language } }');
    expect(result.productCatalogue).toEqual({ language: 'en' });
  });

  it("serves this instance's search index (issue 33: a rendering instance searches its source)", async () => {
    const query = `query S($query: String!, $page: Int!) {
      searchDocuments(siteId: "main", language: "en", query: $query, page: $page) { total hits }
      searchSuggestions(siteId: "main", language: "en", query: $query) }`;
    const result = await data(query, { query: 'crimp', page: 1 });
    const found = result.searchDocuments as { total: number; hits: { title: string; path: string }[] };
    expect(found.total).toBeGreaterThan(0);
    expect(found.hits[0]).toEqual(expect.objectContaining({ title: expect.any(String), path: expect.any(String) }));
    expect((result.searchSuggestions as unknown[]).length).toBeGreaterThan(0);

    for (const [variables, message] of [
      [{ query: '   ', page: 1 }, 'query must not be empty'],
      [{ query: 'x'.repeat(201), page: 1 }, 'query must be at most 200 characters'],
      [{ query: 'crimp', page: 0 }, 'page must be an integer from 1 to 100'],
    ] as const) {
      const response = await post({ query, variables }, { authorization: `Bearer ${readKey}` });
      expect(response.statusCode, JSON.stringify(variables)).toBe(400);
      expect(response.json<GraphqlBody>().errors?.[0]?.message).toBe(message);
    }
  });
});
