import { usePageContext } from 'vike-react/usePageContext';
import { type TranslationKey, dictionaryFor, formatNumber, translate } from '../i18n/index.js';
import { pageLanguage } from './page-language.js';

/** `t(key, params)` in the page's language. */
export function useTranslation() {
  const pageContext = usePageContext();
  const language = pageLanguage(pageContext);
  const dictionary = dictionaryFor(language);
  return {
    language,
    t: (key: TranslationKey, params?: Record<string, string | number>) => translate(dictionary, key, params),
    /** Numbers in the page's language (SPEC §9: de as de-CH). */
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
  };
}
