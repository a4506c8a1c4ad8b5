import cs from './cs.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ro from './ro.json' with { type: 'json' };
import sk from './sk.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };
import { type UiLanguage, UI_LANGUAGES, isUiLanguage } from './languages.js';
import { type Dictionary, MissingTranslationFileError, registerDictionary } from './messages.js';

// The server's catalog: all 11 dictionaries, for server code (modules/, +data.ts). Code bundled for the browser
// (renderer/, pages/) must not import values from here, or every visitor downloads all languages: it uses
// dictionary-loader.ts, which loads only the page language's dictionary as its own chunk (ESLint checks this).
//
// Messages are ICU MessageFormat, parsed with FormatJS's parser and formatted as its `intl-messageformat` does
// (messages.ts, icu-format.ts): the ICU standard (plurals with each language's CLDR categories, `{name}` arguments
// as before), what react-intl is built on, without react-intl's provider and components, so our `useTranslation()` hook and its call sites stay
// as they are; it runs the same on the server and in the browser. i18next would bring its own non-ICU plural
// format (`key_one`/`key_other` keys), which breaks our one-text-per-key dictionaries and their tests.

export { FALLBACK_LANGUAGE, UI_LANGUAGES, type UiLanguage, isUiLanguage } from './languages.js';
export {
  type Dictionary,
  type MessageParams,
  MissingTranslationFileError,
  type TranslationKey,
  formatNumber,
  formatNumbersIn,
  numberLocale,
  translate,
} from './messages.js';

/** UI strings per language (SPEC §2.3); same keys everywhere. */
export const DICTIONARIES: Readonly<Record<UiLanguage, Dictionary>> = { en, de, cs, es, fr, hu, ja, pt, ro, sk, zh };
for (const language of UI_LANGUAGES) registerDictionary(language, DICTIONARIES[language]);

/** SPEC §8: an unknown language is an error, not a silent fallback. */
export function dictionaryFor(code: string): Dictionary {
  if (!isUiLanguage(code)) throw new MissingTranslationFileError(code);
  return DICTIONARIES[code];
}
