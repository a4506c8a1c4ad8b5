import { boolean, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import {
  editorialDocumentBody,
  editorialDocumentIndexes,
  editorialDocumentKey,
  editorialDocumentTexts,
} from '../editorial-documents/editorial-documents.schema.js';

/**
 * SPEC §3 Media release (id, slug, publicationDate, title, leadText, adhoc): an editorial document (one row per
 * language and document stage, SPEC §4).
 */
export const mediaRelease = pgTable(
  'media_release',
  {
    ...editorialDocumentKey(),
    ...editorialDocumentTexts(),
    /** An ad hoc announcement (price-sensitive, published at once under listing rules). */
    adhoc: boolean('adhoc').notNull().default(false),
    modules: editorialDocumentBody(),
    ...timestamps,
  },
  (t) => editorialDocumentIndexes('media_release', t),
);

/** SPEC §3 Event (link, startDate, endDate), with the title and place a listing needs; per language. */
export const event = pgTable(
  'event',
  {
    id: text('id').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    location: text('location').notNull().default(''),
    /** A path or an external URL (SPEC §3 Link kinds). */
    link: text('link').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.id, t.language] }), index('event_dates_idx').on(t.language, t.endDate)],
);

export type MediaReleaseRow = typeof mediaRelease.$inferSelect;
export type EventRow = typeof event.$inferSelect;
