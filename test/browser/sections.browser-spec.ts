import type { Page } from 'playwright-core';
import { getGlobalContextAsync } from 'vike/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SectionName } from '../../modules/routing/section-view.contract.js';
import { sectionViews } from '../../pages/cms/section-views.js';
import type { AssetsManifest } from '../../renderer/section-assets.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

type Manifest = NonNullable<AssetsManifest>;
const SECTIONS = Object.keys(sectionViews.registry) as SectionName[];

/** A manifest chunk and all it imports statically. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The files (URL paths) of the chunks only a section's views bring: not part of any page entry. */
function sectionFiles(manifest: Manifest, section: SectionName): { scripts: string[]; styles: string[] } {
  const entries = new Set<string>();
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) closure(manifest, key, entries);
  const entryStyles = new Set([...entries].flatMap((key) => manifest[key]!.css ?? []));
  const own = [...closure(manifest, sectionViews.registry[section].source)].filter((key) => !entries.has(key));
  return {
    scripts: own.map((key) => `/${manifest[key]!.file}`),
    styles: own
      .flatMap((key) => manifest[key]!.css ?? [])
      .filter((file) => !entryStyles.has(file))
      .map((f) => `/${f}`),
  };
}

describe('section views as chunks of their own, in Chromium', () => {
  const suite = useBrowserSuite({ consoleErrors: true });
  let manifest: Manifest;

  beforeAll(async () => {
    const globalContext = await getGlobalContextAsync(true);
    if (globalContext.isClientSide || !globalContext.assetsManifest) {
      throw new Error('no assets manifest: the browser tests run the production build');
    }
    manifest = globalContext.assetsManifest;
  });

  /** Opens `path` and records the URL path of every script and stylesheet the page requests. */
  async function openRecording(path: string): Promise<{ page: Page; requested: Set<string> }> {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) requested.add(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    return { page, requested };
  }

  it('splits every section into chunks the page entries do not contain', () => {
    for (const section of SECTIONS) {
      const { source } = sectionViews.registry[section];
      expect(manifest[source], source).toMatchObject({ isDynamicEntry: true });
      expect(sectionFiles(manifest, section).scripts, section).toContain(`/${manifest[source]!.file}`);
    }
    expect(sectionFiles(manifest, 'catalogue').styles.join()).toMatch(/pages_products_catalogue-/);
    expect(sectionFiles(manifest, 'search').styles.join()).toMatch(/pages_search_search-page-/);
    expect(sectionFiles(manifest, 'stories').styles.join()).toMatch(/renderer_content_editorial-/);
  });

  it('the home page loads no script or stylesheet of the search, stories, media releases or catalogue views', async () => {
    const { page, requested } = await openRecording('/en');
    const html = (await suite.app.fastify.inject({ url: '/en' })).body;
    for (const section of SECTIONS) {
      const { scripts, styles } = sectionFiles(manifest, section);
      for (const file of [...scripts, ...styles]) {
        expect(requested.has(file), `${section}: ${file}`).toBe(false);
        expect(html, `${section}: ${file}`).not.toContain(file);
      }
    }
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Wire processing, end to end');
    expect(suite.errors).toEqual([]);
  });

  it('a stories page links the stories chunk in its HTML, loads it and hydrates', async () => {
    const html = (await suite.app.fastify.inject({ url: '/en/stories' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    const stories = sectionFiles(manifest, 'stories');
    for (const style of stories.styles)
      expect(head).toContain(`<link rel="stylesheet" type="text/css" href="${style}"`);
    for (const script of stories.scripts) expect(head).toContain(`<link rel="modulepreload" href="${script}"`);
    // The server's HTML holds the whole view, not a fallback.
    expect(html).toContain('<h1>Stories</h1>');

    const { page, requested } = await openRecording('/en/stories');
    for (const file of [...stories.scripts, ...stories.styles]) expect(requested.has(file), file).toBe(true);
    // Not the other sections' views (the story card chunk, say, is shared with the catalogue's product page).
    for (const section of SECTIONS.filter((name) => name !== 'stories')) {
      const file = `/${manifest[sectionViews.registry[section].source]!.file}`;
      expect(requested.has(file), file).toBe(false);
    }
    // Hydrated: a category link navigates client-side.
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Technology' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Technology – Stories');
    expect(suite.errors).toEqual([]);
  });

  it('loads a section chunk with its CSS on a client-side navigation from the home page', async () => {
    const { page, requested } = await openRecording('/en');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Stories' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Stories');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    const stories = sectionFiles(manifest, 'stories');
    for (const file of [...stories.scripts, ...stories.styles]) expect(requested.has(file), file).toBe(true);
    // The stylesheet is applied before the view shows: the story grid is laid out by editorial.css.
    expect(await page.locator('.story-grid').evaluate((grid) => getComputedStyle(grid).listStyleType)).toBe('none');
    expect(suite.errors).toEqual([]);
  });

  /** The layout's panels, each a chunk of its own that the page fetches when it is first used. */
  const PANELS = {
    share: 'renderer/components/ShareModal.tsx',
    newsFeed: 'renderer/components/news-feed/NewsFeedPanel.tsx',
    basket: 'renderer/comparison/BasketPanel.tsx',
    compare: 'renderer/comparison/CompareModal.tsx',
    suggestions: 'renderer/components/SearchSuggestions.tsx',
  } as const;

  /** The files only a panel's chunk brings: not in any page entry, nor in a section's views. */
  function panelFiles(panel: keyof typeof PANELS): string[] {
    const shared = new Set<string>();
    for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) closure(manifest, key, shared);
    return [...closure(manifest, PANELS[panel])]
      .filter((key) => !shared.has(key))
      .map((key) => `/${manifest[key]!.file}`);
  }

  it('loads the share modal, news feed, search suggestions and comparison basket only when first used', async () => {
    for (const source of Object.values(PANELS))
      expect(manifest[source], source).toMatchObject({ isDynamicEntry: true });
    const { page, requested } = await openRecording('/en');
    const html = (await suite.app.fastify.inject({ url: '/en' })).body;
    for (const panel of Object.keys(PANELS) as (keyof typeof PANELS)[]) {
      for (const file of panelFiles(panel)) {
        expect(requested.has(file), `${panel}: ${file}`).toBe(false);
        expect(html, `${panel}: ${file}`).not.toContain(file);
      }
    }

    // First use: the chunk arrives and the panel works (focus moves into the dialog).
    await page.getByRole('complementary', { name: 'Quick links' }).getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share this page' });
    await expect.poll(() => share.isVisible()).toBe(true);
    await expect.poll(() => share.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    for (const file of panelFiles('share')) expect(requested.has(file), file).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => share.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'News' }).first().click();
    const newsFeed = page.getByRole('dialog', { name: 'News' });
    await expect.poll(() => newsFeed.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    for (const file of panelFiles('newsFeed')) expect(requested.has(file), file).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => newsFeed.isVisible()).toBe(false);

    const field = page.getByRole('combobox', { name: 'Search the site' });
    // Before its chunk, the field names no listbox (there is none yet) and says it is collapsed.
    expect(await field.getAttribute('aria-controls')).toBeNull();
    expect(await field.getAttribute('aria-expanded')).toBe('false');
    await field.focus();
    for (const file of panelFiles('suggestions'))
      await expect.poll(() => requested.has(file), { message: file }).toBe(true);
    await expect.poll(() => field.getAttribute('aria-controls')).not.toBeNull();
    const listboxId = await field.getAttribute('aria-controls');
    expect(await page.locator(`[id="${listboxId}"]`).getAttribute('role')).toBe('listbox');
    // The basket has not been used on this page.
    for (const file of [...panelFiles('basket'), ...panelFiles('compare')])
      expect(requested.has(file), file).toBe(false);
    expect(suite.errors).toEqual([]);
  });
});
