import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';

/**
 * First-party page views, stored only with the visitor's statistics consent. Nothing that
 * identifies a visitor: no address, no cookie, no user agent; only the host of an external referrer.
 */
export const pageView = pgTable(
  'page_view',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The host the page was served for (sites are chosen by host, SPEC §2.1). */
    host: text('host').notNull(),
    path: text('path').notNull(),
    referrerHost: text('referrer_host'),
    ...timestamps,
  },
  (t) => [index('page_view_path_created_idx').on(t.path, t.createdAt), index('page_view_created_idx').on(t.createdAt)],
);

export type PageViewRow = typeof pageView.$inferSelect;
export type NewPageView = typeof pageView.$inferInsert;
