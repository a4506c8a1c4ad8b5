import { type UiLanguage, isUiLanguage } from './languages.js';
import { type Dictionary, MissingTranslationFileError, type ParsedMessages, registerDictionary } from './messages.js';
import type { StringArea } from './string-areas.js';

// The browser's way to the UI strings (renderer/, pages/): Vite makes each `<lang>.json` three chunks, fetched only
// when a page in that language is rendered, so a visitor downloads one language, cached like any other chunk. The
// public part holds what public pages show; the forms' part is loaded with a form (loadFormStrings); the app part
// (string-areas.ts: portal, editors, style guide) is loaded only for pages that ask for it, with the forms' part.
// The server always has all strings (dictionary-parts.plugin.ts splits the files).
// The renderer awaits `loadDictionary` before it renders (+onBeforeRenderHtml on the server, +onBeforeRenderClient
// before hydration and on every client navigation), so components read it synchronously with `loadedDictionary`.
interface DictionaryPart {
  default: Partial<Dictionary>;
  asts: ParsedMessages;
}

const partLoaders: Readonly<Record<StringArea, Record<string, () => Promise<DictionaryPart>>>> = {
  public: import.meta.glob<DictionaryPart>('./*.json', { query: '?part=public' }),
  forms: import.meta.glob<DictionaryPart>('./*.json', { query: '?part=forms' }),
  app: import.meta.glob<DictionaryPart>('./*.json', { query: '?part=app' }),
};

interface Loaded {
  dictionary: Dictionary;
  /** The parts it holds, merged: kept so that a public page's dictionary can be widened with another part. */
  part: DictionaryPart;
  areas: ReadonlySet<StringArea>;
}

const loaded = new Map<UiLanguage, Loaded>();
const loading = new Map<string, Promise<Dictionary>>();
/** Once the forms' code has been loaded (a form, the parts cart), every dictionary loaded holds their strings. */
let formStringsWanted = false;

export interface LoadOptions {
  /** Also the strings of signed-in, editor and style-guide pages, and the forms' (default: yes; public pages pass false). */
  withAppStrings?: boolean;
}

export function loadDictionary(language: string, { withAppStrings = true }: LoadOptions = {}): Promise<Dictionary> {
  if (!isUiLanguage(language)) return Promise.reject(new MissingTranslationFileError(language));
  const wanted: StringArea[] = withAppStrings || formStringsWanted ? ['public', 'forms'] : ['public'];
  if (withAppStrings) wanted.push('app');
  const ready = loaded.get(language);
  if (ready && wanted.every((area) => ready.areas.has(area))) return Promise.resolve(ready.dictionary);
  const loadingKey = `${language}|${wanted.join()}`;
  let promise = loading.get(loadingKey);
  if (!promise) {
    const loaders = wanted.map((area) => partLoaders[area][`./${language}.json`]);
    if (loaders.some((load) => !load)) return Promise.reject(new MissingTranslationFileError(language));
    promise = Promise.all(loaders.map((load) => load!())).then(
      (parts) => {
        // Merged with what is loaded by then (a new object, registered like the first): a dictionary only widens, so
        // a render never finds fewer strings than an earlier load brought.
        const current = loaded.get(language);
        const merged = [current?.part ?? NO_PART, ...parts];
        const part = {
          default: Object.assign({}, ...merged.map((each) => each.default)) as Partial<Dictionary>,
          asts: Object.assign({}, ...merged.map((each) => each.asts)) as ParsedMessages,
        };
        const dictionary = registerDictionary(language, part.default as Dictionary, part.asts);
        loaded.set(language, { dictionary, part, areas: new Set([...(current?.areas ?? []), ...wanted]) });
        loading.delete(loadingKey);
        return dictionary;
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

const NO_PART: DictionaryPart = { default: {}, asts: {} };

/**
 * The forms' strings in `language`, for code that shows a form (the form modules, the parts cart's dialog): loaded
 * now, and with every dictionary loaded from now on (a later page in another language may show the same form).
 */
export function loadFormStrings(language: string): Promise<Dictionary> {
  formStringsWanted = true;
  return loadDictionary(language, { withAppStrings: loaded.get(language as UiLanguage)?.areas.has('app') ?? false });
}

/** The dictionary of a language `loadDictionary` has loaded; rendering before that is a bug, not a fallback. */
export function loadedDictionary(language: string): Dictionary {
  const dictionary = isUiLanguage(language) ? loaded.get(language)?.dictionary : undefined;
  if (!dictionary) throw new Error(`The ${language} UI strings are used before loadDictionary('${language}') resolved`);
  return dictionary;
}
