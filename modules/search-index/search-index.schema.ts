import { sql } from 'drizzle-orm';
import { customType, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { site } from '../sites/sites.schema.js';

/** What a search result can be (SPEC §7.3: pages, products, stories, media releases; plus classifications). */
export const SEARCH_DOCUMENT_TYPES = ['page', 'product', 'story', 'media-release', 'classification'] as const;
export type SearchDocumentType = (typeof SEARCH_DOCUMENT_TYPES)[number];

/** PostgreSQL's text search types; drizzle has no column builders for them. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const regconfig = customType<{ data: string }>({ dataType: () => 'regconfig' });

/**
 * The search index: one row per published document and language, fed by the search sources of the feature
 * modules (modules/search/search-source.registry.ts). Only published content is ever written here.
 */
export const searchDocument = pgTable(
  'search_document',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => site.id, { onDelete: 'cascade' }),
    /** Language code of the content (`de`); every locale of that language searches it. */
    language: text('language').notNull(),
    type: text('type', { enum: SEARCH_DOCUMENT_TYPES }).notNull(),
    /** The id of the document in its own module (page id, product slug, ...). */
    sourceKey: text('source_key').notNull(),
    /** Plain text, brand suffix removed. */
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Plain text of the document's body (HTML stripped). */
    body: text('body').notNull().default(''),
    /** Path after the locale prefix (`/about/careers`, `/wustec`, '' for the main home page). */
    path: text('path').notNull(),
    /** The text search configuration of `language` (english, german, ..., simple). */
    config: regconfig('config').notNull(),
    /** Title weighs most, then the description, then the body (SPEC §7.3 ranking). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector("config", "title"), 'A') || setweight(to_tsvector("config", "description"), 'B') || setweight(to_tsvector("config", "body"), 'C')`,
      ),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.language, t.type, t.sourceKey] }),
    index('search_document_vector_idx').using('gin', t.searchVector),
    index('search_document_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('search_document_source_idx').on(t.type, t.sourceKey),
  ],
);

/**
 * When and from which sources the index was last built. Start-up rebuilds the index when this row is missing
 * (a fresh database, or the seed just ran) or names other sources than the ones registered now.
 */
export const searchIndexState = pgTable('search_index_state', {
  id: text('id').primaryKey(),
  /** The registered source types and versions, e.g. `page@1,product@1`. */
  sources: text('sources').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
  ...timestamps,
});

export type SearchDocumentRow = typeof searchDocument.$inferSelect;
export type SearchDocumentInsert = typeof searchDocument.$inferInsert;
