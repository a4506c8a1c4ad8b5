import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import type { FeedbackKind } from './feedback.contract.js';
import { type NewPageFeedback, type PageFeedbackRow, pageFeedback } from './feedback.schema.js';

export interface FeedbackCounts {
  kind: FeedbackKind;
  targetId: string;
  title: string;
  path: string;
  helpful: number;
  notHelpful: number;
  lastAt: Date;
}

export type FeedbackCommentRow = Pick<
  PageFeedbackRow,
  'kind' | 'targetId' | 'helpful' | 'comment' | 'locale' | 'createdAt'
>;

/** SQL for page feedback, nothing else (STYLE: repositories). */
@Injectable()
export class FeedbackRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  async insert(feedback: NewPageFeedback, db: Database = this.db): Promise<PageFeedbackRow> {
    const [row] = await db.insert(pageFeedback).values(feedback).returning();
    return row!;
  }

  async countSince(ipHash: string, since: Date, db: Database = this.db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(pageFeedback)
      .where(and(eq(pageFeedback.ipHash, ipHash), gte(pageFeedback.createdAt, since)));
    return Number(row?.n ?? 0);
  }

  /** Yes and no counts per page (all its languages), most feedback first; title and path of the newest answer. */
  listCounts(limit: number): Promise<FeedbackCounts[]> {
    const newest = (column: typeof pageFeedback.title | typeof pageFeedback.path) =>
      sql<string>`(array_agg(${column} order by ${pageFeedback.createdAt} desc))[1]`;
    return this.db
      .select({
        kind: pageFeedback.kind,
        targetId: pageFeedback.targetId,
        title: newest(pageFeedback.title),
        path: newest(pageFeedback.path),
        helpful: sql<number>`count(*) filter (where ${pageFeedback.helpful})`.mapWith(Number),
        notHelpful: sql<number>`count(*) filter (where not ${pageFeedback.helpful})`.mapWith(Number),
        lastAt: sql<Date>`max(${pageFeedback.createdAt})`.mapWith(pageFeedback.createdAt),
      })
      .from(pageFeedback)
      .groupBy(pageFeedback.kind, pageFeedback.targetId)
      .orderBy(desc(count()), desc(sql`max(${pageFeedback.createdAt})`))
      .limit(limit);
  }

  /** The newest `perTarget` comments of every page, newest first. */
  async listLatestComments(perTarget: number): Promise<FeedbackCommentRow[]> {
    const ranked = this.db
      .select({
        kind: pageFeedback.kind,
        targetId: pageFeedback.targetId,
        helpful: pageFeedback.helpful,
        comment: pageFeedback.comment,
        locale: pageFeedback.locale,
        createdAt: pageFeedback.createdAt,
        rank: sql<number>`row_number() over (partition by ${pageFeedback.kind}, ${pageFeedback.targetId} order by ${pageFeedback.createdAt} desc)`.as(
          'rank',
        ),
      })
      .from(pageFeedback)
      .where(isNotNull(pageFeedback.comment))
      .as('ranked');
    const rows = await this.db
      .select({
        kind: ranked.kind,
        targetId: ranked.targetId,
        helpful: ranked.helpful,
        comment: ranked.comment,
        locale: ranked.locale,
        createdAt: ranked.createdAt,
      })
      .from(ranked)
      .where(lte(ranked.rank, perTarget))
      .orderBy(desc(ranked.createdAt));
    return rows;
  }
}
