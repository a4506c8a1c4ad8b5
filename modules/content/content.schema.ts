import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { site } from '../sites/sites.schema.js';

import { DOCUMENT_STAGES, type DocumentStage } from './content.contract.js';

export { DOCUMENT_STAGES, type DocumentStage };

/**
 * A content module of a page as stored, e.g. { type: 'hero', ... } (content-module-declarations.contract.ts declares
 * the kinds).
 */
export type ContentModule = { type: string } & Record<string, unknown>;

/** SPEC §3 Page injection: a product or service shown on the page, by slug. */
export const INJECTION_TYPES = ['product', 'service'] as const;
export type PageInjection = { type: (typeof INJECTION_TYPES)[number]; slug: string };

/** SPEC §4 page protection: none, password, or a role-based value (`role:kmx_int_productinfo_active`). */
export type PageProtection = 'none' | 'password' | `role:${string}`;

export const page = pgTable(
  'page',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    pageType: text('page_type').notNull().default('Content'),
    theme: text('theme').notNull().default('Default'),
    /** SPEC §3 Page header options: the header's theme (null: the page's theme) and whether it is hidden. */
    headerTheme: text('header_theme'),
    headerHidden: boolean('header_hidden').notNull().default(false),
    /** SPEC §3 Page footer theme; null: the site's footer theme. */
    footerTheme: text('footer_theme'),
    translationSourceLanguage: text('translation_source_language').notNull().default('en'),
    injection: jsonb('injection').$type<PageInjection | null>(),
    /** SPEC §3/§4 page protection: `none`, `password` (with protectionPasswordHash) or `role:<role name>`. */
    protection: text('protection').$type<PageProtection>().notNull().default('none'),
    /** argon2id hash of the page's password when protection is `password`. */
    protectionPasswordHash: text('protection_password_hash'),
    /** SPEC §3: the languages the page is to be translated into (from translationSourceLanguage). */
    translationTargetLanguages: text('translation_target_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [index('page_site_idx').on(t.siteId)],
);

/** One language version of a page in one document stage (SPEC §4). */
export const pageContent = pgTable(
  'page_content',
  {
    pageId: text('page_id')
      .notNull()
      .references(() => page.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    stage: text('stage', { enum: DOCUMENT_STAGES }).notNull().default('PUBLISHED'),
    parentSlug: text('parent_slug').notNull().default('home'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The document title search engines show (`<title>`); '' uses the title with the company's name. */
    seoTitle: text('seo_title').notNull().default(''),
    modules: jsonb('modules').$type<ContentModule[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('page_content_page_lang_stage_idx').on(t.pageId, t.language, t.stage),
    index('page_content_slug_idx').on(t.language, t.parentSlug, t.slug),
  ],
);

export type PageRow = typeof page.$inferSelect;
export type PageContentRow = typeof pageContent.$inferSelect;
