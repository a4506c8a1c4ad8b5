import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { FEEDBACK_KINDS } from './feedback.contract.js';

/** "Was this page helpful?" answers, committed before the visitor sees the thanks. */
export const pageFeedback = pgTable(
  'page_feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FEEDBACK_KINDS }).notNull(),
    /** The page id, story id or product slug: the same for every language of the page. */
    targetId: text('target_id').notNull(),
    siteId: text('site_id').notNull(),
    /** The URL locale of the page the visitor read (e.g. de-ch). */
    locale: text('locale').notNull(),
    /** The page's path and title as the server resolved them, not as the visitor sent them. */
    path: text('path').notNull(),
    title: text('title').notNull(),
    helpful: boolean('helpful').notNull(),
    comment: text('comment'),
    /** Keyed hash of the client IP: enough for the rate limit, not the address itself. */
    ipHash: text('ip_hash').notNull(),
    ...timestamps,
  },
  (t) => [
    index('page_feedback_ip_created_idx').on(t.ipHash, t.createdAt),
    index('page_feedback_target_idx').on(t.kind, t.targetId, t.createdAt),
  ],
);

export type PageFeedbackRow = typeof pageFeedback.$inferSelect;
export type NewPageFeedback = typeof pageFeedback.$inferInsert;
