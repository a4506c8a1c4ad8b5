import { type UiLanguage, isUiLanguage } from './languages.js';
import { type Dictionary, MissingTranslationFileError, type ParsedMessages, registerDictionary } from './messages.js';

// The browser's way to the UI strings (renderer/, pages/): Vite makes each `<lang>.json` two chunks, fetched only
// when a page in that language is rendered, so a visitor downloads one language, cached like any other chunk. The
// public part holds what public pages show; the app part (string-areas.ts: portal, editors, style guide) is loaded
// only for pages that ask for it, and always on the server (dictionary-parts.plugin.ts splits the files).
// The renderer awaits `loadDictionary` before it renders (+onBeforeRenderHtml on the server, +onBeforeRenderClient
// before hydration and on every client navigation), so components read it synchronously with `loadedDictionary`.
interface DictionaryPart {
  default: Partial<Dictionary>;
  asts: ParsedMessages;
}

const publicParts = import.meta.glob<DictionaryPart>('./*.json', { query: '?part=public' });
const appParts = import.meta.glob<DictionaryPart>('./*.json', { query: '?part=app' });
const NO_PART: DictionaryPart = { default: {}, asts: {} };

interface Loaded {
  dictionary: Dictionary;
  /** Kept so that a public page's dictionary can be widened with the app part. */
  part: DictionaryPart;
  withAppStrings: boolean;
}

const loaded = new Map<UiLanguage, Loaded>();
const loading = new Map<string, Promise<Dictionary>>();

export interface LoadOptions {
  /** Also the strings of signed-in, editor and style-guide pages (default: yes; public pages pass false). */
  withAppStrings?: boolean;
}

export function loadDictionary(language: string, { withAppStrings = true }: LoadOptions = {}): Promise<Dictionary> {
  if (!isUiLanguage(language)) return Promise.reject(new MissingTranslationFileError(language));
  const ready = loaded.get(language);
  if (ready && (ready.withAppStrings || !withAppStrings)) return Promise.resolve(ready.dictionary);
  const loadingKey = `${language}|${withAppStrings}`;
  let promise = loading.get(loadingKey);
  if (!promise) {
    const publicPart = publicParts[`./${language}.json`];
    const appPart = appParts[`./${language}.json`];
    if (!publicPart || !appPart) return Promise.reject(new MissingTranslationFileError(language));
    promise = Promise.all([ready?.part ?? publicPart(), withAppStrings ? appPart() : NO_PART]).then(
      ([first, second]) => {
        // A public page's dictionary is kept when the app part adds to it: a new object, registered like the first.
        const part = { default: { ...first.default, ...second.default }, asts: { ...first.asts, ...second.asts } };
        const dictionary = registerDictionary(language, part.default as Dictionary, part.asts);
        const current = loaded.get(language);
        if (!current || (withAppStrings && !current.withAppStrings))
          loaded.set(language, { dictionary, part, withAppStrings });
        loading.delete(loadingKey);
        return loaded.get(language)!.dictionary;
      },
      (error: unknown) => {
        // A failed download (offline) is tried again by the next render rather than remembered.
        loading.delete(loadingKey);
        throw error;
      },
    );
    loading.set(loadingKey, promise);
  }
  return promise;
}

/** The dictionary of a language `loadDictionary` has loaded; rendering before that is a bug, not a fallback. */
export function loadedDictionary(language: string): Dictionary {
  const dictionary = isUiLanguage(language) ? loaded.get(language)?.dictionary : undefined;
  if (!dictionary) throw new Error(`The ${language} UI strings are used before loadDictionary('${language}') resolved`);
  return dictionary;
}
