import { isUiLanguage } from '../i18n/languages.js';

interface LanguageSource {
  data?: unknown;
  urlPathname?: string;
}

/**
 * The URL's language per page context. Vike's `urlPathname` is a getter that parses the URL again on every read,
 * and every `useTranslation()` of a page without a data language (the error pages) asks: read once per page context.
 */
const urlLanguages = new WeakMap<object, string>();

/** The language of the page: the resolved one from the page data, else the URL's locale prefix, else English. */
export function pageLanguage(pageContext: LanguageSource): string {
  const fromData = (pageContext.data as { language?: unknown } | undefined)?.language;
  if (typeof fromData === 'string' && isUiLanguage(fromData)) return fromData;
  let language = urlLanguages.get(pageContext);
  if (language === undefined) {
    const prefix = pageContext.urlPathname?.split('/')[1]?.split('-')[0]?.toLowerCase();
    language = isUiLanguage(prefix) ? prefix : 'en';
    urlLanguages.set(pageContext, language);
  }
  return language;
}
