import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import type { DocumentStage } from '../content/content.schema.js';
import { mediaRelease } from '../media-releases/media-releases.schema.js';
import { newsFeedItem } from '../news-feed/news-feed.schema.js';
import { story, storyCategory } from '../stories/stories.schema.js';

/** A table of documents stored as one row per id, language and stage (SPEC §4): the columns these queries read. */
export interface StagedTable {
  table: PgTable;
  id: PgColumn;
  language: PgColumn;
  stage: PgColumn;
  title: PgColumn;
  /** The address; absent for documents without a URL of their own (news items). */
  slug?: PgColumn;
  updatedAt: PgColumn;
}

/** A row of such a table: its key, timestamps and the kind's own columns by their Drizzle names. */
export type StagedRow = Record<string, unknown> & {
  id: string;
  language: string;
  stage: DocumentStage;
  createdAt: Date;
  updatedAt: Date;
};

export interface StagedListFilter {
  language?: string;
  stage?: 'draft' | 'published' | 'changed';
  q?: string;
  changedSince?: Date;
  offset: number;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Stories, media releases and news items as editors write them: drafts beside published rows, per language. One
 * subclass per table (below); the rules live in AuthoredDocuments.
 */
export abstract class StagedDocumentsRepository {
  constructor(
    protected readonly db: Database,
    private readonly t: StagedTable,
  ) {}

  /** The ids of one page of the filtered list, newest change first, and how many documents match. */
  async list(filter: StagedListFilter): Promise<{ ids: string[]; total: number }> {
    const t = this.t;
    const published = sql`bool_or(${t.stage} = 'PUBLISHED')`;
    const draft = sql`bool_or(${t.stage} = 'DRAFT')`;
    const stage =
      filter.stage === 'published'
        ? published
        : filter.stage === 'draft'
          ? and(draft, sql`not ${published}`)
          : filter.stage === 'changed'
            ? and(draft, published)
            : undefined;
    const words = filter.q?.trim();
    const pattern = words ? `%${escapeLike(words)}%` : undefined;
    const having: (SQL | undefined)[] = [
      stage,
      pattern
        ? or(
            ilike(t.id, pattern),
            sql`bool_or(${t.title} ilike ${pattern})`,
            t.slug ? sql`bool_or(${t.slug} ilike ${pattern})` : undefined,
          )
        : undefined,
      filter.changedSince ? sql`max(${t.updatedAt}) >= ${filter.changedSince.toISOString()}::timestamptz` : undefined,
    ];
    const grouped = this.db
      .select({ id: sql<string>`${t.id}`.as('id'), changed: sql<Date>`max(${t.updatedAt})`.as('changed') })
      .from(t.table)
      .where(filter.language ? eq(t.language, filter.language) : undefined)
      .groupBy(t.id)
      .having(and(...having))
      .as('grouped');
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ id: grouped.id })
        .from(grouped)
        .orderBy(desc(grouped.changed), asc(grouped.id))
        .offset(filter.offset)
        .limit(filter.limit),
      this.db.select({ total: count() }).from(grouped),
    ]);
    return { ids: rows.map((r) => r.id), total: total?.total ?? 0 };
  }

  /** Every row (language and stage) of these documents. */
  async rows(ids: readonly string[], db: Database = this.db): Promise<StagedRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(this.t.table)
      .where(inArray(this.t.id, [...ids]));
    return rows as StagedRow[];
  }

  /** Locks the document's rows for the rest of the transaction; false when it has none. */
  async lock(tx: Database, id: string): Promise<boolean> {
    const rows = await tx.select({ id: this.t.id }).from(this.t.table).where(eq(this.t.id, id)).for('update');
    return rows.length > 0;
  }

  async exists(id: string): Promise<boolean> {
    const rows = await this.db.select({ id: this.t.id }).from(this.t.table).where(eq(this.t.id, id)).limit(1);
    return rows.length > 0;
  }

  /** Writes a language's draft: the kind's columns by their Drizzle names. */
  async upsertDraft(tx: Database, id: string, language: string, values: Record<string, unknown>): Promise<void> {
    await tx.delete(this.t.table).where(this.where(id, language, 'DRAFT'));
    await tx.insert(this.t.table).values({ ...values, id, language, stage: 'DRAFT' } as never);
  }

  /** The draft becomes the published version of its language; false without a draft. */
  async publish(tx: Database, id: string, language: string): Promise<boolean> {
    const [draft] = (await tx
      .select()
      .from(this.t.table)
      .where(this.where(id, language, 'DRAFT'))) as StagedRow[];
    if (!draft) return false;
    const { createdAt: _created, updatedAt: _updated, ...values } = draft;
    await tx.delete(this.t.table).where(and(eq(this.t.id, id), eq(this.t.language, language)));
    await tx.insert(this.t.table).values({ ...values, stage: 'PUBLISHED' } as never);
    return true;
  }

  /**
   * Takes languages offline: each published version goes, and becomes the draft where the language has none (so
   * no text is lost).
   */
  async unpublish(tx: Database, id: string, languages: readonly string[]): Promise<void> {
    for (const language of languages) {
      const [draft] = await tx
        .select({ id: this.t.id })
        .from(this.t.table)
        .where(this.where(id, language, 'DRAFT'));
      if (draft) await tx.delete(this.t.table).where(this.where(id, language, 'PUBLISHED'));
      else {
        await tx
          .update(this.t.table)
          .set({ stage: 'DRAFT', updatedAt: new Date() } as never)
          .where(this.where(id, language, 'PUBLISHED'));
      }
    }
  }

  async delete(tx: Database, id: string): Promise<void> {
    await tx.delete(this.t.table).where(eq(this.t.id, id));
  }

  /** Whether another document uses this slug in this language (in any stage). */
  async slugTaken(id: string, language: string, slug: string): Promise<boolean> {
    if (!this.t.slug) return false;
    const rows = await this.db
      .select({ id: this.t.id })
      .from(this.t.table)
      .where(and(sql`${this.t.id} <> ${id}`, eq(this.t.language, language), eq(this.t.slug, slug)))
      .limit(1);
    return rows.length > 0;
  }

  private where(id: string, language: string, stage: DocumentStage) {
    return and(eq(this.t.id, id), eq(this.t.language, language), eq(this.t.stage, stage));
  }
}

