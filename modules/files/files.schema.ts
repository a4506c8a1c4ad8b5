import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea } from '../../src/core/database/bytea.js';
import { timestamps } from '../../src/core/database/columns.js';

/** Text per language code, e.g. { en: 'Front view', de: 'Vorderansicht' }. */
export type Localized = Record<string, string>;

/** Stored originals: the bitmap types sharp decodes (uploads, SPEC §9), and SVG from the seed only. */
export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/svg+xml',
] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/**
 * SPEC §3 Image: a stored original. The image endpoint only ever resizes these (no fetching of URLs), and an
 * image's bytes never change under its id, so resized copies can be cached on disk by id.
 */
export const mediaImage = pgTable('media_image', {
  id: text('id').primaryKey(),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type', { enum: IMAGE_MIME_TYPES }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  alternativeText: jsonb('alternative_text').$type<Localized>().notNull().default({}),
  content: bytea('content').notNull(),
  ...timestamps,
});

export const FILE_TYPES = ['datasheet', 'brochure', 'manual', 'certificate', 'terms'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** SPEC §3 File: one downloadable document under one slug, in one or more languages (`/file/{slug}?l=`). */
export const storedFile = pgTable('stored_file', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  type: text('type', { enum: FILE_TYPES }).notNull(),
  thumbnailImageId: text('thumbnail_image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** One language version of a file. */
export const storedFileVersion = pgTable(
  'stored_file_version',
  {
    fileId: text('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    extension: text('extension').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.fileId, t.language] }), index('stored_file_version_file_idx').on(t.fileId)],
);

export type MediaImageRow = typeof mediaImage.$inferSelect;
export type StoredFileRow = typeof storedFile.$inferSelect;
export type StoredFileVersionRow = typeof storedFileVersion.$inferSelect;
