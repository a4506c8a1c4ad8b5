import { sisCodeFor } from './sis-code.js';

export interface LocaleCodes {
  code: string;
  urlCode: string;
  sisCode: string;
  isInternational: boolean;
  languageCode: string;
  countryCode: string;
}

/**
 * The locale of a language in a country. International locales (country ALL) are written by their language
 * alone (`en`, URL `/en`); country locales as language-COUNTRY (`de-CH`, URL `/de-ch`). SPEC §3.
 */
export function localeCodes(languageCode: string, countryCode: string): LocaleCodes {
  const isInternational = countryCode === 'ALL';
  const code = isInternational ? languageCode : `${languageCode}-${countryCode}`;
  return {
    code,
    urlCode: code.toLowerCase(),
    sisCode: sisCodeFor(languageCode),
    isInternational,
    languageCode,
    countryCode,
  };
}
