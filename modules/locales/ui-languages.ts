/** SPEC §2.3: the 11 UI languages. */
export const UI_LANGUAGES = ['en', 'de', 'cs', 'es', 'fr', 'hu', 'ja', 'pt', 'ro', 'sk', 'zh'] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
