import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

interface Entry {
  id: string;
  language: string;
  translationState: string;
  exportedAt: string | null;
  importedAt: string | null;
}

/** facts-main exists only in English (seed/content/pages.data.ts): German shows the English fallback. */
const PAGE = 'facts-main';

describe('translation management (SPEC §3, §4, §7.3)', () => {
  let sut: TestApp;
  let cookie: string;
  const origin = () => new URL(sut.config.publicBaseUrl).origin;
  const get = (url: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({ method: 'GET', url, headers });
  const asEditor = (url: string, headers: Record<string, string> = {}) => get(url, { cookie, ...headers });
  const importXliff = (pageId: string, xml: string, headers: Record<string, string> = {}) =>
    sut.fastify.inject({
      method: 'POST',
      url: `/api/translation/import/${pageId}`,
      headers: { cookie, origin: origin(), 'content-type': 'application/xliff+xml', ...headers },
      payload: xml,
    });
  const state = async (pageId = PAGE) =>
    (await asEditor(`/api/translation/state/${pageId}`)).json<{
      targetLanguages: Entry[];
      translationState: string | null;
    }>();
  const rows = async (query: string) =>
    ((await sut.database.handle.db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
  const germanVersion = () =>
    rows(`select stage, title from page_content where page_id = '${PAGE}' and language = 'de' order by stage`);

  beforeAll(async () => {
    sut = await startTestApp();
    cookie = await editorCookie(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers 401 on every translation route without the editor cookie, and with a forged one', async () => {
    const routes: [string, string][] = [
      ['GET', `/api/translation/state/${PAGE}`],
      ['GET', `/api/translation/start/${PAGE}`],
      ['GET', `/api/translation/reset/${PAGE}`],
      ['GET', `/api/translation/export/${PAGE}/de`],
      ['POST', `/api/translation/import/${PAGE}`],
      ['POST', `/api/translation/publish/${PAGE}/de`],
    ];
    for (const [method, url] of routes) {
      for (const headers of [{}, { cookie: `uapp_editor_area_password=${'A'.repeat(43)}.${'B'.repeat(43)}` }]) {
        const response = await sut.fastify.inject({ method: method as 'GET' | 'POST', url, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, message: 'Editor sign-in required' });
      }
    }
  });

  it('answers 404 for an unknown page, 400 for a malformed id or language, 403 for a cross-site start', async () => {
    const unknown = await asEditor('/api/translation/state/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'Page not found: no-such-page' });
    expect((await asEditor('/api/translation/start/no-such-page')).statusCode).toBe(404);
    for (const url of [
      '/api/translation/state/bad%20id',
      `/api/translation/export/${PAGE}/deutsch`,
      `/api/translation/export/${PAGE}/en`,
    ]) {
      expect((await asEditor(url)).statusCode, url).toBe(400);
    }
    // Longer than Fastify's 100-character parameter limit: no route matches, a JSON 404.
    const tooLong = await asEditor(`/api/translation/state/${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(404);
    expect(tooLong.json()).toMatchObject({ statusCode: 404 });
    expect((await asEditor('/api/translation/state/bad%20id')).statusCode).toBe(400);
    expect((await asEditor(`/api/translation/export/${PAGE}/deutsch`)).statusCode).toBe(400);
    expect((await asEditor(`/api/translation/export/${PAGE}/en`)).statusCode).toBe(400);
    const crossSite = await asEditor(`/api/translation/start/${PAGE}`, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect((await state()).targetLanguages).toEqual([]);
  });

  it('start → reset → state follows SPEC §4', async () => {
    const pageId = 'careers-main';
    expect(await state(pageId)).toEqual({ targetLanguages: [], translationState: null });

    const started = await asEditor(`/api/translation/start/${pageId}`);
    expect(started.statusCode).toBe(200);
    const body = started.json<{ sourceLanguage: string; targetLanguages: Entry[] }>();
    expect(body.sourceLanguage).toBe('en');
    // The main site serves all 11 UI languages: 10 targets besides English.
    expect(body.targetLanguages.map((e) => e.language).sort()).toEqual(
      ['cs', 'de', 'es', 'fr', 'hu', 'ja', 'pt', 'ro', 'sk', 'zh'].sort(),
    );
    expect(body.targetLanguages[0]).toMatchObject({
      id: `${pageId}:${body.targetLanguages[0]!.language}`,
      translationState: 'MarkedForTranslation',
      exportedAt: null,
      importedAt: null,
    });
    expect((await state(pageId)).translationState).toBe('MarkedForTranslation');

    // An export puts one target in progress: the page is InProgress (SPEC §4: any in progress).
    expect((await asEditor(`/api/translation/export/${pageId}/fr`)).statusCode).toBe(200);
    const inProgress = await state(pageId);
    expect(inProgress.translationState).toBe('InProgress');
    expect(inProgress.targetLanguages.find((e) => e.language === 'fr')).toMatchObject({
      translationState: 'InProgress',
      exportedAt: expect.any(String),
    });

    const reset = await asEditor(`/api/translation/reset/${pageId}`);
    expect(reset.statusCode).toBe(200);
    expect(
      reset
        .json<{ targetLanguages: Entry[] }>()
        .targetLanguages.every((e) => e.translationState === 'MarkedForTranslation' && e.exportedAt === null),
    ).toBe(true);
    expect((await state(pageId)).translationState).toBe('MarkedForTranslation');
  });

  it('round-trips XLIFF: German goes from missing to Translated, and after publishing the public sees it', async () => {
    const before = await get('/de/about/facts-and-figures');
    expect(before.body).toContain('language-banner');
    expect(before.body).toContain('<h1>Facts and figures</h1>');
    expect(await germanVersion()).toEqual([]);

    const exported = await asEditor(`/api/translation/export/${PAGE}/de`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('application/xliff+xml');
    expect(exported.headers['content-disposition']).toContain(`${PAGE}.de.xlf`);
    const xml = exported.body;
    expect(xml).toContain('version="2.0"');
    expect(xml).toContain('srcLang="en"');
    expect(xml).toContain('trgLang="de"');
    expect(xml).toContain('<source>Facts and figures</source>');
    expect((await state()).targetLanguages.find((e) => e.language === 'de')?.translationState).toBe('InProgress');

    const german: Record<string, string> = {
      'Facts and figures': 'Zahlen und Fakten',
      'The Kudex Group in numbers.': 'Die Kudex Gruppe in Zahlen.',
    };
    // Every unit gets a target: the known texts in German, the table as it is (numbers).
    const translated = xml.replace(
      /<source>([\s\S]*?)<\/source>\s*<target><\/target>/g,
      (_whole, source: string) => `<source>${source}</source><target>${german[source] ?? source}</target>`,
    );
    const imported = await importXliff(PAGE, translated);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toMatchObject({
      language: 'de',
      translationState: 'Translated',
      importedAt: expect.any(String),
      // What the file filled, for the editor's success message.
      units: { imported: (xml.match(/<unit /g) ?? []).length, skipped: 0 },
    });
    expect((await state()).targetLanguages.find((e) => e.language === 'de')?.translationState).toBe('Translated');

    // A draft: the editor sees it, the public does not yet.
    expect((await asEditor('/de/about/facts-and-figures')).body).toContain('<h1>Zahlen und Fakten</h1>');
    expect((await get('/de/about/facts-and-figures')).body).toContain('<h1>Facts and figures</h1>');

    const crossSitePublish = await sut.fastify.inject({
      method: 'POST',
      url: `/api/translation/publish/${PAGE}/de`,
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(crossSitePublish.statusCode).toBe(403);
    const published = await sut.fastify.inject({
      method: 'POST',
      url: `/api/translation/publish/${PAGE}/de`,
      headers: { cookie, origin: origin() },
    });
    expect(published.statusCode).toBe(204);
    const after = await get('/de/about/facts-and-figures');
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<h1>Zahlen und Fakten</h1>');
    expect(after.body).not.toContain('language-banner');
    expect(await germanVersion()).toEqual([{ stage: 'PUBLISHED', title: 'Zahlen und Fakten' }]);
    // Nothing left to publish.
    const again = await sut.fastify.inject({
      method: 'POST',
      url: `/api/translation/publish/${PAGE}/de`,
      headers: { cookie, origin: origin() },
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses a malformed or mismatched XLIFF with 400 and changes nothing', async () => {
    const pageId = 'locations-main';
    const exported = (await asEditor(`/api/translation/export/${pageId}/fr`)).body;
    const filled = exported.replace(/<target><\/target>/g, '<target>Texte</target>');
    const stateBefore = await state(pageId);
    const contentBefore = await rows(
      `select language, stage, title from page_content where page_id = '${pageId}' order by language, stage`,
    );
    const cases: [string, string][] = [
      ['not XML', 'this is not xml'],
      ['broken XML', exported.slice(0, 200)],
      ['XLIFF 1.2 markup in a 2.0 document', filled.replace('version="2.0"', 'version="1.2"')],
      ['wrong target language', filled.replace('trgLang="fr"', 'trgLang="en"')],
      ['a language not served', filled.replace('trgLang="fr"', 'trgLang="xx"')],
      ['another page', filled.replace(`<file id="${pageId}">`, '<file id="about-main">')],
      ['an unknown unit', filled.replace('<unit id="title">', '<unit id="modules.99.title">')],
    ];
    for (const [name, xml] of cases) {
      const response = await importXliff(pageId, xml);
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ message: string }>().message, name).toMatch(/^Invalid XLIFF: /);
    }
    expect((await importXliff(pageId, filled, { 'content-type': 'text/plain' })).statusCode).toBe(415);
    expect((await importXliff(pageId, filled, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const huge = await importXliff(pageId, filled + ' '.repeat(2 * 1024 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(await state(pageId)).toEqual(stateBefore);
    expect(
      await rows(
        `select language, stage, title from page_content where page_id = '${pageId}' order by language, stage`,
      ),
    ).toEqual(contentBefore);
  });

  it('counts the units a partial XLIFF filled and the texts it skipped', async () => {
    const pageId = 'locations-main';
    const exported = (await asEditor(`/api/translation/export/${pageId}/fr`)).body;
    const units = exported.match(/<unit [\s\S]*?<\/unit>/g) ?? [];
    expect(units.length).toBeGreaterThan(1);
    // Only the title is translated; the other units are left out of the file.
    const title = units.find((unit) => unit.includes('id="title"'))!;
    const partial = exported
      .replace(/<unit [\s\S]*<\/unit>/, title)
      .replace('<target></target>', '<target>Sites dans le monde</target>');
    const response = await importXliff(pageId, partial);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      language: 'fr',
      translationState: 'Translated',
      units: { imported: 1, skipped: units.length - 1 },
    });
  });

  it('shows editors the grid of pages × languages, with filters', async () => {
    const grid = await asEditor('/en/editor/translations');
    expect(grid.statusCode).toBe(200);
    expect(grid.headers['cache-control']).toBe('private, no-store');
    expect(grid.body).toContain('<caption>Translation state of content pages by target language</caption>');
    expect(grid.body).toContain('data-page-id="about-main"');
    const filtered = await asEditor('/en/editor/translations?state=Translated&language=de');
    expect(filtered.body).toContain(`data-page-id="${PAGE}"`);
    expect(filtered.body).not.toContain('data-page-id="about-main"');
    // Unknown filter values are ignored, never an error.
    expect((await asEditor('/en/editor/translations?state=%3Cscript%3E&language=xyz')).statusCode).toBe(200);
  });
});
