import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPage } from '../factories/pages.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** SPEC §2.2: the error page and the media releases page are CMS pages known by slug. */
describe('the CMS pages known by slug: error and media-releases (SPEC §2.2, §7.4)', () => {
  let sut: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  describe('error', () => {
    it("shows the error page's texts on every 404, in the visitor's language", async () => {
      const english = await get('/en/no-such-page');
      expect(english.statusCode).toBe(404);
      expect(english.body).toContain('does not exist or has moved');
      expect(english.body).toContain('<title>Page not found | Kudex Group</title>');
      const german = await get('/de/no-such-page');
      expect(german.statusCode).toBe(404);
      expect(german.body).toContain('Seite nicht gefunden');
      expect(german.body).toContain('Die gesuchte Seite existiert nicht');
      // A section's 404 (an unknown story) gets them too.
      expect((await get('/fr/stories/no-such-story')).body).toContain('Page introuvable');
    });

    it('falls back to the UI strings in a language the error page has no version in', async () => {
      const czech = await get('/cs/no-such-page');
      expect(czech.statusCode).toBe(404);
      expect(czech.body).toContain('Stránka nenalezena');
      expect(czech.body).not.toContain('does not exist or has moved');
    });

    it('answers its own URL as the 404 it is, and ?direct finds it by id', async () => {
      const own = await get('/en/error');
      expect(own.statusCode).toBe(404);
      expect(own.body).toContain('does not exist or has moved');
      const direct = await get('/en/error-main?direct');
      expect(direct.statusCode).toBe(302);
      expect(direct.headers.location).toBe('/en/error');
    });

    it("shows an editor the error page's draft, and the public the published texts", async () => {
      await insertPage(sut.database.handle.db, {
        id: 'error-main',
        stage: 'DRAFT',
        parentSlug: 'home',
        slug: 'error',
        title: 'This page has gone fishing',
        description: 'Error 404 (draft)',
        html: '<p>A friendlier text, not yet published.</p>',
      });
      const editor = await get('/en/no-such-page', { cookie: await editorCookie(sut) });
      expect(editor.statusCode).toBe(404);
      expect(editor.body).toContain('This page has gone fishing');
      expect(editor.body).toContain('A friendlier text');
      const visitor = await get('/en/no-such-page');
      expect(visitor.body).not.toContain('gone fishing');
      expect(visitor.body).toContain('does not exist or has moved');
    });

    it('is no search result', async () => {
      const response = await sut.fastify.inject({
        method: 'POST',
        url: '/api/search-proxy/search',
        headers: { 'content-type': 'application/json' },
        payload: { localeCode: 'en', siteSlug: '', query: 'does not exist or has moved' },
      });
      expect(response.statusCode).toBe(200);
      expect(JSON.stringify(response.json())).not.toContain('/en/error');
    });
  });

  describe('media-releases', () => {
    it("heads the list with the CMS page's title, lead and modules, per language", async () => {
      const english = await get('/en/media-releases');
      expect(english.statusCode).toBe(200);
      expect(english.body).toContain('<h1>Media releases</h1>');
      expect(english.body).toContain('News from the Kudex Group for journalists and investors.');
      expect(english.body).toContain('media@kudex.example');
      const german = await get('/de/media-releases');
      expect(german.body).toContain('<h1>Medienmitteilungen</h1>');
      expect(german.body).toContain('Neuigkeiten der Kudex Group');
    });

    it("shows an editor the page's draft, the live version with ?stage=PUBLISHED, and the public the live one", async () => {
      await insertPage(sut.database.handle.db, {
        id: 'media-releases-main',
        stage: 'DRAFT',
        parentSlug: 'home',
        slug: 'media-releases',
        title: 'Newsroom',
        description: 'Everything for the press.',
      });
      const cookie = await editorCookie(sut);
      const draft = await get('/en/media-releases', { cookie });
      expect(draft.body).toContain('<h1>Newsroom</h1>');
      expect(draft.headers['cache-control']).toBe('private, no-store');
      const live = await get('/en/media-releases?stage=PUBLISHED', { cookie });
      expect(live.body).toContain('<h1>Media releases</h1>');
      const visitor = await get('/en/media-releases');
      expect(visitor.body).toContain('<h1>Media releases</h1>');
      expect(visitor.body).not.toContain('Newsroom');
    });

    it('is found by id with ?direct', async () => {
      const direct = await get('/en/media-releases-main?direct');
      expect(direct.statusCode).toBe(302);
      expect(direct.headers.location).toBe('/en/media-releases');
    });
  });
});
