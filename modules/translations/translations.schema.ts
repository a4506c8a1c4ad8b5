import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { page } from '../content/content.schema.js';

/** SPEC §4 translation state of one target language of a page. */
export const TRANSLATION_STATES = ['Translated', 'MarkedForTranslation', 'InProgress'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/**
 * SPEC §3 Translation state entry, one row per page and target language. `exportedAt`: the source texts went
 * out as XLIFF; `importedAt`: a translation came back (compared with the source's change time to mark it outdated).
 * `sourceHashes`: unit id → fingerprint of the source text each imported translation was made for; the delta export
 * and the grid's word count compare the current source texts with them.
 */
export const pageTranslation = pgTable(
  'page_translation',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    state: text('state', { enum: TRANSLATION_STATES }).notNull().default('MarkedForTranslation'),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    sourceHashes: jsonb('source_hashes').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.pageId, t.language] }), index('page_translation_state_idx').on(t.state)],
);

export type PageTranslationRow = typeof pageTranslation.$inferSelect;
