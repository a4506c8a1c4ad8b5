import { FALLBACK_LANGUAGE, isUiLanguage } from '../../i18n/languages.js';

export const CONTENT_STAGES = ['DRAFT', 'PUBLISHED'] as const;
export type ContentStage = (typeof CONTENT_STAGES)[number];

/**
 * SPEC §7.4: the content service is asked with a header listing the current language, the fallback language and
 * English, e.g. `gcms-locales: de, fr, en`.
 */
export const LOCALES_HEADER = 'gcms-locales';
/** The stage of the queries that name none (`DRAFT` or `PUBLISHED`); without it, the endpoint's default. */
export const STAGE_HEADER = 'gcms-stage';
const MAX_HEADER_LANGUAGES = 5;

/**
 * The languages of the locale header, in order, English last if missing; `[en]` without the header. Undefined when
 * the header names something other than a UI language (the caller answers 400).
 */
export function localeChain(header: string | string[] | undefined): string[] | undefined {
  const text = [header ?? ''].flat().join(',');
  const named = text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  if (named.length > MAX_HEADER_LANGUAGES || !named.every((code) => isUiLanguage(code))) return undefined;
  return [...new Set([...named, FALLBACK_LANGUAGE])];
}

/** The `gcms-stage` header's stage, `fallback` without it, undefined for anything else (the caller answers 400). */
export function requestStage(header: string | string[] | undefined, fallback: ContentStage): ContentStage | undefined {
  if (header === undefined) return fallback;
  const value = [header].flat().join(',').trim().toUpperCase();
  return (CONTENT_STAGES as readonly string[]).includes(value) ? (value as ContentStage) : undefined;
}
