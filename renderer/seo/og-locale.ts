/**
 * The territory Open Graph names for a language without a country (an international locale, e.g. `/en`): the
 * language's default country of the demo data (seed/locales), so `en` is `en_US` as og:locale's
 * language_TERRITORY form requires.
 */
const DEFAULT_TERRITORY: Record<string, string> = {
  en: 'US',
  de: 'CH',
  cs: 'CZ',
  es: 'ES',
  fr: 'FR',
  hu: 'HU',
  ja: 'JP',
  pt: 'BR',
  ro: 'RO',
  sk: 'SK',
  zh: 'CN',
};

/** `de-ch` → `de_CH`, `en` → `en_US`; a language without a known territory stays the bare language. */
export function ogLocale(code: string): string {
  const [language, country] = code.split('-') as [string, string | undefined];
  const lang = language.toLowerCase();
  const territory = country?.toUpperCase() ?? DEFAULT_TERRITORY[lang];
  return territory ? `${lang}_${territory}` : lang;
}
