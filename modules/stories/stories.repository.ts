import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import type { DocumentStage } from '../content/content.schema.js';
import {
  type StoryCategoryRow,
  type StoryContactRow,
  type StoryRow,
  story,
  storyCategory,
  storyContact,
  storyProduct,
} from './stories.schema.js';

/** Which versions a reader gets: the language (else English) and the stages (a draft wins for editors). */
export interface StoryReader {
  language: string;
  stages: readonly DocumentStage[];
}

@Injectable()
export class StoriesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** One row per story: in the reader's language, else English; a draft before the published version. */
  private versions(reader: StoryReader, filter?: SQL) {
    return this.db
      .selectDistinctOn([story.id])
      .from(story)
      .where(
        and(
          inArray(story.language, [...new Set([reader.language, 'en'])]),
          inArray(story.stage, [...reader.stages]),
          filter,
        ),
      )
      .orderBy(
        story.id,
        sql`case when ${story.language} = ${reader.language} then 0 else 1 end`,
        sql`case when ${story.stage} = 'DRAFT' then 0 else 1 end`,
      )
      .as('versions');
  }

  /** Newest first (ties by id), `limit` from `offset`, and how many there are in all. */
  async listPage(
    reader: StoryReader,
    options: { categorySlug?: string; contactId?: string; limit: number; offset: number },
  ): Promise<{ rows: StoryRow[]; total: number }> {
    const filter = and(
      options.categorySlug ? eq(story.categorySlug, options.categorySlug) : undefined,
      options.contactId ? sql`${options.contactId} = any(${story.contactIds})` : undefined,
    );
    const versions = this.versions(reader, filter);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(versions)
        .orderBy(desc(versions.publicationDate), desc(versions.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ count: count() }).from(versions),
    ]);
    return { rows, total: Number(total?.count ?? 0) };
  }

  /** The newest `limit` stories related to a product slug, one version each as `versions` picks it. */
  listRelatedToProduct(reader: StoryReader, productSlug: string, limit: number): Promise<StoryRow[]> {
    const related = this.db
      .select({ storyId: storyProduct.storyId })
      .from(storyProduct)
      .where(eq(storyProduct.productSlug, productSlug));
    const versions = this.versions(reader, inArray(story.id, related));
    return this.db.select().from(versions).orderBy(desc(versions.publicationDate), desc(versions.id)).limit(limit);
  }

  async findBySlug(reader: StoryReader, slug: string): Promise<StoryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(this.versions(reader, eq(story.slug, slug)))
      .limit(1);
    return row;
  }

  /** Every published language version (all stories or those with these ids), for the search index. */
  listPublished(ids?: readonly string[], db: Database = this.db): Promise<StoryRow[]> {
    return db
      .select()
      .from(story)
      .where(and(eq(story.stage, 'PUBLISHED'), ids ? inArray(story.id, [...ids]) : undefined));
  }

  /** Categories with their names in the language, else English, in their order. */
  async listCategories(language: string): Promise<StoryCategoryRow[]> {
    const names = this.db
      .selectDistinctOn([storyCategory.slug])
      .from(storyCategory)
      .where(inArray(storyCategory.language, [...new Set([language, 'en'])]))
      .orderBy(storyCategory.slug, sql`case when ${storyCategory.language} = ${language} then 0 else 1 end`)
      .as('names');
    return this.db.select().from(names).orderBy(asc(names.sortIndex), asc(names.slug));
  }

  listContacts(): Promise<StoryContactRow[]> {
    return this.db.select().from(storyContact).orderBy(asc(storyContact.name));
  }
}
