import { usePageContext } from 'vike-react/usePageContext';
import { loadedDictionary } from '../i18n/dictionary-loader.js';
import { type MessageParams, type TranslationKey, formatNumber, translate } from '../i18n/messages.js';
import { pageLanguage } from './page-language.js';

/** `t(key, params)` in the page's language (ICU messages: `{name}`, plurals; see i18n/messages.ts). */
export function useTranslation() {
  const pageContext = usePageContext();
  const language = pageLanguage(pageContext);
  const dictionary = loadedDictionary(language);
  return {
    language,
    t: (key: TranslationKey, params?: MessageParams) => translate(dictionary, key, params),
    /** Numbers in the page's language (SPEC §9: de as de-CH). */
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
  };
}
