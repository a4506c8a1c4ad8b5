import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const URL = '/api/hygraph-draft-proxy';

describe('draft proxy /api/hygraph-draft-proxy (SPEC §6, §7.3)', () => {
  let sut: TestApp;
  let cookie: string;
  // An editor's query comes by POST from this site (the Origin check of cookie calls).
  const origin = () => new globalThis.URL(sut.config.publicBaseUrl).origin;
  const query = (body: unknown, headers: Record<string, string> = { cookie }) =>
    sut.fastify.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', origin: origin(), ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const data = async (source: string, variables: Record<string, unknown> = {}) => {
    const response = await query({ query: source, variables });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ data?: Record<string, unknown>; errors?: unknown[] }>();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };

  beforeAll(async () => {
    sut = await startTestApp();
    cookie = await editorCookie(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers 401 without the editor cookie or with a forged one, before any GraphQL work', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { cookie: `uapp_editor_area_password=${'A'.repeat(43)}.${'B'.repeat(43)}` },
    ]) {
      const response = await query({ query: '{ page(id: "about-main", language: "en") { title } }' }, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: 'Editor sign-in required' });
    }
    expect((await sut.fastify.inject({ method: 'GET', url: `${URL}?query={__typename}` })).statusCode).toBe(401);
  });

  it('gives editors the draft of a page the public sees published, private and noindex', async () => {
    const response = await query({
      query: '{ pageBySlug(siteId: "main", language: "en", slug: "smart-factory-story") { id stage title modules } }',
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex');
    const page = response.json<{ data: { pageBySlug: { stage: string; title: string } } }>().data.pageBySlug;
    expect(page.stage).toBe('DRAFT');
    expect(page.title).toContain('(draft)');
    const publicPage = await sut.fastify.inject({ method: 'GET', url: '/en/smart-factory-story' });
    expect(publicPage.body).not.toContain('(draft)</h1>');
    // A draft-only page, by id.
    const roadmap = await data(
      '{ page(id: "innovation-roadmap-main", language: "en") { title stage cmsType languages isPublished protection } }',
    );
    // SPEC §3 Page fields; SPEC §4: a draft-only page is not published.
    expect(roadmap.page).toEqual({
      title: 'Innovation roadmap (draft)',
      stage: 'DRAFT',
      cmsType: 'Page',
      languages: ['en'],
      isPublished: false,
      protection: 'none',
    });
    const about = await data('{ page(id: "about-main", language: "de") { isPublished languages isLanguageFallback } }');
    expect(about.page).toMatchObject({ isPublished: true, isLanguageFallback: false });
    expect((about.page as { languages: string[] }).languages).toEqual(expect.arrayContaining(['de', 'en']));
  });

  it('answers stories, media releases, navigation and the news feed', async () => {
    const result = await data(`{
      stories(language: "en") { totalItems stories }
      mediaReleases(language: "en") { totalItems releases }
      navigation(siteId: "main", language: "en")
      newsFeed(language: "en", first: 2) { items pageInfo { hasNextPage endCursor } }
    }`);
    const stories = result.stories as { totalItems: number; stories: { slug: string }[] };
    expect(stories.totalItems).toBeGreaterThan(0);
    const story = await data('query($slug: String!) { story(language: "en", slug: $slug) }', {
      slug: stories.stories[0]!.slug,
    });
    expect(story.story).toBeTruthy();
    expect((result.mediaReleases as { totalItems: number }).totalItems).toBeGreaterThan(0);
    expect((result.navigation as { header: { items: unknown[] } }).header.items.length).toBeGreaterThan(0);
    const feed = result.newsFeed as { items: unknown[]; pageInfo: { hasNextPage: boolean } };
    expect(feed.items).toHaveLength(2);
    expect(feed.pageInfo.hasNextPage).toBe(true);
  });

  it('has no mutations, refuses deep or bad queries with errors, never a 500', async () => {
    const mutation = await query({ query: 'mutation { deletePage(id: "about-main") }' });
    expect(mutation.statusCode).toBeLessThan(500);
    expect(mutation.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);
    expect((await data('{ page(id: "about-main", language: "en") { title } }')).page).toEqual({ title: 'About us' });

    // Too large a query (graphql-armor's token limit): refused before it runs.
    const fields = Array.from({ length: 300 }, (_, n) => `f${n}: __typename`).join(' ');
    const deep = await query({ query: `{ ${fields} }` });
    expect(deep.statusCode).toBeLessThan(500);
    expect(deep.json<{ errors: unknown[] }>().errors.length).toBeGreaterThan(0);

    const badLanguage = await query({ query: '{ stories(language: "xx") { totalItems } }' });
    expect(badLanguage.statusCode).toBeLessThan(500);
    expect(JSON.stringify(badLanguage.json())).toContain('Unknown language');
    const badPage = await query({ query: '{ stories(language: "en", page: 0) { totalItems } }' });
    expect(JSON.stringify(badPage.json())).toContain('page must be between');

    const malformed = await query('{"query":');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ statusCode: 400 });
  });
});
