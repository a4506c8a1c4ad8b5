import { UI_LANGUAGES, type UiLanguage } from '../../i18n/languages.js';
import type { CountryRow, LanguageRow } from '../../modules/locales/locales.schema.js';

/** A language row, limited to the UI languages. */
export interface SeedLanguage extends Pick<LanguageRow, 'defaultCountry' | 'displayNames'> {
  code: UiLanguage;
}

/** Each language named in English, German and itself (the switcher shows the native name). */
export const SEED_LANGUAGES: SeedLanguage[] = [
  { code: 'en', defaultCountry: 'US', displayNames: { en: 'English', de: 'Englisch' } },
  { code: 'de', defaultCountry: 'CH', displayNames: { en: 'German', de: 'Deutsch' } },
  { code: 'cs', defaultCountry: 'CZ', displayNames: { en: 'Czech', de: 'Tschechisch', cs: 'Čeština' } },
  { code: 'es', defaultCountry: 'ES', displayNames: { en: 'Spanish', de: 'Spanisch', es: 'Español' } },
  { code: 'fr', defaultCountry: 'FR', displayNames: { en: 'French', de: 'Französisch', fr: 'Français' } },
  { code: 'hu', defaultCountry: 'HU', displayNames: { en: 'Hungarian', de: 'Ungarisch', hu: 'Magyar' } },
  { code: 'ja', defaultCountry: 'JP', displayNames: { en: 'Japanese', de: 'Japanisch', ja: '日本語' } },
  { code: 'pt', defaultCountry: 'BR', displayNames: { en: 'Portuguese', de: 'Portugiesisch', pt: 'Português' } },
  { code: 'ro', defaultCountry: 'RO', displayNames: { en: 'Romanian', de: 'Rumänisch', ro: 'Română' } },
  { code: 'sk', defaultCountry: 'SK', displayNames: { en: 'Slovak', de: 'Slowakisch', sk: 'Slovenčina' } },
  { code: 'zh', defaultCountry: 'CN', displayNames: { en: 'Chinese', de: 'Chinesisch', zh: '中文' } },
];

/** A country row (its sort index is its place in the list), limited to the UI languages. */
export interface SeedCountry
  extends Pick<CountryRow, 'code' | 'defaultMeasurementSystem' | 'displayNames'>, Partial<Pick<CountryRow, 'hidden'>> {
  supportedLanguages: UiLanguage[];
  defaultLanguage: UiLanguage;
}

/** The synthetic country of international locales (SPEC §3): all languages, Metric. */
export const INTERNATIONAL_COUNTRY = 'ALL';

export const SEED_COUNTRIES: SeedCountry[] = [
  {
    code: INTERNATIONAL_COUNTRY,
    supportedLanguages: [...UI_LANGUAGES],
    defaultLanguage: 'en',
    defaultMeasurementSystem: 'Metric',
    // 'All' is no CLDR region: every UI language's name is here (the real countries' other names come from CLDR).
    displayNames: {
      en: 'All',
      de: 'Alle',
      cs: 'Všechny',
      es: 'Todos',
      fr: 'Tous',
      hu: 'Összes',
      ja: 'すべて',
      pt: 'Todos',
      ro: 'Toate',
      sk: 'Všetky',
      zh: '全部',
    },
  },
  {
    code: 'CH',
    supportedLanguages: ['de', 'fr', 'en'],
    defaultLanguage: 'de',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Switzerland', de: 'Schweiz', fr: 'Suisse' },
  },
  {
    code: 'DE',
    supportedLanguages: ['de', 'en'],
    defaultLanguage: 'de',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Germany', de: 'Deutschland' },
  },
  {
    code: 'AT',
    supportedLanguages: ['de', 'en'],
    defaultLanguage: 'de',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Austria', de: 'Österreich' },
  },
  {
    code: 'US',
    supportedLanguages: ['en', 'es'],
    defaultLanguage: 'en',
    defaultMeasurementSystem: 'Imperial',
    displayNames: { en: 'United States', de: 'Vereinigte Staaten', es: 'Estados Unidos' },
  },
  {
    code: 'CA',
    supportedLanguages: ['en', 'fr'],
    defaultLanguage: 'en',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Canada', de: 'Kanada', fr: 'Canada' },
  },
  {
    code: 'MX',
    supportedLanguages: ['es', 'en'],
    defaultLanguage: 'es',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Mexico', de: 'Mexiko', es: 'México' },
  },
  {
    code: 'GB',
    supportedLanguages: ['en'],
    defaultLanguage: 'en',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'United Kingdom', de: 'Vereinigtes Königreich' },
  },
  {
    code: 'FR',
    supportedLanguages: ['fr', 'en'],
    defaultLanguage: 'fr',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'France', de: 'Frankreich', fr: 'France' },
  },
  {
    code: 'ES',
    supportedLanguages: ['es', 'en'],
    defaultLanguage: 'es',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Spain', de: 'Spanien', es: 'España' },
  },
  {
    code: 'PT',
    supportedLanguages: ['pt', 'en'],
    defaultLanguage: 'pt',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Portugal', de: 'Portugal', pt: 'Portugal' },
  },
  {
    code: 'BR',
    supportedLanguages: ['pt', 'en'],
    defaultLanguage: 'pt',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Brazil', de: 'Brasilien', pt: 'Brasil' },
  },
  {
    code: 'CZ',
    supportedLanguages: ['cs', 'en'],
    defaultLanguage: 'cs',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Czechia', de: 'Tschechien', cs: 'Česko' },
  },
  {
    code: 'SK',
    supportedLanguages: ['sk', 'en'],
    defaultLanguage: 'sk',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Slovakia', de: 'Slowakei', sk: 'Slovensko' },
  },
  {
    code: 'HU',
    supportedLanguages: ['hu', 'en'],
    defaultLanguage: 'hu',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Hungary', de: 'Ungarn', hu: 'Magyarország' },
  },
  {
    code: 'RO',
    supportedLanguages: ['ro', 'en'],
    defaultLanguage: 'ro',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Romania', de: 'Rumänien', ro: 'România' },
  },
  {
    code: 'CN',
    supportedLanguages: ['zh', 'en'],
    defaultLanguage: 'zh',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'China', de: 'China', zh: '中国' },
  },
  {
    code: 'JP',
    supportedLanguages: ['ja', 'en'],
    defaultLanguage: 'ja',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'Japan', de: 'Japan', ja: '日本' },
  },
  {
    code: 'IN',
    supportedLanguages: ['en'],
    defaultLanguage: 'en',
    defaultMeasurementSystem: 'Metric',
    displayNames: { en: 'India', de: 'Indien' },
  },
];
