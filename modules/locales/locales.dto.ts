import type { LocaleRow } from './locales.schema.js';

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
