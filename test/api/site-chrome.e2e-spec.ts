import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

// The site chrome (navigation, languages, countries) is served once per site and language from a
// versioned, ETagged endpoint; pages carry only a reference to it, not the chrome itself.
interface ChromeRef {
  url: string;
  version: string;
}

function pageContextOf(html: string): { data: { layout: { chrome: ChromeRef } & Record<string, unknown> } } {
  const json = /<script id="vike_pageContext"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no page context in the page');
  return JSON.parse(json) as { data: { layout: { chrome: ChromeRef } & Record<string, unknown> } };
}

describe('site chrome endpoint', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it("names the chrome in the page instead of serializing the site's navigation into it", async () => {
    const page = await get('/en/about');
    expect(page.statusCode).toBe(200);
    const { layout } = pageContextOf(page.body).data;
    expect(layout.chrome.url).toMatch(/^\/api\/layout\/main\/en\?v=/);
    expect(layout).not.toHaveProperty('navigation');
    expect(layout).not.toHaveProperty('countries');
    // The server still renders the header from the chrome: the navigation is in the HTML.
    expect(page.body).toContain('<nav');

    const chrome = await get(layout.chrome.url);
    expect(chrome.statusCode).toBe(200);
    expect(chrome.headers['content-type']).toMatch(/^application\/json/);
    expect(chrome.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chrome.headers.etag).toBe(`"${layout.chrome.version}"`);
    const body = chrome.json() as { version: string; navigation: { header: { items: unknown[] } }; languages: [] };
    expect(body.version).toBe(layout.chrome.version);
    expect(body.navigation.header.items.length).toBeGreaterThan(0);
    expect(body.languages.length).toBeGreaterThan(1);
  });

  it("names the switcher's countries in the page's language, also where the data names them in English only", async () => {
    // The seed names a country in English, German and its own languages: French and Japanese pages listed
    // 'Germany', 'United States' and 'All'.
    const countriesOf = async (path: string) => {
      const page = await get(path);
      expect(page.statusCode).toBe(200);
      const list = /<ul class="switcher-countries">([\s\S]*?)<\/ul>/.exec(page.body)?.[1] ?? '';
      return [...list.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map(([, name]) => name);
    };
    const french = await countriesOf('/fr');
    expect(french).toEqual(expect.arrayContaining(['Tous', 'Suisse', 'Allemagne', 'États-Unis', 'Royaume-Uni']));
    expect(french).not.toContain('Germany');
    const japanese = await countriesOf('/ja');
    expect(japanese).toEqual(expect.arrayContaining(['すべて', 'スイス', 'ドイツ', 'アメリカ合衆国', '日本']));
    const german = await countriesOf('/de');
    expect(german).toEqual(expect.arrayContaining(['Alle', 'Schweiz', 'Deutschland', 'Vereinigte Staaten']));
  });

  it('answers 304 to a matching If-None-Match and revalidates an outdated version', async () => {
    const { layout } = pageContextOf((await get('/de/about')).body).data;
    const revalidated = await get(layout.chrome.url, { 'if-none-match': `"${layout.chrome.version}"` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const outdated = await get('/api/layout/main/de?v=an-old-version');
    expect(outdated.statusCode).toBe(200);
    expect(outdated.headers['cache-control']).toBe('public, no-cache');
  });

  it('answers 404 with the JSON error shape for an unknown site or locale', async () => {
    for (const url of ['/api/layout/no-such-site/en', '/api/layout/main/xx-YY', '/api/layout/main/%3Cscript%3E']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, message: expect.any(String) });
    }
  });
});
