import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { formatIcu } from './icu-format.js';
import type en from './en.json';
import type { UiLanguage } from './languages.js';

// Browser-safe: formatting only. Which dictionaries exist is the caller's business: the server imports all of them
// (index.ts), the browser loads the page language's one as its own chunk (dictionary-loader.ts). The server parses
// a text with FormatJS's parser the first time it formats it; the browser's texts come parsed (its build has no
// parser), and icu-format.ts formats both.

export type TranslationKey = keyof typeof en;
export type Dictionary = Readonly<Record<TranslationKey, string>>;
export type MessageParams = Readonly<Record<string, string | number>>;
/** The texts with arguments, parsed at build time (dictionary-parts.plugin.ts), by key. */
export type ParsedMessages = Readonly<Partial<Record<TranslationKey, MessageFormatElement[]>>>;

export class MissingTranslationFileError extends Error {
  constructor(code: string) {
    super(`Translation file for language ${code} not found`);
  }
}

/** The language each loaded dictionary is in (its plural rules and number format), and its parsed texts if any. */
const languages = new WeakMap<Dictionary, { language: UiLanguage; parsed: ParsedMessages }>();

/**
 * Makes a dictionary usable with `translate` (index.ts and dictionary-loader.ts do this for every one they load).
 * The browser passes the texts parsed at build time: its FormatJS has no parser.
 */
export function registerDictionary(
  language: UiLanguage,
  dictionary: Dictionary,
  parsed: ParsedMessages = {},
): Dictionary {
  languages.set(dictionary, { language, parsed });
  return dictionary;
}

interface CompiledMessage {
  elements: MessageFormatElement[];
  locale: string;
  /** `{name}` stays `{name}` when no value is given, as before ICU (a missing value must not break a page). */
  defaults: Record<string, string>;
}

/** Parsed messages by language and key, least recently used first; at most 11 × the messages with arguments. */
const compiled = new Map<string, CompiledMessage>();
const MAX_COMPILED_MESSAGES = 2000;

function compiledMessage(
  language: UiLanguage,
  key: TranslationKey,
  text: string,
  parsed: MessageFormatElement[] | undefined,
): CompiledMessage {
  const cacheKey = `${language}\u0000${key}`;
  let message = compiled.get(cacheKey);
  if (message) {
    compiled.delete(cacheKey);
  } else {
    const locale = numberLocale(language);
    // ignoreTag: our texts are plain text, and `<strong>` in a text is shown, not parsed as a rich-text tag
    // (the build parses the browser's texts with the same option).
    const elements = parsed ?? parse(text, { ignoreTag: true, locale: new Intl.Locale(locale) });
    const defaults = Object.fromEntries([...text.matchAll(/\{(\w+)\}/g)].map(([whole, name]) => [name!, whole]));
    message = { elements, locale, defaults };
    if (compiled.size >= MAX_COMPILED_MESSAGES) compiled.delete(compiled.keys().next().value!);
  }
  compiled.set(cacheKey, message);
  return message;
}

/**
 * The text of `key`, an ICU message: `{name}` is replaced by `params.name`, `{count, plural, one {…} other {…}}`
 * picks the language's plural form (`#` is the count, formatted for the locale).
 */
export function translate(dictionary: Dictionary, key: TranslationKey, params?: MessageParams): string {
  const text = dictionary[key];
  // Most texts have no argument; i18n.spec.ts checks that such a text formats to itself.
  if (!text.includes('{')) return text;
  const registered = languages.get(dictionary);
  if (!registered) throw new Error(`translate: the dictionary holding "${key}" was not registered`);
  const { elements, locale, defaults } = compiledMessage(registered.language, key, text, registered.parsed[key]);
  return formatIcu(elements, locale, { ...defaults, ...params });
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
    const point = number.indexOf('.');
    // Intl allows at most 100 fraction digits; a longer stored number is shown rounded rather than failing.
    const decimals = point === -1 ? 0 : Math.min(number.length - point - 1, 100);
    return fixedDecimalsFormat(localeCode, decimals).format(Number(number));
  });
}

const fixedDecimalsFormats = new Map<string, Intl.NumberFormat>();

/** The locale's format with exactly `decimals` fraction digits, kept like numberFormats (no JSON key per number). */
function fixedDecimalsFormat(localeCode: string, decimals: number): Intl.NumberFormat {
  const key = `${localeCode}|${decimals}`;
  let format = fixedDecimalsFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(numberLocale(localeCode), {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    if (fixedDecimalsFormats.size < 500) fixedDecimalsFormats.set(key, format);
  }
  return format;
}
