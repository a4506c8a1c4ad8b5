import { describe, expect, it } from 'vitest';
import { loadDictionary, loadedDictionary } from './dictionary-loader.js';
import { MissingTranslationFileError, translate } from './messages.js';

describe('dictionary loader (the browser bundle)', () => {
  it('loads one language on demand, ready for plurals', async () => {
    expect(() => loadedDictionary('sk')).toThrow("before loadDictionary('sk') resolved");
    const sut = await loadDictionary('sk');
    expect(loadedDictionary('sk')).toBe(sut);
    expect(sut['search.placeholder']).toBe('Hľadať');
    expect(translate(sut, 'search.resultCount', { count: 4 })).toBe('4 výsledky');
  });

  it('loads a language once, however many renders ask at the same time', async () => {
    const [first, second] = await Promise.all([loadDictionary('hu'), loadDictionary('hu')]);
    expect(first).toBe(second);
    expect(await loadDictionary('hu')).toBe(first);
  });

  it('refuses a language that is not a UI language (SPEC §8)', async () => {
    await expect(loadDictionary('xx')).rejects.toThrow(new MissingTranslationFileError('xx'));
    expect(() => loadedDictionary('xx')).toThrow();
  });
});
