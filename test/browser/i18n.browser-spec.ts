import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES, type TranslationKey, UI_LANGUAGES, type UiLanguage } from '../../i18n/index.js';
import { STRING_AREAS, type StringArea } from '../../i18n/string-areas.js';
import { PROJECT_ROOT } from '../../src/core/project-root.js';
import { useBrowserSuite, waitForHydration } from '../support/browser-suite.js';

const CLIENT_DIST = join(PROJECT_ROOT, 'dist/client');

type Part = StringArea;

/**
 * The browser chunks of each language's dictionary, from Vike's build manifest (dist/assets.json): the strings of
 * public pages, those of the forms, and those of signed-in, editor and style-guide pages (i18n/string-areas.ts).
 */
function dictionaryChunks(): Record<UiLanguage, Record<Part, string>> {
  const manifest = JSON.parse(readFileSync(join(PROJECT_ROOT, 'dist/assets.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunkOf = (language: UiLanguage, part: Part) => {
    const entry = manifest[`i18n/${language}.json?part=${part}`];
    if (!entry)
      throw new Error(`i18n/${language}.json (${part}) is not a chunk of its own: is it imported statically?`);
    return `/${entry.file}`;
  };
  return Object.fromEntries(
    UI_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(STRING_AREAS.map((part) => [part, chunkOf(language, part)])),
    ]),
  ) as Record<UiLanguage, Record<Part, string>>;
}

/** A few texts found in one language only (plain letters, so the bundler writes them as they are). */
function textsOnlyIn(language: UiLanguage): string[] {
  return Object.entries(DICTIONARIES[language])
    .filter(([, text]) => /^[\p{L}\p{M} ,.]{15,}$/u.test(text))
    .filter(([key, text]) =>
      UI_LANGUAGES.every((other) => other === language || DICTIONARIES[other][key as TranslationKey] !== text),
    )
    .map(([, text]) => text)
    .slice(0, 3);
}

function clientScripts(dir = join(CLIENT_DIST, 'assets')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return clientScripts(path);
    return entry.name.endsWith('.js') ? [path] : [];
  });
}

describe('UI dictionaries in the browser: only the page language is downloaded', () => {
  const suite = useBrowserSuite({ consoleErrors: true });
  let chunks: Record<UiLanguage, Record<Part, string>>;

  beforeAll(() => {
    chunks = dictionaryChunks();
  });

  /** Opens a page and records the path of every request it makes from then on. */
  async function open(path: string): Promise<{ page: Page; loaded: string[] }> {
    const page = await suite.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.goto(path);
    await waitForHydration(page);
    return { page, loaded };
  }

  /** The dictionary chunks requested, in the order they were: `en` for the public part, `en+forms`, `en+app`. */
  const dictionariesIn = (loaded: string[]) =>
    loaded.flatMap((path) =>
      UI_LANGUAGES.flatMap((language) => [
        ...(chunks[language].public === path ? [language] : []),
        ...(chunks[language].forms === path ? [`${language}+forms`] : []),
        ...(chunks[language].app === path ? [`${language}+app`] : []),
      ]),
    );

  it('builds each dictionary into three chunks of its own, inlined in no other script', () => {
    expect(new Set(Object.values(chunks).flatMap(Object.values)).size).toBe(UI_LANGUAGES.length * 3);
    const scripts = clientScripts().map((path) => ({
      file: `/${path.slice(CLIENT_DIST.length + 1)}`,
      code: readFileSync(path, 'utf8'),
    }));
    for (const language of UI_LANGUAGES) {
      const texts = textsOnlyIn(language);
      expect(texts.length, `${language} has texts of its own`).toBeGreaterThan(0);
      for (const text of texts) {
        const holding = scripts.filter((script) => script.code.includes(text)).map((script) => script.file);
        // The same text can be under a public key and an app key: then both of the language's parts hold it.
        expect(holding.length, `${language}: "${text}"`).toBeGreaterThan(0);
        const own = Object.values(chunks[language]);
        expect(
          holding.filter((file) => !own.includes(file)),
          `${language}: "${text}"`,
        ).toEqual([]);
      }
    }
  });

  it('loads the public half of the English dictionary and no other on the English home page', async () => {
    const opened = await open('/');
    const page = opened.page;
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(dictionariesIn(opened.loaded)).toEqual(['en']);
    // Server-rendered strings need no dictionary, and none travels in the page context either.
    const html = await (await fetch(`${suite.app.baseUrl}/`)).text();
    const pageContext = /<script id="vike_pageContext" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    expect(pageContext).toBeDefined();
    expect(textsOnlyIn('en').filter((text) => pageContext!.includes(text))).toEqual([]);
    // The English chunk is preloaded with the entry script, so hydration does not wait for one more round trip.
    expect(html).toContain(`<link rel="modulepreload" href="${chunks.en.public}">`);
    expect(UI_LANGUAGES.filter((language) => html.includes(chunks[language].public))).toEqual(['en']);
    expect(UI_LANGUAGES.filter((language) => html.includes(chunks[language].app))).toEqual([]);
    expect(suite.errors).toEqual([]);
  });

  it('loads only the German dictionary for /de, and the English one when the visitor switches to English', async () => {
    const opened = await open('/de');
    const page = opened.page;
    expect(dictionariesIn(opened.loaded)).toEqual(['de']);
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));

    await page.getByRole('button', { name: /Sprache und Land/ }).click();
    await page.getByRole('dialog', { name: 'Sprache und Land' }).getByRole('link', { name: 'English' }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByRole('link', { name: 'Skip to content' }).count()).toBe(1);
    // A client-side navigation (no reload), which fetched the English chunk and nothing else.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(dictionariesIn(opened.loaded)).toEqual(['de', 'en']);
    expect(suite.errors).toEqual([]);
  });
});
