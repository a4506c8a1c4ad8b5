import { parseSetCookie } from 'cookie';
import { editorCookie } from '../support/editor.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

const TAG_MANAGER = 'https://tags.example/gtm.js?id=KUDEX';

describe('routing: sites, locales and status codes (SPEC §2.1–§2.3, §8)', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    sut = await startTestApp({
      env: { WUSTEC_EXTERNAL_URL: 'https://www.wustec.example', TRACKING_SCRIPT_URL: TAG_MANAGER },
    });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('redirects', () => {
    it('301s a trailing slash to the slash-less URL, keeping the query', async () => {
      const response = await get('/en/about/?a=1&b=2');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/en/about?a=1&b=2');
    });

    it('302s a URL without locale to the resolved locale (English by default)', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/en');
    });

    it('chooses the locale from the cookie before the browser languages', async () => {
      const response = await get('/', { cookie: 'uapp_current_locale=fr-ch', 'accept-language': 'de' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/fr-ch');
    });

    it('chooses the locale from Accept-Language and the geo header', async () => {
      const byBrowser = await get('/', { 'accept-language': 'ja-JP,ja;q=0.9,en;q=0.5' });
      expect(byBrowser.headers.location).toBe('/ja');
      const withCountry = await get('/', { 'accept-language': 'de', 'x-vercel-ip-country': 'CH' });
      expect(withCountry.headers.location).toBe('/de-ch');
    });

    it('suffixes the locale cookie with the site technical name on other sites', async () => {
      const response = await get('/north-america-events', {
        cookie: 'uapp_current_locale=de; uapp_current_locale_northAmericaEvents=es',
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/es/north-america-events');
    });

    it('302s a language the site does not serve to the same page in its default language', async () => {
      const response = await get('/de/north-america-events');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/en/north-america-events');
      const german = await get('/en/revolution-im-schaltschrankbau');
      expect(german.headers.location).toBe('/de/revolution-im-schaltschrankbau');
    });

    it('keeps internationally-only sites on international locales', async () => {
      const response = await get('/en-us/brand-portal');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/en/brand-portal');
    });

    it('301s a path from the redirect table to its target', async () => {
      const response = await get('/en/old-products');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/en/products');
    });

    it('302s ?direct with a page id to the page URL', async () => {
      const response = await get('/de/home-main?direct');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/de');
    });

    it('302s ?direct with a story or media release id to its URL (SPEC §7.4); unknown or odd ids are a 404', async () => {
      const story = await get('/en/st-14?direct');
      expect(story.statusCode).toBe(302);
      expect(story.headers.location).toMatch(/^\/en\/stories\/[a-z0-9-]+$/);
      expect((await get(story.headers.location as string)).statusCode).toBe(200);
      const release = await get('/de/mr-14?direct');
      expect(release.statusCode).toBe(302);
      expect(release.headers.location).toBe('/de/media-releases/kudex-group-q3-2026-trading-update');
      expect((await get('/en/no-such-document?direct')).statusCode).toBe(404);
      expect((await get(`/en/${'x'.repeat(120)}?direct`)).statusCode).toBe(404);
      expect((await get('/en/%27%3B--?direct')).statusCode).toBe(404);
    });

    it('lets an editor find a draft-only page with ?direct, which the public cannot', async () => {
      expect((await get('/en/innovation-roadmap-main?direct')).statusCode).toBe(404);
      const editor = await get('/en/innovation-roadmap-main?direct', { cookie: await editorCookie(sut) });
      expect(editor.statusCode).toBe(302);
      expect(editor.headers.location).toBe('/en/about/innovation-roadmap');
    });

    it('redirects every page of the wustec host to its external host', async () => {
      const response = await get('/fr/anything?x=1', { host: 'wustec.localhost' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('https://www.wustec.example/fr/anything?x=1');
      const sub = await get('/en', { host: 'www.wustec.localhost:3000' });
      expect(sub.statusCode, sub.body.slice(0, 300)).toBe(302);
      expect(sub.headers.location).toBe('https://www.wustec.example/en');
    });
  });

  describe('site resolution', () => {
    it('serves a domain-less site by its slug on any host', async () => {
      const response = await get('/es/north-america-events', { host: '127.0.0.1:3000' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="es">');
      expect(response.body).toContain('Kudex North America Events');
    });

    it('falls back to the main site for an unknown host', async () => {
      const response = await get('/de', { host: 'unknown.example' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Kabelverarbeitung aus einer Hand');
    });
  });

  describe('not found', () => {
    it('answers an unknown page with 404 and the Page not found page', async () => {
      const response = await get('/en/no-such-page');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('Page not found');
      expect(response.body).toContain('Page not found: /en/no-such-page');
    });

    it('counts every 404 per path', async () => {
      await get('/en/counted-page');
      await get('/en/counted-page');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { RedirectsService } = await import('../../modules/redirects/index.js');
      expect(await sut.app.get(RedirectsService).notFoundCount('main', '/en/counted-page')).toBe(2);
    });

    it('answers a route validation failure with 404', async () => {
      const response = await get('/en/%3Cscript%3E');
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<script>');
    });

    it('gives bots a bare status instead of the error page', async () => {
      const response = await get('/en/no-such-page', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('404');
    });
  });

  describe('tracking (SPEC §2.1, §2.4)', () => {
    // The page names the tag manager for the browser, which loads it only with marketing consent.
    // It appears in the page's JSON, where Vike writes `/` as `\/`.
    const named = `"trackingScriptUrl":${JSON.stringify(TAG_MANAGER).replaceAll('/', '\\/')}`;

    it('never puts the tag manager into the HTML, and names it to the browser on public pages', async () => {
      for (const path of ['/en', '/de/about']) {
        const body = (await get(path)).body;
        expect(body).not.toMatch(/<script[^>]+tags\.example/);
        expect(body).toContain(named);
      }
    });

    it('does not name it for testing visitors and in technical areas, /{locale}/callback included', async () => {
      const testing = await get('/en?testing=true');
      expect(testing.statusCode).toBe(200);
      expect(testing.body).not.toContain('tags.example');
      expect((await get('/en', { cookie: 'uapp_is-testing=true' })).body).not.toContain('tags.example');
      expect((await get('/style-guide')).body).not.toContain('tags.example');
      const callback = await get('/en/callback');
      expect(callback.statusCode).toBe(200);
      expect(callback.body).not.toContain('tags.example');
      expect(callback.body).toContain('"trackingDisabled":true');
      // A page cached for an ordinary visitor is not served to a testing one, and the other way round.
      expect((await get('/en')).body).toContain(named);
    });

    it('serves one cached page to visitors with and without consent: the browser shows the banner or not', async () => {
      const withoutNonce = (body: string) => body.replace(/nonce="[^"]*"/g, '');
      const none = await get('/de/locations');
      const all = await get('/de/locations', { cookie: 'uapp_consent=v1.s1.m1' });
      expect(all.headers['x-page-cache']).toBe('hit');
      expect(withoutNonce(all.body)).toBe(withoutNonce(none.body));
      expect(all.headers['set-cookie']).toBeUndefined();
      // The banner is in the HTML for everybody, hidden until the head's consent gate finds no choice (SPEC §2.1).
      expect(none.body).toContain('class="consent-banner consent-banner-pending"');
      // The gate runs in the head, before the banner is parsed: it is never painted and then hidden.
      expect(none.body).toMatch(/<script id="consent-gate">[^<]*uapp_consent[^<]*<\/script>/);
      expect(none.body.indexOf('id="consent-gate"')).toBeLessThan(none.body.indexOf('</head>'));
      expect(none.body.indexOf('</head>')).toBeLessThan(none.body.indexOf('consent-banner-pending'));
    });
  });

  describe('cookies', () => {
    it('sets the testing cookie with ?testing=true', async () => {
      const response = await get('/en?testing=true');
      expect(parseSetCookie(String(response.headers['set-cookie']))).toMatchObject({
        name: 'uapp_is-testing',
        value: 'true',
        path: '/',
        sameSite: 'lax',
      });
    });
  });
});
