import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaProblems } from '../../modules/translations/xliff-schema.js';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** about-main (seed/content/pages.data.ts): title, description, a hero, and rich text `<p>…<strong>…</strong>.</p><p>…</p>`. */
const PAGE = 'about-main';
const RICH_UNIT = 'modules.2.html';

/** The line of one unit in an export (the export writes each unit on a line of its own). */
function unitLine(xml: string, id: string): string {
  const line = xml.split('\n').find((l) => l.includes(`<unit id="${id}">`) || l.includes(`<trans-unit id="${id}"`));
  expect(line, `unit ${id}`).toBeDefined();
  return line!;
}

/** Every 2.0 unit's target set to its source (a complete file), then the given units' targets replaced. */
function translate20(xml: string, targets: Record<string, string> = {}, fillOthers = true): string {
  let result = fillOthers
    ? xml.replace(
        /<source>(.*?)<\/source><target><\/target>/g,
        (_all, source: string) => `<source>${source}</source><target>${source}</target>`,
      )
    : xml;
  for (const [id, target] of Object.entries(targets)) {
    const line = unitLine(result, id);
    result = result.replace(line, line.replace(/<target>.*<\/target>/, `<target>${target}</target>`));
  }
  return result;
}

describe('XLIFF 2.0 and 1.2: inline codes, segments, partial files, schemas, delta export', () => {
  let sut: TestApp;
  let cookie: string;
  const origin = () => new URL(sut.config.publicBaseUrl).origin;
  const exportXliff = (pageId: string, language: string, query = '') =>
    sut.fastify.inject({
      method: 'GET',
      url: `/api/translation/export/${pageId}/${language}${query}`,
      headers: { cookie },
    });
  const importXliff = (pageId: string, xml: string) =>
    sut.fastify.inject({
      method: 'POST',
      url: `/api/translation/import/${pageId}`,
      headers: { cookie, origin: origin(), 'content-type': 'application/xliff+xml' },
      payload: xml,
    });
  const rows = async <T>(query: string) =>
    ((await sut.database.handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const draft = async (pageId: string, language: string) =>
    (
      await rows<{ title: string; description: string; modules: Record<string, unknown>[] }>(
        `select title, description, modules from page_content where page_id = '${pageId}' and language = '${language}' and stage = 'DRAFT'`,
      )
    )[0];
  /** The grid's words-to-translate for one page and language. */
  const wordsToTranslate = async (pageId: string, language: string) => {
    const html = (
      await sut.fastify.inject({
        method: 'GET',
        url: `/en/editor/translations?language=${language}`,
        headers: { cookie },
      })
    ).body;
    const row = html.slice(html.indexOf(`data-page-id="${pageId}"`));
    return Number(/data-language="[a-z]{2}"[\s\S]*?data-words="(\d+)"/.exec(row.slice(0, row.indexOf('</tr>')))?.[1]);
  };

  beforeAll(async () => {
    sut = await startTestApp();
    cookie = await editorCookie(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('exports validate against the OASIS schemas: 2.0 core, 1.2 strict and transitional', async () => {
    for (const pageId of [PAGE, 'terms-main', 'smart-factory-story-main', 'facts-main']) {
      const v20 = await exportXliff(pageId, 'de');
      expect(v20.statusCode).toBe(200);
      expect(v20.body).toContain('version="2.0"');
      expect(await schemaProblems(v20.body, '2.0'), `${pageId} 2.0`).toEqual([]);
      const v12 = await exportXliff(pageId, 'de', '?version=1.2');
      expect(v12.statusCode).toBe(200);
      expect(v12.headers['content-disposition']).toContain(`${pageId}.de.xliff12.xlf`);
      expect(v12.body).toContain('version="1.2"');
      expect(await schemaProblems(v12.body, '1.2-strict'), `${pageId} 1.2 strict`).toEqual([]);
      expect(await schemaProblems(v12.body, '1.2-transitional'), `${pageId} 1.2 transitional`).toEqual([]);
    }
    // The validator does find problems.
    const broken = (await exportXliff(PAGE, 'de')).body.replace('<unit id="title">', '<unit id="title" foo="1">');
    expect((await schemaProblems(broken, '2.0')).join()).toContain("The attribute 'foo' is not allowed");
  });

  it('exports rich text as <pc>/<ph> codes with their markup in <originalData>, and 1.2 as <bpt>/<ept>', async () => {
    const v20 = (await exportXliff(PAGE, 'de')).body;
    expect(unitLine(v20, RICH_UNIT)).toContain(
      '<originalData><data id="d1">&lt;p&gt;</data><data id="e1">&lt;/p&gt;</data><data id="d2">&lt;strong&gt;</data>',
    );
    expect(unitLine(v20, RICH_UNIT)).toContain(
      '<pc id="2" dataRefStart="d2" dataRefEnd="e2" type="fmt">2,900 employees</pc>.</pc><pc id="3"',
    );
    const v12 = (await exportXliff(PAGE, 'de', '?version=1.2')).body;
    expect(unitLine(v12, RICH_UNIT)).toContain(
      '<bpt id="2" ctype="bold">&lt;strong&gt;</bpt>2,900 employees<ept id="2">&lt;/strong&gt;</ept>.<ept id="1">&lt;/p&gt;</ept>',
    );
  });

  it('imports 2.0 <pc> codes, two segments and &lt;/&gt; text exactly; a complete file makes the language Translated', async () => {
    const exported = (await exportXliff(PAGE, 'fr')).body;
    const xml = translate20(exported, {
      [RICH_UNIT]:
        '<pc id="1">Le groupe Kudex compte <pc id="2">2 900 employés</pc> &amp; 6 marques &lt; 7.</pc>' +
        '<pc id="3">Nos clients fabriquent des faisceaux.</pc>',
      description: 'Sections &lt; 0,5 mm² et &gt; 0,1 mm²',
    });
    // The title in two segments, with the space between them as an ignorable.
    const titleLine = unitLine(xml, 'title');
    const twoSegments = xml.replace(
      titleLine,
      '    <unit id="title"><segment><source>About</source><target>À propos</target></segment>' +
        '<ignorable><source> </source></ignorable><segment><source>us</source><target>de nous</target></segment></unit>',
    );
    expect(await schemaProblems(twoSegments, '2.0')).toEqual([]);
    const response = await importXliff(PAGE, twoSegments);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      language: 'fr',
      translationState: 'Translated',
      units: { untranslated: [], skipped: 0, wordsToTranslate: 0 },
    });
    const stored = await draft(PAGE, 'fr');
    expect(stored?.title).toBe('À propos de nous');
    expect(stored?.description).toBe('Sections < 0,5 mm² et > 0,1 mm²');
    expect(stored?.modules[2]).toMatchObject({
      type: 'rich-text',
      html: '<p>Le groupe Kudex compte <strong>2 900 employés</strong> &amp; 6 marques &lt; 7.</p><p>Nos clients fabriquent des faisceaux.</p>',
    });
    expect(await wordsToTranslate(PAGE, 'fr')).toBe(0);
  });

  it('accepts a partial 2.0 file: the translated units are applied, the others listed, the language stays InProgress', async () => {
    const exported = (await exportXliff(PAGE, 'es')).body;
    const ids = [...exported.matchAll(/<unit id="([^"]+)">/g)].map((m) => m[1]);
    const response = await importXliff(PAGE, translate20(exported, { title: 'Sobre nosotros' }, false));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      language: 'es',
      translationState: 'InProgress',
      units: { imported: 1, skipped: 0, untranslated: ids.filter((id) => id !== 'title') },
    });
    const stored = await draft(PAGE, 'es');
    expect(stored?.title).toBe('Sobre nosotros');
    // Untranslated texts keep the source text.
    expect(stored?.description).toBe('Six brands, one group: wire processing solutions from 18 locations worldwide.');
    expect(await wordsToTranslate(PAGE, 'es')).toBeGreaterThan(10);
  });

  it('imports 1.2 <g>/<x/> codes by id, with the markup from the source', async () => {
    const exported = (await exportXliff(PAGE, 'cs', '?version=1.2')).body;
    const line = unitLine(exported, RICH_UNIT);
    const translated = exported.replace(
      line,
      line.replace(
        '</source>',
        '</source><target><g id="1" ctype="x-html-p">Skupina <g id="2" ctype="link">2 900 zaměstnanců</g>.</g><g id="3">Zákazníci.</g></target>',
      ),
    );
    const response = await importXliff(PAGE, translated);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ translationState: 'InProgress', units: { imported: 1 } });
    // The translator's ctype="link" changes nothing: code 2 is the source's <strong>.
    expect((await draft(PAGE, 'cs'))?.modules[2]).toMatchObject({
      html: '<p>Skupina <strong>2 900 zaměstnanců</strong>.</p><p>Zákazníci.</p>',
    });
  });

  it('refuses bad input with a 400 naming the problem, and changes nothing', async () => {
    for (const [query, message] of [
      ['?version=3.0', 'version must be 1.2 or 2.0'],
      ['?version=', 'version must be 1.2 or 2.0'],
      ['?delta=yes', 'delta must be true or false'],
    ]) {
      const response = await exportXliff(PAGE, 'pt', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: unknown }>().message, query).toEqual(expect.stringContaining(message));
    }
    const v20 = (await exportXliff(PAGE, 'pt')).body;
    const v12 = (await exportXliff(PAGE, 'pt', '?version=1.2')).body;
    const v12Filled = v12.replace(/<\/source><\/trans-unit>/g, '</source><target>Texto</target></trans-unit>');
    const cases: [string, string, string][] = [
      [
        'an unknown inline code id',
        translate20(v20, { [RICH_UNIT]: 'Texto <pc id="9">negrito</pc>' }),
        `Invalid XLIFF: unit ${RICH_UNIT} has an inline code 9 its source does not have`,
      ],
      [
        'a paired code used as a placeholder',
        translate20(v20, { [RICH_UNIT]: 'Texto <ph id="2"/>' }),
        `Invalid XLIFF: unit ${RICH_UNIT}: inline code 2 wraps text in the source, not a placeholder`,
      ],
      [
        'an element that is no inline code',
        translate20(v20, { title: 'Texto <b>negrito</b>' }),
        'Invalid XLIFF: unit title: <b> is not an inline element of XLIFF 2.0',
      ],
      [
        'a 2.0 document the schema refuses',
        translate20(v20).replace('<unit id="title">', '<unit id="title" foo="1">'),
        "Invalid XLIFF: not valid against the XLIFF 2.0 schema: line 4: Element 'unit', attribute 'foo': The attribute 'foo' is not allowed.",
      ],
      [
        '1.2 with a target language the page does not have',
        v12Filled.replace('target-language="pt"', 'target-language="xx"'),
        'Invalid XLIFF: target-language xx is not a target of this page',
      ],
      [
        '1.2 with another source language',
        v12Filled.replace('source-language="en"', 'source-language="de"'),
        "Invalid XLIFF: source-language de is not en, the page's source language",
      ],
      [
        '1.2 without a target language',
        v12Filled.replace(' target-language="pt"', ''),
        'Invalid XLIFF: source-language and target-language are required',
      ],
      [
        '1.2 for another page',
        v12Filled.replace(`original="${PAGE}"`, 'original="careers-main"'),
        `Invalid XLIFF: the file is for page careers-main, not ${PAGE}`,
      ],
      [
        '1.2 with an unknown unit',
        v12Filled.replace('<trans-unit id="title"', '<trans-unit id="modules.99.title"'),
        'Invalid XLIFF: unknown unit modules.99.title',
      ],
      ['XLIFF 2.1', v20.replace('version="2.0"', 'version="2.1"'), 'Invalid XLIFF: not an XLIFF 1.2 or 2.0 document'],
    ];
    for (const [name, xml, message] of cases) {
      const response = await importXliff(PAGE, xml);
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ statusCode: 400, message });
    }
    expect(await rows(`select * from page_content where page_id = '${PAGE}' and language = 'pt'`)).toEqual([]);
    expect(await rows(`select state from page_translation where page_id = '${PAGE}' and language = 'pt'`)).toEqual([
      { state: 'InProgress' },
    ]);
  });

  it('delta export: only the texts whose source changed since the last import; the grid counts their words', async () => {
    const pageId = 'facts-main';
    const full = (await exportXliff(pageId, 'ro')).body;
    const translated = full.replace(
      /<source>(.*?)<\/source><target><\/target>/g,
      (_all, source: string) => `<source>${source}</source><target>RO ${source}</target>`,
    );
    expect((await importXliff(pageId, translated)).json()).toMatchObject({ translationState: 'Translated' });
    expect(await wordsToTranslate(pageId, 'ro')).toBe(0);
    const nothing = await exportXliff(pageId, 'ro', '?delta=true');
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toMatchObject({
      message: `Page ${pageId} has no texts whose source changed since the last ro import`,
    });

    // The source's title changes: only it is to translate again.
    await rows(
      `update page_content set title = 'Facts and figures of 2026' where page_id = '${pageId}' and language = 'en' and stage = 'PUBLISHED'`,
    );
    expect(await wordsToTranslate(pageId, 'ro')).toBe(5);
    const delta = await exportXliff(pageId, 'ro', '?delta=true&version=1.2');
    expect(delta.statusCode).toBe(200);
    expect(delta.headers['content-disposition']).toContain(`${pageId}.ro.changes.xliff12.xlf`);
    expect([...delta.body.matchAll(/<trans-unit id="([^"]+)"/g)].map((m) => m[1])).toEqual(['title']);
    expect(await schemaProblems(delta.body, '1.2-strict')).toEqual([]);

    const deltaTranslated = delta.body.replace(
      '</source></trans-unit>',
      '</source><target>Cifre din 2026</target></trans-unit>',
    );
    const imported = await importXliff(pageId, deltaTranslated);
    expect(imported.json()).toMatchObject({
      translationState: 'Translated',
      units: { imported: 1, untranslated: [], wordsToTranslate: 0 },
    });
    const stored = await draft(pageId, 'ro');
    expect(stored?.title).toBe('Cifre din 2026');
    // The texts the delta file did not have keep their earlier translation.
    expect(stored?.description).toMatch(/^RO /);
    expect(await wordsToTranslate(pageId, 'ro')).toBe(0);
  });
});
