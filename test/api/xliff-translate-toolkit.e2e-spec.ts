import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorCookie } from '../support/editor.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** Debian's translate-toolkit (CI installs it in .ci/run). */
const XLIFF2PO = '/usr/bin/xliff2po';
const PO2XLIFF = '/usr/bin/po2xliff';
const TOOLKIT = existsSync(XLIFF2PO) && existsSync(PO2XLIFF);
if (!TOOLKIT) {
  console.warn(`Skipped: Translate Toolkit is not installed (${XLIFF2PO} missing): apt-get install translate-toolkit`);
}

/** about-main (seed/content/pages.data.ts): English source, rich text with <p> and <strong>. */
const PAGE = 'about-main';
const RICH_GERMAN =
  '<p>Die Kudex Group entwickelt Maschinen für jeden Schritt der Kabelverarbeitung, mit <strong>2900 Mitarbeitenden</strong>.</p><p>Unsere Kunden bauen Kabelbäume für Autos &amp; Züge.</p>';

/** A PO string literal (the escapes gettext reads). */
const poString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;

/** Fills the msgstr of the PO entry whose `#:` reference is the unit id (xliff2po writes the id there). */
function fill(po: string, unitId: string, translation: string): string {
  const entryStart = po.indexOf(`#: ${unitId}\n`);
  expect(entryStart, `PO entry for ${unitId}`).toBeGreaterThanOrEqual(0);
  const msgstr = po.indexOf('\nmsgstr ""', entryStart);
  return `${po.slice(0, msgstr)}\nmsgstr ${poString(translation)}${po.slice(msgstr + '\nmsgstr ""'.length)}`;
}

describe.skipIf(!TOOLKIT)('XLIFF 1.2 through Translate Toolkit (xliff2po, po2xliff)', () => {
  let sut: TestApp;
  let cookie: string;
  let dir: string;

  beforeAll(async () => {
    sut = await startTestApp();
    cookie = await editorCookie(sut);
    dir = mkdtempSync(join(tmpdir(), 'uapp-xliff-'));
  });
  afterAll(async () => {
    await sut?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('exports 1.2, round-trips through PO, imports: the German draft has the translations with their markup', async () => {
    const exported = await sut.fastify.inject({
      method: 'GET',
      url: `/api/translation/export/${PAGE}/de?version=1.2`,
      headers: { cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain('version="1.2"');
    const template = join(dir, `${PAGE}.de.xlf`);
    writeFileSync(template, exported.body);

    execFileSync(XLIFF2PO, [template, join(dir, 'de.po')], { stdio: 'pipe' });
    const po = readFileSync(join(dir, 'de.po'), 'utf8');
    // The rich-text unit's entry carries its markup, so the translator can place it.
    expect(po).toContain('<strong>2,900 employees</strong>');
    const richUnit = /#: (modules\.\d+\.html)\n/.exec(po)?.[1];
    expect(richUnit).toBeDefined();

    let filled = fill(po, 'title', 'Über uns');
    filled = fill(filled, 'description', 'Sechs Marken < eine Gruppe & 18 Standorte > 1');
    filled = fill(filled, richUnit!, RICH_GERMAN.replace('&amp;', '&'));
    writeFileSync(join(dir, 'de-filled.po'), filled);
    const back = join(dir, 'back.xlf');
    execFileSync(PO2XLIFF, ['-t', template, join(dir, 'de-filled.po'), back], { stdio: 'pipe' });

    const imported = await sut.fastify.inject({
      method: 'POST',
      url: `/api/translation/import/${PAGE}`,
      headers: { cookie, origin: new URL(sut.config.publicBaseUrl).origin, 'content-type': 'application/xliff+xml' },
      payload: readFileSync(back, 'utf8'),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const body = imported.json<{ translationState: string; units: { imported: number; untranslated: string[] } }>();
    // Three entries translated, the others left empty: a partial file, so German stays in progress.
    expect(body.units.imported).toBe(3);
    expect(body.units.untranslated.length).toBeGreaterThan(0);
    expect(body.units.untranslated).not.toContain('title');
    expect(body.translationState).toBe('InProgress');

    const { rows } = (await sut.database.handle.db.execute(
      sql.raw(
        `select title, description, modules from page_content where page_id = '${PAGE}' and language = 'de' and stage = 'DRAFT'`,
      ),
    )) as unknown as { rows: { title: string; description: string; modules: Record<string, unknown>[] }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toBe('Über uns');
    expect(rows[0]!.description).toBe('Sechs Marken < eine Gruppe & 18 Standorte > 1');
    const index = Number(richUnit!.split('.')[1]);
    expect(rows[0]!.modules[index]).toMatchObject({ type: 'rich-text', html: RICH_GERMAN });

    // The editor's view of the German page shows the draft, markup intact.
    const page = await sut.fastify.inject({ method: 'GET', url: '/de/about', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong>2900 Mitarbeitenden</strong>');
    expect(page.body).toContain('<p>Unsere Kunden bauen Kabelbäume für Autos &amp; Züge.</p>');
  });
});
