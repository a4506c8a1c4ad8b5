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

/**
 * A display name in the wanted language: the data's own, else (for a country or language `code`) the CLDR name that
 * Node's ICU has in that language, else English, else the code. The seed and an upstream name a country in English,
 * German and its own languages only: without the CLDR step a French page listed 'Germany' and 'United States'.
 */
export function displayName(
  names: DisplayNames,
  language: string,
  fallback: string,
  kind?: 'region' | 'language',
): string {
  return names[language] ?? (kind && cldrName(kind, language, fallback)) ?? names.en ?? fallback;
}

/** One Intl.DisplayNames per UI language and kind (a handful: the languages are the sites' own). */
const cldrNames = new Map<string, Intl.DisplayNames | null>();

function cldrName(kind: 'region' | 'language', language: string, code: string): string | undefined {
  const key = `${kind}:${language}`;
  if (!cldrNames.has(key)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: kind, fallback: 'none' });
    } catch {
      names = null; // not a language tag ICU knows
    }
    if (cldrNames.size < 64) cldrNames.set(key, names);
    else return undefined;
  }
  try {
    // 'ALL' (SPEC §7.4's synthetic country) and other made-up codes are no region: a RangeError, or undefined.
    return cldrNames.get(key)?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}
