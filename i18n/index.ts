import cs from './cs.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ro from './ro.json' with { type: 'json' };
import sk from './sk.json' with { type: 'json' };
import zh from './zh.json' with { type: 'json' };

export type TranslationKey = keyof typeof en;
export type Dictionary = Record<TranslationKey, string>;

/** UI strings per language (SPEC §2.3: en, de, cs, es, fr, hu, ja, pt, ro, sk, zh); same keys everywhere. */
export const DICTIONARIES: Readonly<Record<string, Dictionary>> = { en, de, cs, es, fr, hu, ja, pt, ro, sk, zh };
export const FALLBACK_LANGUAGE = 'en';

export class MissingTranslationFileError extends Error {
  constructor(code: string) {
    super(`Translation file for language ${code} not found`);
  }
}

/** SPEC §8: an unknown language is an error, not a silent fallback. */
export function dictionaryFor(code: string): Dictionary {
  const dictionary = DICTIONARIES[code];
  if (!dictionary) throw new MissingTranslationFileError(code);
  return dictionary;
}

export function isUiLanguage(code: string | undefined): code is string {
  return code !== undefined && code in DICTIONARIES;
}

/** `{name}` placeholders are replaced by `params.name`. */
export function translate(
  dictionary: Dictionary,
  key: TranslationKey,
  params?: Record<string, string | number>,
): string {
  const text = dictionary[key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** SPEC §9: numbers are formatted by the locale, with plain `de` mapped to `de-CH` (e.g. 1’234.5). */
export function numberLocale(localeCode: string): string {
  return localeCode === 'de' ? 'de-CH' : localeCode;
}

// Building an Intl.NumberFormat costs far more than using one: keep one per locale and options.
const numberFormats = new Map<string, Intl.NumberFormat>();

export function formatNumber(value: number, localeCode: string, options?: Intl.NumberFormatOptions): string {
  const key = `${localeCode}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(localeCode), options);
    if (numberFormats.size < 500) numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Stored numbers inside a text (`0.5–6`, `1200`) formatted for the locale; words like `IP54` or `M12` stay. */
export function formatNumbersIn(text: string, localeCode: string): string {
  return text.replace(/(?<![\p{L}\d.,])\d+(?:\.\d+)?(?![\p{L}\d])/gu, (number) => {
    const decimals = number.split('.')[1]?.length ?? 0;
    return formatNumber(Number(number), localeCode, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
  });
}
