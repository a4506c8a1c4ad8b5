import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import type { NewsFeedPosition } from './news-feed.cursor.js';
import { type NewsFeedItemRow, newsFeedItem } from './news-feed.schema.js';

@Injectable()
export class NewsFeedRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Up to `limit` published items after `after`, newest first (ties by id): each item in `language`, or in English
   * when it has no translation.
   */
  async listPage(language: string, limit: number, after: NewsFeedPosition | undefined): Promise<NewsFeedItemRow[]> {
    const items = this.db
      .selectDistinctOn([newsFeedItem.id])
      .from(newsFeedItem)
      .where(and(eq(newsFeedItem.stage, 'PUBLISHED'), inArray(newsFeedItem.language, [...new Set([language, 'en'])])))
      .orderBy(newsFeedItem.id, sql`case when ${newsFeedItem.language} = ${language} then 0 else 1 end`)
      .as('items');
    return this.db
      .select()
      .from(items)
      .where(
        after
          ? sql`(${items.publicationDate}, ${items.id}) < (${after.publishedAt}::timestamptz, ${after.id})`
          : undefined,
      )
      .orderBy(desc(items.publicationDate), desc(items.id))
      .limit(limit);
  }
}
