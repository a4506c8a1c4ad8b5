import { type SQL, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../src/core/database/database.js';
import type { DocumentStage } from '../content/content.schema.js';

/** Which versions a reader gets: the language (else English) and the stages (a draft wins for editors). */
export interface DocumentReader {
  language: string;
  stages: readonly DocumentStage[];
}

/** A table built from editorial-documents.schema.ts (the columns these queries read). */
export type EditorialDocumentTable = PgTable & {
  id: PgColumn;
  language: PgColumn;
  stage: PgColumn;
  slug: PgColumn;
  publicationDate: PgColumn;
};

/**
 * The queries stories and media releases share, over their own table: a feature's repository makes one with its
 * database and table (`new EditorialDocumentQueries(db, story)`) and adds its own filters as SQL.
 */
export class EditorialDocumentQueries<Row> {
  constructor(
    private readonly db: Database,
    private readonly table: EditorialDocumentTable & { $inferSelect: Row },
  ) {}

  /** One row per document: in the reader's language, else English; a draft before the published version. */
  private versions(reader: DocumentReader, filter?: SQL) {
    const t = this.table;
    return this.db
      .selectDistinctOn([t.id])
      .from(t)
      .where(
        and(inArray(t.language, [...new Set([reader.language, 'en'])]), inArray(t.stage, [...reader.stages]), filter),
      )
      .orderBy(
        t.id,
        sql`case when ${t.language} = ${reader.language} then 0 else 1 end`,
        sql`case when ${t.stage} = 'DRAFT' then 0 else 1 end`,
      )
      .as('versions');
  }

  /** Newest first (ties by id), `limit` from `offset`, and how many there are in all. */
  async listPage(
    reader: DocumentReader,
    options: { filter?: SQL; limit: number; offset: number },
  ): Promise<{ rows: Row[]; total: number }> {
    const versions = this.versions(reader, options.filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(versions)
        .orderBy(desc(versions.publicationDate), desc(versions.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ count: count() }).from(versions),
    ]);
    return { rows: rows as Row[], total: Number(total?.count ?? 0) };
  }

  /** The newest `limit` documents matching `filter`, one version each. */
  async listNewest(reader: DocumentReader, filter: SQL, limit: number): Promise<Row[]> {
    const versions = this.versions(reader, filter);
    const rows = await this.db
      .select()
      .from(versions)
      .orderBy(desc(versions.publicationDate), desc(versions.id))
      .limit(limit);
    return rows as Row[];
  }

  async findBySlug(reader: DocumentReader, slug: string): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(this.versions(reader, eq(this.table.slug, slug)))
      .limit(1);
    return row as Row | undefined;
  }

  /** A document by id, in the reader's version choice (SPEC §7.4 lookup by id for `?direct`). */
  async findById(reader: DocumentReader, id: string): Promise<Row | undefined> {
    const [row] = await this.db
      .select()
      .from(this.versions(reader, eq(this.table.id, id)))
      .limit(1);
    return row as Row | undefined;
  }

  /** Every published language version (all documents or those with these ids), for the search index. */
  async listPublished(ids?: readonly string[], db: Database = this.db): Promise<Row[]> {
    const t = this.table;
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.stage, 'PUBLISHED'), ids ? inArray(t.id, [...ids]) : undefined));
    return rows as Row[];
  }
}
