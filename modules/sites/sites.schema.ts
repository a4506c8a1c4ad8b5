import { boolean, index, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';

export const site = pgTable('site', {
  /** Equal to the slug; `main` for the main site, which has no slug. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').unique(),
  /** Technical name used to suffix per-site cookies (SPEC §9). */
  technicalName: text('technical_name').notNull(),
  internationalOnly: boolean('international_only').notNull().default(false),
  hideSideButtons: boolean('hide_side_buttons').notNull().default(false),
  enableCutFont: boolean('enable_cut_font').notNull().default(false),
  theme: text('theme').notNull().default('Default'),
  /** SPEC §3 Page footer theme, for every page of the site that names none of its own (SPEC §9 themes). */
  footerTheme: text('footer_theme').notNull().default('Default'),
  ...timestamps,
});

/** A host (plus optional first path segment) that selects a site (SPEC §2.1). */
export const siteDomain = pgTable(
  'site_domain',
  {
    id: serial('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
    slug: text('slug'),
    ...timestamps,
  },
  // A host without slug is one domain too: NULL slugs must collide (PostgreSQL 15+).
  (t) => [
    unique('site_domain_host_slug_key').on(t.host, t.slug).nullsNotDistinct(),
    index('site_domain_site_idx').on(t.siteId),
  ],
);

export type SiteRow = typeof site.$inferSelect;
export type SiteDomainRow = typeof siteDomain.$inferSelect;
