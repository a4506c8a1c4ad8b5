import { integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { site } from '../sites/sites.schema.js';

/** SPEC §3 Redirect: a previous URL (full path incl. locale) and where it goes now. */
export const redirect = pgTable(
  'redirect',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    previousUrl: text('previous_url').notNull(),
    target: text('target').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    ...timestamps,
  },
  (t) => [uniqueIndex('redirect_site_previous_idx').on(t.siteId, t.previousUrl)],
);

/** Every 404 counted per site and path, so editors can turn frequent ones into redirects. */
export const notFoundHit = pgTable(
  'not_found_hit',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    count: integer('count').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.siteId, t.path] })],
);

export type RedirectRow = typeof redirect.$inferSelect;
export type NotFoundHitRow = typeof notFoundHit.$inferSelect;
