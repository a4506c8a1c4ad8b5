import { describe, expect, it } from 'vitest';
import { loadDictionary, loadFormStrings, loadedDictionary } from './dictionary-loader.js';
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

  it("loads a public page's strings without the forms', and widens them with the forms' when a form asks", async () => {
    const publicOnly = await loadDictionary('ro', { withAppStrings: false });
    expect(publicOnly['search.placeholder']).toBeDefined();
    expect(publicOnly['forms.sending']).toBeUndefined();
    expect(publicOnly['account.title' as keyof typeof publicOnly]).toBeUndefined();
    const withForms = await loadFormStrings('ro');
    expect(loadedDictionary('ro')).toBe(withForms);
    expect(withForms['forms.sending']).toBe('Se trimite…');
    expect(translate(withForms, 'search.resultCount', { count: 20 })).toBe('20 de rezultate');
    // A public page loaded later (another language) holds the forms' strings too: the form may show there as well.
    expect((await loadDictionary('pt', { withAppStrings: false }))['forms.sending']).toBe('A enviar…');
  });

  it('refuses a language that is not a UI language (SPEC §8)', async () => {
    await expect(loadDictionary('xx')).rejects.toThrow(new MissingTranslationFileError('xx'));
    expect(() => loadedDictionary('xx')).toThrow();
  });
});
