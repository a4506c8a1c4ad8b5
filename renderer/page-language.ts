import { isUiLanguage } from '../i18n/languages.js';

interface LanguageSource {
  data?: unknown;
  urlPathname?: string;
}

/** The language of the page: the resolved one from the page data, else the URL's locale prefix, else English. */
export function pageLanguage(pageContext: LanguageSource): string {
  const fromData = (pageContext.data as { language?: unknown } | undefined)?.language;
  if (typeof fromData === 'string' && isUiLanguage(fromData)) return fromData;
  const prefix = pageContext.urlPathname?.split('/')[1]?.split('-')[0]?.toLowerCase();
  return isUiLanguage(prefix) ? prefix : 'en';
}
