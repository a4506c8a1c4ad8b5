import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { DOCUMENT_STAGES } from '../content/content.contract.js';
import { mediaImage } from '../files/files.schema.js';

/**
 * SPEC §3 News feed item (id, title, text, publicationDate, image, link), one row per language and document stage
 * (SPEC §4): editors write drafts through the content API; the feed shows published rows only.
 */
export const newsFeedItem = pgTable(
  'news_feed_item',
  {
    id: text('id').notNull(),
    language: text('language').notNull(),
    stage: text('stage', { enum: DOCUMENT_STAGES }).notNull().default('PUBLISHED'),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    publicationDate: timestamp('publication_date', { withTimezone: true, mode: 'date' }).notNull(),
    /** A stored image, shown through the image endpoint. */
    imageId: text('image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
    imageAlt: text('image_alt').notNull().default(''),
    /** A path, an external URL or `action:` (SPEC §3 Link kinds); empty for none. */
    link: text('link').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.id, t.language, t.stage] }),
    index('news_feed_item_paging_idx').on(t.language, t.publicationDate, t.id),
  ],
);

export type NewsFeedItemRow = typeof newsFeedItem.$inferSelect;
