import type { DisplayNames, MeasurementSystem } from './locales.schema.js';

/** A locale as the API and the pages see it (SPEC §3 Locale). */
export interface LocaleResponse {
  code: string;
  urlCode: string;
  sisCode: string;
  isInternational: boolean;
  language: string;
  country: string;
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

/** SPEC §3 Language. */
export interface LanguageResponse {
  code: string;
  defaultCountry: string;
  displayNames: DisplayNames;
}
