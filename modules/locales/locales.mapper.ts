import type { CountryResponse, LanguageResponse, LocaleResponse } from './locales.dto.js';
import type { CountryRow, DisplayNames, LanguageRow, LocaleRow } from './locales.schema.js';

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

export function toLanguageResponse(row: LanguageRow): LanguageResponse {
  return { code: row.code, defaultCountry: row.defaultCountry, displayNames: row.displayNames };
}

/** A display name in the wanted language, else English, else the code. */
export function displayName(names: DisplayNames, language: string, fallback: string): string {
  return names[language] ?? names.en ?? fallback;
}