@Injectable()
export class StoryAuthoringRepository extends StagedDocumentsRepository {
  constructor(@Inject(DATABASE) db: Database) {
    super(db, {
      table: story,
      id: story.id,
      language: story.language,
      stage: story.stage,
      title: story.title,
      updatedAt: story.updatedAt,
      slug: story.slug,
    });
  }

  async categoryExists(slug: string): Promise<boolean> {
    const rows = await this.db
      .select({ slug: storyCategory.slug })
      .from(storyCategory)
      .where(eq(storyCategory.slug, slug))
      .limit(1);
    return rows.length > 0;
  }
}

@Injectable()
export class MediaReleaseAuthoringRepository extends StagedDocumentsRepository {
  constructor(@Inject(DATABASE) db: Database) {
    super(db, {
      table: mediaRelease,
      id: mediaRelease.id,
      language: mediaRelease.language,
      stage: mediaRelease.stage,
      title: mediaRelease.title,
      updatedAt: mediaRelease.updatedAt,
      slug: mediaRelease.slug,
    });
  }
}

@Injectable()
export class NewsItemAuthoringRepository extends StagedDocumentsRepository {
  constructor(@Inject(DATABASE) db: Database) {
    super(db, {
      table: newsFeedItem,
      id: newsFeedItem.id,
      language: newsFeedItem.language,
      stage: newsFeedItem.stage,
      title: newsFeedItem.title,
      updatedAt: newsFeedItem.updatedAt,
      slug: undefined,
    });
  }
}
