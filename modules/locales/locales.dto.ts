import type { CountryRow, DisplayNames, LanguageRow, LocaleRow, MeasurementSystem } from './locales.schema.js';

/** A locale as the API and the pages see it (SPEC §3 Locale). */
export interface LocaleResponse {
  code: string;
  urlCode: string;
  sisCode: string;
  isInternational: boolean;
  language: string;
  country: string;
}

export function toLocaleResponse(row: LocaleRow): LocaleResponse {
  return {
    code: row.code,
    urlCode: row.urlCode,
    sisCode: row.sisCode,
    isInternational: row.isInternational,
    language: row.languageCode,
    country: row.countryCode,
  };
}

/** SPEC §3 Country. */
export interface CountryResponse {
  code: string;
  hidden: boolean;
  supportedLanguages: string[];
  defaultLanguage: string;
  defaultMeasurementSystem: MeasurementSystem;
  displayNames: DisplayNames;
}

export function toCountryResponse(row: CountryRow): CountryResponse {
  return {
    code: row.code,
    hidden: row.hidden,
    supportedLanguages: row.supportedLanguages,
    defaultLanguage: row.defaultLanguage,
    defaultMeasurementSystem: row.defaultMeasurementSystem,
    displayNames: row.displayNames,
  };
}

/** SPEC §3 Language. */
export interface LanguageResponse {
  code: string;
  defaultCountry: string;
  displayNames: DisplayNames;
}

export function toLanguageResponse(row: LanguageRow): LanguageResponse {
  return { code: row.code, defaultCountry: row.defaultCountry, displayNames: row.displayNames };
}

/** A display name in the wanted language, else English, else the code. */
export function displayName(names: DisplayNames, language: string, fallback: string): string {
  return names[language] ?? names.en ?? fallback;
}
