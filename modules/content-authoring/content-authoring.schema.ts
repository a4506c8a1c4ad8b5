import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';

/** The kinds of document editors write through `/api/content/*` (docs/content-authoring.md). */
export const AUTHORED_KINDS = ['page', 'story', 'media-release', 'news-item', 'navigation-item'] as const;
export type AuthoredKind = (typeof AUTHORED_KINDS)[number];

/**
 * The editing state of one document, beside its content rows: the version every write must name (`If-Match`), who
 * wrote last, and its scheduled publish and unpublish times. A document without a row is at version 1 (seeded or
 * imported content nobody has edited here yet).
 */
export const contentDocument = pgTable(
  'content_document',
  {
    kind: text('kind').$type<AuthoredKind>().notNull(),
    documentId: text('document_id').notNull(),
    version: integer('version').notNull().default(1),
    updatedBy: text('updated_by').notNull().default(''),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.documentId] }),
    index('content_document_publish_at_idx').on(t.publishAt),
    index('content_document_unpublish_at_idx').on(t.unpublishAt),
  ],
);

/** Every save of a document: the whole document as it was after the save, when and by whom. */
export const contentRevision = pgTable(
  'content_revision',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<AuthoredKind>().notNull(),
    documentId: text('document_id').notNull(),
    /** The document's version this save produced (1, 2, …); a revision is named by it. */
    revision: integer('revision').notNull(),
    /** What the save did: created, saved, published, unpublished, restored. */
    action: text('action').notNull(),
    author: text('author').notNull(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_revision_document_idx').on(t.kind, t.documentId, t.revision)],
);

export type ContentDocumentRow = typeof contentDocument.$inferSelect;
export type ContentRevisionRow = typeof contentRevision.$inferSelect;
