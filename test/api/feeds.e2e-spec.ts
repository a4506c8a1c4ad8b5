import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_RELEASES } from '../../seed/media-releases/media-releases.data.js';
import { NEWS_ITEMS } from '../../seed/news-feed/news-feed.data.js';
import { STORIES } from '../../seed/stories/stories.data.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** The public origin the app is configured with: every feed address is on it. */
const PUBLIC_BASE = 'https://www.kudex.example';

interface ParsedFeed {
  bozo: number;
  bozo_exception: string;
  version: string;
  language: string;
  title: string;
  entries: { title: string; link: string; id: string; published_parsed: boolean; summary: string }[];
}

/** The feed as a real feed reader library reads it: Debian's Python with feedparser. */
function feedparser(xml: string, folder: string): ParsedFeed {
  const file = join(folder, 'feed.xml');
  writeFileSync(file, xml);
  const script = [
    'import feedparser, json, sys',
    'd = feedparser.parse(sys.argv[1])',
    'print(json.dumps({"bozo": int(d.bozo), "bozo_exception": str(d.get("bozo_exception", "")), "version": d.version,',
    ' "language": d.feed.get("language", ""), "title": d.feed.get("title", ""),',
    ' "entries": [{"title": e.title, "link": e.link, "id": e.id, "published_parsed": e.get("published_parsed") is not None,',
    ' "summary": e.get("summary", "")} for e in d.entries]}))',
  ].join('\n');
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' })) as ParsedFeed;
}

describe('RSS feeds of stories, media releases and the news feed', () => {
  let sut: TestApp;
  let folder: string;
  const get = (url: string) => sut.fastify.inject({ method: 'GET', url });
  const feed = async (url: string): Promise<ParsedFeed> => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const parsed = feedparser(response.body, folder);
    expect(parsed.bozo, parsed.bozo_exception).toBe(0);
    expect(parsed.version).toBe('rss20');
    return parsed;
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'feeds-'));
    sut = await startTestApp({ env: { PUBLIC_BASE_URL: PUBLIC_BASE } });
  });
  afterAll(async () => {
    await sut?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('the English stories feed: the newest nine stories, absolute links on the public origin', async () => {
    const parsed = await feed('/feeds/en/stories.xml');
    expect(parsed.language).toBe('en');
    const newest = [...STORIES].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 9);
    expect(parsed.entries).toHaveLength(newest.length);
    const bySlug = new Map(STORIES.map((s) => [`${PUBLIC_BASE}/en/stories/${s.slug}`, s]));
    for (const entry of parsed.entries) {
      const story = bySlug.get(entry.link);
      expect(story, entry.link).toBeDefined();
      expect(entry.title).toBe(story!.en.title);
      expect(entry.id).toBe(entry.link);
      expect(entry.published_parsed).toBe(true);
      expect(entry.summary).toBe(story!.en.lead);
    }
    expect(parsed.entries.map((e) => e.title)).toContain(newest[0]!.en.title);
  });

  it('the German media releases feed holds German releases only, on the German addresses', async () => {
    const parsed = await feed('/feeds/de/media-releases.xml');
    expect(parsed.language).toBe('de');
    const german = new Map(MEDIA_RELEASES.filter((r) => r.de).map((r) => [r.de!.title, r]));
    expect(parsed.entries.length).toBeGreaterThan(0);
    for (const entry of parsed.entries) {
      const release = german.get(entry.title);
      expect(release, entry.title).toBeDefined();
      expect(entry.link).toBe(`${PUBLIC_BASE}/de/media-releases/${release!.slug}`);
    }
  });

  it('the news feed: the ten newest items of the language, each with its own guid', async () => {
    const parsed = await feed('/feeds/en/news.xml');
    expect(parsed.entries).toHaveLength(10);
    expect(new Set(parsed.entries.map((e) => e.id)).size).toBe(10);
    const newest = [...NEWS_ITEMS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 10);
    expect(parsed.entries.map((e) => e.title)).toEqual(newest.map((i) => i.en.title));
    for (const entry of parsed.entries) {
      expect(entry.link).toMatch(/^https?:\/\//);
    }
  });

  it('a language without stories gets a valid, empty feed', async () => {
    const parsed = await feed('/feeds/ja/stories.xml');
    expect(parsed.entries).toEqual([]);
    expect(parsed.language).toBe('ja');
  });

  it('an unknown locale, feed or malformed name is a 404 with the usual error body', async () => {
    for (const url of [
      '/feeds/xx/stories.xml',
      '/feeds/en/products.xml',
      '/feeds/en/stories.json',
      '/feeds/EN!/news.xml',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, message: expect.stringMatching(/^No feed /) });
    }
  });

  it("/feed is a permanent redirect to the news feed of the site's default locale, whatever the visitor prefers", async () => {
    const response = await sut.fastify.inject({
      method: 'GET',
      url: '/feed',
      headers: {
        'accept-language': 'de-CH,de;q=0.9',
        cookie: 'uapp_current_locale=de-ch',
        'x-vercel-ip-country': 'CH',
      },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/feeds/en/news.xml');
    const parsed = await feed(response.headers.location as string);
    expect(parsed.language).toBe('en');
    expect(parsed.entries).toHaveLength(10);
  });

  it("/{locale}/feed is a permanent redirect to that locale's news feed, on a slug site too", async () => {
    for (const [url, location] of [
      ['/de/feed', '/feeds/de/news.xml'],
      ['/de-ch/feed', '/feeds/de-ch/news.xml'],
      ['/en/north-america-events/feed', '/feeds/en/news.xml'],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(301);
      expect(response.headers.location, url).toBe(location);
      const parsed = await feed(location);
      expect(parsed.language, url).toBe(location.split('/')[2]);
    }
  });

  it('other addresses next to /feed stay what they were: an unknown locale and deeper paths are no feed', async () => {
    const unknownLocale = await get('/xx/feed');
    expect(unknownLocale.statusCode).toBe(302);
    expect(unknownLocale.headers.location).toBe('/en/xx/feed');
    expect((await get('/en/xx/feed')).statusCode).toBe(404);
    for (const url of ['/en/feed/news', '/en/feeds', '/feeds/en/feed']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('the lists and the home page link their feeds for autodiscovery', async () => {
    const cases = [
      ['/en/stories', `${PUBLIC_BASE}/feeds/en/stories.xml`],
      ['/de/media-releases', `${PUBLIC_BASE}/feeds/de/media-releases.xml`],
      ['/en', `${PUBLIC_BASE}/feeds/en/news.xml`],
    ] as const;
    for (const [page, href] of cases) {
      const response = await get(page);
      expect(response.statusCode, page).toBe(200);
      const links = [
        ...response.body.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="([^"]+)">/g),
      ];
      expect(
        links.map((m) => m[1]),
        page,
      ).toEqual([href]);
      const parsed = await feed(href.slice(PUBLIC_BASE.length));
      expect(parsed.entries.length).toBeGreaterThan(0);
    }
  });
});
