import type { NavigationSectionDto } from './navigation.dto.js';
import type { ContentTeaserCardDto } from './navigation.dto.js';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { DOCUMENT_STAGES } from '../content/content.schema.js';
import { site } from '../sites/sites.schema.js';

/** Where an item lives: the header navigation, the footer navigation, or the home items (SPEC §5). */
export const NAVIGATION_AREAS = ['header', 'footer', 'home'] as const;
export type NavigationArea = (typeof NAVIGATION_AREAS)[number];

/** What an item is: a plain link, a footer section (its children are links), the footer contact link,
 * or the marketing logo section of the first-level navigation (SPEC §2.4). */
export const NAVIGATION_KINDS = ['link', 'section', 'contact', 'marketing-logo'] as const;
export type NavigationKind = (typeof NAVIGATION_KINDS)[number];

export const LINK_TARGETS = ['_self', '_blank'] as const;

/** SPEC §3 Navigation item, one row per site, area, language and document stage. */
export const navigationItem = pgTable(
  'navigation_item',
  {
    id: text('id').notNull(),
    siteId: text('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    area: text('area', { enum: NAVIGATION_AREAS }).notNull(),
    kind: text('kind', { enum: NAVIGATION_KINDS }).notNull().default('link'),
    language: text('language').notNull(),
    stage: text('stage', { enum: DOCUMENT_STAGES }).notNull().default('PUBLISHED'),
    parentId: text('parent_id'),
    sortIndex: integer('sort_index').notNull().default(0),
    title: text('title').notNull(),
    breadcrumbOverride: text('breadcrumb_override'),
    /** A path (may start with `action:` or `hard:`) or an external URL; empty for page links and sections. */
    url: text('url'),
    /** A page link: the page's id (its URL is the page's slug chain). */
    pageId: text('page_id'),
    /** Country codes the item is shown in; empty = everywhere. */
    countries: text('countries').array().notNull().default([]),
    hidden: boolean('hidden').notNull().default(false),
    hideSubItems: boolean('hide_sub_items').notNull().default(false),
    linkText: text('link_text'),
    target: text('target', { enum: LINK_TARGETS }).notNull().default('_self'),
    marketingTitle: text('marketing_title'),
    marketingDescription: text('marketing_description'),
    sections: jsonb('sections').$type<NavigationSectionDto[]>().notNull().default([]),
    teaser: jsonb('teaser').$type<ContentTeaserCardDto | null>(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.id, t.language, t.stage] }),
    index('navigation_item_lookup_idx').on(t.siteId, t.language, t.stage, t.area),
  ],
);

export type NavigationItemRow = typeof navigationItem.$inferSelect;
