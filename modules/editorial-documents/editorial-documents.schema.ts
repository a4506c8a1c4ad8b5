import { date, index, jsonb, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type ContentModule, DOCUMENT_STAGES, type DocumentStage } from '../content/content.schema.js';

// The columns and keys every editorial document table (story, media_release) has: one row per document, language
// and document stage (SPEC §4). The slug is the same in every language, so the language switcher keeps the URL.
// Tables spread these in (fresh builders per table) and add their own columns.

/** `id`, `language`, `stage`, `slug`: the document's key and address. */
export const editorialDocumentKey = () => ({
  id: text('id').notNull(),
  language: text('language').notNull(),
  stage: text('stage', { enum: DOCUMENT_STAGES }).notNull().default('PUBLISHED'),
  slug: text('slug').notNull(),
});

/** `publication_date`, `title`, `lead_text`. */
export const editorialDocumentTexts = () => ({
  publicationDate: date('publication_date', { mode: 'string' }).notNull(),
  title: text('title').notNull(),
  leadText: text('lead_text').notNull().default(''),
});

/** The body: the same content modules as CMS pages. */
export const editorialDocumentBody = () => jsonb('modules').$type<ContentModule[]>().notNull().default([]);

interface EditorialKeyColumns {
  id: PgColumn;
  language: PgColumn;
  stage: PgColumn;
  slug: PgColumn;
  publicationDate: PgColumn;
}

/** Primary key (id, language, stage), a unique slug per language and stage, and the index lists read by. */
export function editorialDocumentIndexes(table: string, t: EditorialKeyColumns) {
  return [
    primaryKey({ columns: [t.id, t.language, t.stage] }),
    uniqueIndex(`${table}_slug_idx`).on(t.slug, t.language, t.stage),
    index(`${table}_list_idx`).on(t.language, t.stage, t.publicationDate),
  ];
}

/** What every editorial document row has (a story's or media release's row type is assignable to it). */
export interface EditorialDocumentRow {
  id: string;
  language: string;
  stage: DocumentStage;
  slug: string;
  publicationDate: string;
  title: string;
  leadText: string;
  modules: ContentModule[];
}
