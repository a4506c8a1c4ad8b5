/**
 * SPEC §2.3: the 11 UI languages, the one list every check and the locales seed use. Browser-safe on purpose: it
 * imports no dictionary, so a bundle that needs the list does not pull in any UI strings.
 */
export const UI_LANGUAGES = ['en', 'de', 'cs', 'es', 'fr', 'hu', 'ja', 'pt', 'ro', 'sk', 'zh'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

export const FALLBACK_LANGUAGE: UiLanguage = 'en';

const LANGUAGES: ReadonlySet<string> = new Set(UI_LANGUAGES);

export function isUiLanguage(code: string | undefined): code is UiLanguage {
  return code !== undefined && LANGUAGES.has(code);
}
