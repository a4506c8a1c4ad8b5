import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DICTIONARIES,
  MissingTranslationFileError,
  dictionaryFor,
  formatNumber,
  formatNumbersIn,
  translate,
} from './index.js';

const ROOT = join(import.meta.dirname, '..');
const LANGUAGES = ['en', 'de', 'cs', 'es', 'fr', 'hu', 'ja', 'pt', 'ro', 'sk', 'zh'];

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
    const unused = Object.keys(DICTIONARIES.en!).filter((key) => !code.includes(`'${key}'`));
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
