import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import {
  type AuthoredKind,
  type ContentDocumentRow,
  type ContentRevisionRow,
  contentDocument,
  contentRevision,
} from './content-authoring.schema.js';

export interface Schedule {
  publishAt?: Date | null;
  unpublishAt?: Date | null;
}

/** The editing state of documents of every kind (content_document) and their revisions (content_revision). */
@Injectable()
export class DocumentHistoryRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  async documents(kind: AuthoredKind, ids: readonly string[], db: Database = this.db): Promise<ContentDocumentRow[]> {
    if (ids.length === 0) return [];
    return db
      .select()
      .from(contentDocument)
      .where(and(eq(contentDocument.kind, kind), inArray(contentDocument.documentId, [...ids])));
  }

  /** The editing state of a new document: version 1. */
  async insertDocument(tx: Database, kind: AuthoredKind, id: string, author: string, schedule: Schedule) {
    await tx.insert(contentDocument).values({ kind, documentId: id, version: 1, updatedBy: author, ...schedule });
  }

  /**
   * Moves the document to the next version when it is still at `expected` (compare-and-set, in the caller's
   * transaction): the new version, or null when someone saved in between. A document without a row is at 1.
   */
  async bumpVersion(
    tx: Database,
    kind: AuthoredKind,
    id: string,
    expected: number,
    author: string,
    schedule?: Schedule,
  ): Promise<number | null> {
    const [current] = await tx
      .select({ version: contentDocument.version })
      .from(contentDocument)
      .where(and(eq(contentDocument.kind, kind), eq(contentDocument.documentId, id)))
      .for('update');
    if ((current?.version ?? 1) !== expected) return null;
    const next = expected + 1;
    const values = { version: next, updatedBy: author, updatedAt: new Date(), ...schedule };
    await tx
      .insert(contentDocument)
      .values({ kind, documentId: id, ...values })
      .onConflictDoUpdate({ target: [contentDocument.kind, contentDocument.documentId], set: values });
    return next;
  }

  /** Forgets a deleted document's state and history: a later document may take the id and starts its own. */
  async deleteHistory(tx: Database, kind: AuthoredKind, id: string): Promise<void> {
    await tx.delete(contentDocument).where(and(eq(contentDocument.kind, kind), eq(contentDocument.documentId, id)));
    await tx.delete(contentRevision).where(and(eq(contentRevision.kind, kind), eq(contentRevision.documentId, id)));
  }

  async insertRevision(
    tx: Database,
    row: Pick<ContentRevisionRow, 'kind' | 'documentId' | 'revision' | 'action' | 'author' | 'snapshot'>,
  ): Promise<void> {
    await tx.insert(contentRevision).values(row);
  }

  async listRevisions(kind: AuthoredKind, id: string): Promise<Omit<ContentRevisionRow, 'snapshot'>[]> {
    return this.db
      .select({
        id: contentRevision.id,
        kind: contentRevision.kind,
        documentId: contentRevision.documentId,
        revision: contentRevision.revision,
        action: contentRevision.action,
        author: contentRevision.author,
        createdAt: contentRevision.createdAt,
      })
      .from(contentRevision)
      .where(and(eq(contentRevision.kind, kind), eq(contentRevision.documentId, id)))
      .orderBy(desc(contentRevision.revision))
      .limit(500);
  }

  async findRevision(kind: AuthoredKind, id: string, revision: number): Promise<ContentRevisionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(contentRevision)
      .where(
        and(eq(contentRevision.kind, kind), eq(contentRevision.documentId, id), eq(contentRevision.revision, revision)),
      )
      .limit(1);
    return row;
  }

  /** Who saved the document after `version` (for a refused stale write's message). */
  async authorsSince(kind: AuthoredKind, id: string, version: number): Promise<{ author: string }[]> {
    return this.db
      .select({ author: contentRevision.author })
      .from(contentRevision)
      .where(
        and(
          eq(contentRevision.kind, kind),
          eq(contentRevision.documentId, id),
          sql`${contentRevision.revision} > ${version}`,
        ),
      )
      .orderBy(asc(contentRevision.revision))
      .limit(20);
  }

  /**
   * Claims the documents whose publish (or unpublish) time has come: the time is cleared in the same statement,
   * so of several instances exactly one acts on each.
   */
  async claimDue(kind: AuthoredKind, which: 'publish' | 'unpublish', now: Date): Promise<string[]> {
    const column = which === 'publish' ? contentDocument.publishAt : contentDocument.unpublishAt;
    const rows = await this.db
      .update(contentDocument)
      .set(which === 'publish' ? { publishAt: null } : { unpublishAt: null })
      .where(and(eq(contentDocument.kind, kind), isNotNull(column), lte(column, now)))
      .returning({ id: contentDocument.documentId });
    return rows.map((r) => r.id);
  }
}
