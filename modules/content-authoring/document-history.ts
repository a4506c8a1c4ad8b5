import { Injectable } from '@nestjs/common';
import type { Database } from '../../src/core/database/database.js';
import type { ContentActor } from './content-actor.js';
import { ContentAuthoringErrors } from './content-authoring.errors.js';
import type { AuthoredKind, ContentDocumentRow, ContentRevisionRow } from './content-authoring.schema.js';
import { DocumentHistoryRepository, type Schedule } from './document-history.repository.js';
import type { RevisionChange, RevisionSummary } from './page-document.contract.js';
import { diffSnapshots } from './revision-diff.js';

/** The author of revision 1 of content written before the content API (the seed, an import). */
const ORIGINAL_AUTHOR = 'Initial content';

/** What the history needs of one kind of document: how to lock it, what a revision keeps, how to name a miss. */
export interface HistorySubject {
  kind: AuthoredKind;
  /** Locks the document's rows for the rest of the transaction; false when there is no such document. */
  lock(tx: Database, id: string): Promise<boolean>;
  /** The whole document as a revision keeps it (undefined: not there), read with `db`. */
  snapshot(id: string, db: Database): Promise<Record<string, unknown> | undefined>;
  notFound(id: string): Error;
  /** The kind's own wording of a missing revision and a stale write (default: the documents' generic one). */
  revisionNotFound?(id: string, revision: number): Error;
  staleVersion?(names: string): Error;
}

/**
 * Versions and revisions of every authored kind (docs/content-authoring.md): the If-Match check (412 naming who
 * saved in between), a revision per write, and the revision list, comparison and lookup. Pages, stories, media
 * releases, news items and navigation items share it; each kind brings its own rows through a `HistorySubject`.
 */
@Injectable()
export class DocumentHistory {
  constructor(private readonly repository: DocumentHistoryRepository) {}

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.repository.transaction(work);
  }

  async documents(kind: AuthoredKind, ids: readonly string[], db?: Database): Promise<Map<string, ContentDocumentRow>> {
    return new Map((await this.repository.documents(kind, ids, db)).map((d) => [d.documentId, d]));
  }

  /** A new document's version 1 and its `created` revision, in the caller's transaction. */
  async created(tx: Database, subject: HistorySubject, id: string, actor: ContentActor, schedule: Schedule) {
    await this.repository.insertDocument(tx, subject.kind, id, actor.label, schedule);
    await this.record(tx, subject, id, 1, 'created', actor);
  }

  /**
   * One write: the version check (412 when someone saved in between), the change and its revision, in one
   * transaction with the document locked.
   */
  async write(
    subject: HistorySubject,
    id: string,
    expected: number,
    actor: ContentActor,
    action: string,
    schedule: Schedule | undefined,
    change: (tx: Database) => Promise<void>,
  ): Promise<void> {
    // The refusal's message reads outside the transaction: PGlite has one connection, which the transaction holds.
    const written = await this.repository.transaction(async (tx) => {
      if (!(await subject.lock(tx, id))) throw subject.notFound(id);
      const version = await this.nextVersion(tx, subject, id, expected, actor, schedule);
      if (version === null) return false;
      await change(tx);
      await this.record(tx, subject, id, version, action, actor);
      return true;
    });
    if (!written) throw await this.stale(subject, id, expected);
  }

  /** Deletes a document (`remove`) and its history when it is still at `expected`; 412 otherwise. */
  async delete(
    subject: HistorySubject,
    id: string,
    expected: number,
    actor: ContentActor,
    remove: (tx: Database) => Promise<void>,
  ): Promise<void> {
    const deleted = await this.repository.transaction(async (tx) => {
      if (!(await subject.lock(tx, id))) throw subject.notFound(id);
      if ((await this.repository.bumpVersion(tx, subject.kind, id, expected, actor.label)) === null) return false;
      await remove(tx);
      await this.repository.deleteHistory(tx, subject.kind, id);
      return true;
    });
    if (!deleted) throw await this.stale(subject, id, expected);
  }

  /**
   * The next version and its revision for a change made outside `write` (publishing runs its own transactions,
   * with the search index).
   */
  async recordAfter(subject: HistorySubject, id: string, action: string, actor: ContentActor): Promise<void> {
    await this.repository.transaction(async (tx) => {
      if (!(await subject.lock(tx, id))) return;
      const current = (await this.repository.documents(subject.kind, [id], tx))[0]?.version ?? 1;
      const version = await this.nextVersion(tx, subject, id, current, actor);
      if (version !== null) await this.record(tx, subject, id, version, action, actor);
    });
  }

  /** 412 unless the document is at `expected` (a check before work that runs its own transactions). */
  async expect(kind: AuthoredKind, id: string, expected: number): Promise<void> {
    const current = (await this.repository.documents(kind, [id]))[0]?.version ?? 1;
    if (current !== expected) throw await this.stale({ kind }, id, expected);
  }

  async revisions(kind: AuthoredKind, id: string): Promise<RevisionSummary[]> {
    return (await this.repository.listRevisions(kind, id)).map((r) => ({
      revision: r.revision,
      action: r.action,
      author: r.author,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async revision(subject: HistorySubject, id: string, revision: number): Promise<ContentRevisionRow> {
    const row = await this.repository.findRevision(subject.kind, id, revision);
    if (!row) throw (subject.revisionNotFound ?? ContentAuthoringErrors.RevisionNotFound)(id, revision);
    return row;
  }

  async compare(subject: HistorySubject, id: string, from: number, to: number): Promise<RevisionChange[]> {
    const [a, b] = await Promise.all([this.revision(subject, id, from), this.revision(subject, id, to)]);
    return diffSnapshots(a.snapshot, b.snapshot);
  }

  claimDue(kind: AuthoredKind, which: 'publish' | 'unpublish', now: Date): Promise<string[]> {
    return this.repository.claimDue(kind, which, now);
  }

  /**
   * The document's next version (null when it is not at `expected`). Content nobody edited here yet (seeded,
   * imported) gets its state kept as revision 1 first, so it can be restored.
   */
  private async nextVersion(
    tx: Database,
    subject: HistorySubject,
    id: string,
    expected: number,
    actor: ContentActor,
    schedule?: Schedule,
  ): Promise<number | null> {
    const [document] = await this.repository.documents(subject.kind, [id], tx);
    if (!document && expected === 1) {
      const snapshot = await subject.snapshot(id, tx);
      if (snapshot) {
        await this.repository.insertRevision(tx, {
          kind: subject.kind,
          documentId: id,
          revision: 1,
          action: 'original',
          author: ORIGINAL_AUTHOR,
          snapshot,
        });
      }
    }
    return this.repository.bumpVersion(tx, subject.kind, id, expected, actor.label, schedule);
  }

  private async record(
    tx: Database,
    subject: HistorySubject,
    id: string,
    version: number,
    action: string,
    actor: ContentActor,
  ): Promise<void> {
    const snapshot = await subject.snapshot(id, tx);
    if (!snapshot) return;
    await this.repository.insertRevision(tx, {
      kind: subject.kind,
      documentId: id,
      revision: version,
      action,
      author: actor.label,
      snapshot,
    });
  }

  private async stale(
    subject: Pick<HistorySubject, 'kind' | 'staleVersion'>,
    id: string,
    expected: number,
  ): Promise<Error> {
    const rows = await this.repository.authorsSince(subject.kind, id, expected);
    const names = [...new Set(rows.map((r) => r.author))].join(', ');
    return (subject.staleVersion ?? ContentAuthoringErrors.StaleVersion)(names);
  }
}
