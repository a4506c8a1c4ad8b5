import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type DocumentReader, EditorialDocumentQueries } from '../editorial-documents/index.js';
import {
  type StoryCategoryRow,
  type StoryContactRow,
  type StoryRow,
  story,
  storyCategory,
  storyContact,
  storyProduct,
} from './stories.schema.js';

@Injectable()
export class StoriesRepository {
  /** Version selection, paging and search reads shared with media releases. */
  private readonly documents: EditorialDocumentQueries<StoryRow>;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.documents = new EditorialDocumentQueries(db, story);
  }

  /** Newest first (ties by id), `limit` from `offset`, and how many there are in all. */
  listPage(
    reader: DocumentReader,
    options: { categorySlug?: string; contactId?: string; limit: number; offset: number },
  ): Promise<{ rows: StoryRow[]; total: number }> {
    const filter = and(
      options.categorySlug ? eq(story.categorySlug, options.categorySlug) : undefined,
      options.contactId ? sql`${options.contactId} = any(${story.contactIds})` : undefined,
    );
    return this.documents.listPage(reader, { filter, limit: options.limit, offset: options.offset });
  }

  /** The newest `limit` stories related to a product slug, one version each. */
  listRelatedToProduct(reader: DocumentReader, productSlug: string, limit: number): Promise<StoryRow[]> {
    const related = this.db
      .select({ storyId: storyProduct.storyId })
      .from(storyProduct)
      .where(eq(storyProduct.productSlug, productSlug));
    return this.documents.listNewest(reader, inArray(story.id, related), limit);
  }

  findBySlug(reader: DocumentReader, slug: string): Promise<StoryRow | undefined> {
    return this.documents.findBySlug(reader, slug);
  }

  findById(reader: DocumentReader, id: string): Promise<StoryRow | undefined> {
    return this.documents.findById(reader, id);
  }

  /** Every published language version (all stories or those with these ids), for the search index. */
  listPublished(ids?: readonly string[], db: Database = this.db): Promise<StoryRow[]> {
    return this.documents.listPublished(ids, db);
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
