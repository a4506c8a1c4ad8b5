import { type UiLanguage, isUiLanguage } from './languages.js';
import { type Dictionary, MissingTranslationFileError, registerDictionary } from './messages.js';

// The browser's way to the UI strings (renderer/, pages/): Vite makes each `<lang>.json` its own chunk, fetched only
// when a page in that language is rendered, so a visitor downloads one dictionary, cached like any other chunk.
// The renderer awaits `loadDictionary` before it renders (+onBeforeRenderHtml on the server, +onBeforeRenderClient
// before hydration and on every client navigation), so components read it synchronously with `loadedDictionary`.
const chunks = import.meta.glob<Dictionary>('./*.json', { import: 'default' });

const loaded = new Map<UiLanguage, Dictionary>();
const loading = new Map<UiLanguage, Promise<Dictionary>>();

export function loadDictionary(language: string): Promise<Dictionary> {
  if (!isUiLanguage(language)) return Promise.reject(new MissingTranslationFileError(language));
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let promise = loading.get(language);
  if (!promise) {
    const chunk = chunks[`./${language}.json`];
    if (!chunk) return Promise.reject(new MissingTranslationFileError(language));
    promise = chunk().then(
      (dictionary) => {
        loaded.set(language, registerDictionary(language, dictionary));
        loading.delete(language);
        return dictionary;
      },
      (error: unknown) => {
        // A failed download (offline) is tried again by the next render rather than remembered.
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/** The dictionary of a language `loadDictionary` has loaded; rendering before that is a bug, not a fallback. */
export function loadedDictionary(language: string): Dictionary {
  const dictionary = isUiLanguage(language) ? loaded.get(language) : undefined;
  if (!dictionary) throw new Error(`The ${language} UI strings are used before loadDictionary('${language}') resolved`);
  return dictionary;
}
