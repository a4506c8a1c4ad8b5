import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import {
  DICTIONARIES,
  MissingTranslationFileError,
  type TranslationKey,
  UI_LANGUAGES,
  dictionaryFor,
  formatNumber,
  formatNumbersIn,
  translate,
} from './index.js';

const ROOT = join(import.meta.dirname, '..');
const LANGUAGES = ['en', 'de', 'cs', 'es', 'fr', 'hu', 'ja', 'pt', 'ro', 'sk', 'zh'];

/** The ICU syntax tree of a message, as far as these tests look into it. */
interface IcuElement {
  type: number;
  value?: string;
  pluralType?: 'cardinal' | 'ordinal';
  options?: Record<string, { value: IcuElement[] }>;
}

function icu(text: string, language: string): IcuElement[] {
  return new IntlMessageFormat(text, language, undefined, { ignoreTag: true }).getAst() as IcuElement[];
}

/** The plural (and select) elements of a message, nested ones included. */
function choices(elements: IcuElement[]): IcuElement[] {
  return elements.flatMap((element) =>
    element.options ? [element, ...Object.values(element.options).flatMap((option) => choices(option.value))] : [],
  );
}

/** Every argument name of a message: `{name}`, `{count, plural, …}` and those inside the branches. */
function argumentNames(elements: IcuElement[]): string[] {
  const names = elements.flatMap((element) => [
    ...(element.type !== 0 /* literal text */ && element.value ? [element.value] : []),
    ...Object.values(element.options ?? {}).flatMap((option) => argumentNames(option.value)),
  ]);
  return [...new Set(names)].sort();
}

/** How `translate` worked before ICU: each `{name}` replaced by its value. */
function replacePlaceholders(text: string, params: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !entry.endsWith('.spec.ts') ? [path] : [];
  });
}

describe('UI strings', () => {
  it('has a file for each of the 11 languages', () => {
    expect(Object.keys(DICTIONARIES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has every key of en and no other, none empty', (language) => {
    const dictionary = dictionaryFor(language);
    expect(Object.keys(dictionary).sort()).toEqual(Object.keys(DICTIONARIES.en!).sort());
    expect(Object.values(dictionary).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('uses every key somewhere in pages/, renderer/ or modules/', () => {
    const code = ['pages', 'renderer', 'modules']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Keys made from a content-module declaration's label are checked by modules/content/declared-label-key.spec.ts.
    const unused = Object.keys(DICTIONARIES.en!).filter(
      (key) => !key.startsWith('contentEditor.label.') && !code.includes(`'${key}'`),
    );
    expect(unused).toEqual([]);
  });

  it('reports an unknown language with the SPEC §8 message', () => {
    expect(() => dictionaryFor('xx')).toThrow(new MissingTranslationFileError('xx'));
    expect(() => dictionaryFor('xx')).toThrow('Translation file for language xx not found');
  });

  it('fills placeholders', () => {
    expect(translate(dictionaryFor('en'), 'footer.copyright', { year: 2026 })).toBe(
      '© 2026 Kudex Group. All rights reserved.',
    );
  });

  it('keeps one dictionary file per UI language of i18n/languages.ts', () => {
    const files = readdirSync(import.meta.dirname).filter((name) => name.endsWith('.json'));
    expect(files.map((name) => name.replace('.json', '')).sort()).toEqual([...UI_LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s: every message parses as ICU with the arguments of the English one', (language) => {
    const dictionary = dictionaryFor(language);
    const problems = Object.entries(dictionary).flatMap(([key, text]) => {
      try {
        const names = argumentNames(icu(text, language));
        const english = argumentNames(icu(DICTIONARIES.en[key as TranslationKey], 'en'));
        return names.join() === english.join() ? [] : [`${key}: {${names.join('}, {')}} instead of {${english}}`];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)('%s: every plural has exactly the CLDR plural categories of the language', (language) => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const problems = Object.entries(dictionaryFor(language)).flatMap(([key, text]) =>
      choices(icu(text, language))
        .filter((choice) => choice.pluralType === 'cardinal')
        .map((plural) => Object.keys(plural.options!).filter((option) => !option.startsWith('=')))
        .filter((options) => options.sort().join() !== [...categories].sort().join())
        .map((options) => `${key}: ${options.join(', ')}`),
    );
    expect(problems).toEqual([]);
  });

  it.each(LANGUAGES)('%s: a message without a plural reads exactly as before ICU', (language) => {
    const dictionary = dictionaryFor(language);
    const changed = Object.entries(dictionary).flatMap(([key, text]) => {
      if (choices(icu(text, language)).length > 0) return [];
      const params = Object.fromEntries(argumentNames(icu(text, language)).map((name) => [name, `«${name}»`]));
      const expected = replacePlaceholders(text, params);
      // Both ways: `translate` hands a text without `{` over as it is, so ICU must read it the same (quotes!).
      const viaIcu = new IntlMessageFormat(text, language, undefined, { ignoreTag: true }).format(params);
      return translate(dictionary, key as TranslationKey, params) === expected && viaIcu === expected ? [] : [key];
    });
    expect(changed).toEqual([]);
  });

  it('chooses the plural form of the language', () => {
    const en = dictionaryFor('en');
    expect(translate(en, 'search.resultCount', { count: 1 })).toBe('1 result');
    expect(translate(en, 'search.resultCount', { count: 2 })).toBe('2 results');
    expect(translate(en, 'search.resultCount', { count: 1234 })).toBe('1,234 results');
    expect(translate(en, 'compare.start', { count: 3 })).toBe('Compare 3 products');
    const cs = dictionaryFor('cs');
    expect(translate(cs, 'search.resultCount', { count: 1 })).toBe('1 výsledek');
    expect(translate(cs, 'search.resultCount', { count: 3 })).toBe('3 výsledky');
    expect(translate(cs, 'search.resultCount', { count: 5 })).toBe('5 výsledků');
    expect(translate(cs, 'search.suggestionsCount', { count: 2 })).toBe(
      'K dispozici jsou 2 návrhy. Vyberte šipkami nahoru a dolů.',
    );
    expect(translate(dictionaryFor('ro'), 'search.resultCount', { count: 20 })).toBe('20 de rezultate');
    expect(translate(dictionaryFor('ja'), 'search.resultCount', { count: 1 })).toBe('1 件の結果');
    // SPEC §9: the count is a number of the locale, de as de-CH.
    expect(translate(dictionaryFor('de'), 'search.resultCount', { count: 1234 })).toMatch(/^1['’]234 Ergebnisse$/);
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(translate(dictionaryFor('en'), 'breadcrumbs.back')).toBe('Back to {title}');
  });

  it('formats numbers by locale, with de as de-CH (SPEC §9)', () => {
    expect(formatNumber(1234.5, 'de')).toMatch(/^1['’]234\.5$/);
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'fr')).toBe('1\u202f234,5');
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
  });

  it('formats the numbers inside a specification value and leaves codes alone', () => {
    expect(formatNumbersIn('1200', 'en')).toBe('1,200');
    expect(formatNumbersIn('0.5–6', 'de')).toBe('0.5–6');
    expect(formatNumbersIn('0.50–12000', 'fr')).toBe('0,50–12\u202f000');
    expect(formatNumbersIn('IP54, M12 thread, 3 axes', 'en')).toBe('IP54, M12 thread, 3 axes');
    expect(formatNumbersIn('1500 x 800', 'de')).toMatch(/^1['’]500 x 800$/);
  });
});
