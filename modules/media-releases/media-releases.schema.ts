import { boolean, date, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { type ContentModule, DOCUMENT_STAGES } from '../content/content.schema.js';

/** SPEC §3 Media release (id, slug, publicationDate, title, leadText, adhoc), per language and document stage. */
export const mediaRelease = pgTable(
  'media_release',
  {
    id: text('id').notNull(),
    language: text('language').notNull(),
    stage: text('stage', { enum: DOCUMENT_STAGES }).notNull().default('PUBLISHED'),
    slug: text('slug').notNull(),
    publicationDate: date('publication_date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    leadText: text('lead_text').notNull().default(''),
    /** An ad hoc announcement (price-sensitive, published at once under listing rules). */
    adhoc: boolean('adhoc').notNull().default(false),
    modules: jsonb('modules').$type<ContentModule[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.id, t.language, t.stage] }),
    uniqueIndex('media_release_slug_idx').on(t.slug, t.language, t.stage),
    index('media_release_list_idx').on(t.language, t.stage, t.publicationDate),
  ],
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
