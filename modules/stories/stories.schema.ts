import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { mediaImage } from '../files/files.schema.js';
import {
  editorialDocumentBody,
  editorialDocumentIndexes,
  editorialDocumentKey,
  editorialDocumentTexts,
} from '../editorial-documents/editorial-documents.schema.js';

/** SPEC §3 Story category (name, slug), one row per language. */
export const storyCategory = pgTable(
  'story_category',
  {
    slug: text('slug').notNull(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.slug, t.language] })],
);

/** SPEC §3 story contact (id, name, slug, image); the position is translated. */
export const storyContact = pgTable('story_contact', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  /** A stored image (SPEC §9 Contact 80x80 through the image endpoint). */
  imageId: text('image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
  imageAlt: text('image_alt').notNull().default(''),
  /** Position by language, e.g. { en: 'Head of communications', de: 'Leiterin Kommunikation' }. */
  position: jsonb('position').$type<Record<string, string>>().notNull().default({}),
  ...timestamps,
});

/** SPEC §3 Story: an editorial document (one row per language and document stage, SPEC §4). */
export const story = pgTable(
  'story',
  {
    ...editorialDocumentKey(),
    categorySlug: text('category_slug').notNull(),
    ...editorialDocumentTexts(),
    /** A stored image (SPEC §9 StoryTeaser 768x432 through the image endpoint). */
    teaserImageId: text('teaser_image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
    teaserImageAlt: text('teaser_image_alt').notNull().default(''),
    modules: editorialDocumentBody(),
    contactIds: text('contact_ids').array().notNull().default([]),
    /** Marks stories the home page and teasers may feature. */
    featured: boolean('featured').notNull().default(false),
    ...timestamps,
  },
  (t) => editorialDocumentIndexes('story', t),
);

/**
 * SPEC §3 Product detail relatedStories, §7.4 'stories related to a product slug'. A relation of the story (all its
 * languages and stages), not of one version; by slug like content's product links, so content and catalogue stay
 * apart. A slug the catalogue no longer knows simply has no product page to show the story on.
 */
export const storyProduct = pgTable(
  'story_product',
  {
    storyId: text('story_id').notNull(),
    productSlug: text('product_slug').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.storyId, t.productSlug] }), index('story_product_slug_idx').on(t.productSlug)],
);

export type StoryRow = typeof story.$inferSelect;
export type StoryCategoryRow = typeof storyCategory.$inferSelect;
export type StoryContactRow = typeof storyContact.$inferSelect;
