import type { NewsFeedPageDto } from '../../modules/news-feed/news-feed.dto.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_ITEMS } from '../../seed/news-feed/news-feed.data.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

describe('GET /api/news-feed (SPEC §4, §7.4, §9)', () => {
  let sut: TestApp;
  const get = (query: string) => sut.fastify.inject({ method: 'GET', url: `/api/news-feed${query}` });
  const page = async (query: string): Promise<NewsFeedPageDto> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NewsFeedPageDto>();
  };
  const newestFirst = [...NEWS_ITEMS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((i) => i.id);

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('pages 10, then 10, then the rest, newest first, with cursors', async () => {
    expect(newestFirst.length).toBeGreaterThan(20);
    const first = await page('?lang=en');
    expect(first.items.map((i) => i.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.pageInfo.endCursor).toEqual(expect.any(String));

    const second = await page(`?lang=en&first=10&after=${encodeURIComponent(first.pageInfo.endCursor!)}`);
    expect(second.items.map((i) => i.id)).toEqual(newestFirst.slice(10, 20));
    expect(second.pageInfo.hasNextPage).toBe(true);

    const rest = await page(`?lang=en&first=10&after=${encodeURIComponent(second.pageInfo.endCursor!)}`);
    expect(rest.items.map((i) => i.id)).toEqual(newestFirst.slice(20));
    expect(rest.pageInfo.hasNextPage).toBe(false);
    expect(rest.pageInfo.endCursor).toEqual(expect.any(String));

    const beyond = await page(`?lang=en&after=${encodeURIComponent(rest.pageInfo.endCursor!)}`);
    expect(beyond).toEqual({ items: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it('answers the SPEC §3 fields and may be cached briefly by browsers', async () => {
    const response = await get('?lang=en&first=1');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers['content-type']).toMatch(/application\/json/);
    const [item] = response.json<NewsFeedPageDto>().items;
    expect(item).toEqual({
      id: 'nf-028',
      language: 'en',
      title: 'Smart factory: harness lines that plan themselves',
      text: 'How WIRE Mind schedules cutting, crimping and testing across a whole plant.',
      publicationDate: '2026-11-18T08:00:00.000Z',
      image: {
        id: 'editorial-smart-factory',
        // Versioned (SPEC §7.8): cached as immutable.
        url: expect.stringMatching(
          /^\/api\/images\/editorial-smart-factory\?size=StoryTeaser&format=webp&v=[0-9a-z]+$/,
        ),
        version: expect.stringMatching(/^[0-9a-z]+$/),
        alternativeText: 'Stylised production hall',
        width: 768,
        height: 432,
      },
      link: '/smart-factory-story',
    });
  });

  it('gives every item once when asked for up to 50', async () => {
    const all = await page('?lang=en&first=50');
    expect(all.items.map((i) => i.id)).toEqual(newestFirst);
    expect(all.pageInfo.hasNextPage).toBe(false);
  });

  it('answers in the language, and in English for items not translated', async () => {
    const de = await page('?lang=de&first=50');
    expect(de.items.map((i) => i.id)).toEqual(newestFirst);
    expect(de.items[0]).toMatchObject({
      language: 'de',
      title: 'Smart Factory: Kabelbaumlinien, die sich selbst planen',
    });
    expect(de.items.find((i) => i.id === 'nf-016')).toMatchObject({ language: 'en', title: 'Half-year results 2026' });
    const ja = await page('?lang=ja&first=3');
    expect(ja.items.map((i) => i.language)).toEqual(['en', 'en', 'en']);
  });

  describe('bad input', () => {
    it.each([
      ['first=0', '?lang=en&first=0', 'first must be an integer from 1 to 50'],
      ['first=51', '?lang=en&first=51', 'first must be an integer from 1 to 50'],
      ['first=abc', '?lang=en&first=abc', 'first must be an integer from 1 to 50'],
      ['first=2.5', '?lang=en&first=2.5', 'first must be an integer from 1 to 50'],
      ['a malformed cursor', '?lang=en&after=not-a-cursor', 'after is not a valid cursor'],
      [
        'a forged cursor',
        `?lang=en&after=${Buffer.from('["x","y"]').toString('base64url')}`,
        'after is not a valid cursor',
      ],
      // Dates that pass a pattern but not PostgreSQL's cast answered 500.
      [
        'a cursor with February 31st',
        `?lang=en&after=${Buffer.from('["2024-02-31T10:00:00.000Z","news-1"]').toString('base64url')}`,
        'after is not a valid cursor',
      ],
      [
        'a cursor in year 0000',
        `?lang=en&after=${Buffer.from('["0000-01-01T00:00:00.000Z","news-1"]').toString('base64url')}`,
        'after is not a valid cursor',
      ],
      ['an over-long cursor', `?lang=en&after=${'a'.repeat(400)}`, 'after is not a valid cursor'],
      ['no language', '', 'lang must be one of'],
      ['an unknown language', '?lang=xx', 'lang must be one of'],
      ['an unknown parameter', '?lang=en&last=3', 'property last should not exist'],
    ])('answers 400 for %s', async (_label, query, message) => {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining(message) });
    });
  });
});
