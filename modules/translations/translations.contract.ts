import type { TranslationStateEntryDto } from './translations.dto.js';
// Translation management (SPEC §3 Translation state entry, §4, §7.3). No server imports: the browser
// imports it (types, and the overall-state rule both sides use).

export const TRANSLATION_STATE_NAMES = ['Translated', 'MarkedForTranslation', 'InProgress'] as const;
export type TranslationStateName = (typeof TRANSLATION_STATE_NAMES)[number];

/**
 * SPEC §4 overall page state: Translated if all targets are translated; InProgress if any is in progress;
 * otherwise MarkedForTranslation. `null` when translation was never started (no target has a state).
 */
export function overallState(states: readonly TranslationStateName[]): TranslationStateName | null {
  if (states.length === 0) return null;
  if (states.every((state) => state === 'Translated')) return 'Translated';
  if (states.includes('InProgress')) return 'InProgress';
  return 'MarkedForTranslation';
}

/** One cell of the editor's grid: a target language's state, or null when translation was not started. */
export interface TranslationGridCell {
  language: string;
  entry: TranslationStateEntryDto | null;
  /** Beyond the spec: the source changed after the translation was imported. */
  outdated: boolean;
  /** A draft in this language waits to be published. */
  hasDraft: boolean;
  /**
   * Beyond the spec: words of the source texts still to translate into this language (all of them before the first
   * import; afterwards those of texts whose source changed since, or that no import translated). What the delta
   * export (`?delta=true`) sends.
   */
  wordsToTranslate: number;
}

export interface TranslationGridRow {
  pageId: string;
  title: string;
  /** Where the page can be viewed (its source language version), or null when it has none published. */
  href: string | null;
  sourceLanguage: string;
  /** Words of all the page's source texts (what a reset leaves to translate). */
  sourceWords: number;
  cells: TranslationGridCell[];
  overall: TranslationStateName | null;
}

export interface TranslationsViewPayloads {
  grid: {
    rows: TranslationGridRow[];
    /** Every target language of the listed pages (the grid's columns). */
    languages: string[];
    filter: { state: TranslationStateName | 'not-started' | ''; language: string };
    apiBase: string;
  };
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    translations: TranslationsViewPayloads;
  }
}
