import { Inject, Injectable } from '@nestjs/common';
import { and, asc, gte, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type DocumentReader, EditorialDocumentQueries } from '../editorial-documents/index.js';
import { type EventRow, type MediaReleaseRow, event, mediaRelease } from './media-releases.schema.js';

@Injectable()
export class MediaReleasesRepository {
  /** Version selection, paging and search reads shared with stories. */
  private readonly documents: EditorialDocumentQueries<MediaReleaseRow>;

  constructor(@Inject(DATABASE) private readonly db: Database) {
    this.documents = new EditorialDocumentQueries(db, mediaRelease);
  }

  /** Newest first (ties by id), `limit` from `offset`, and how many there are in all. */
  listPage(reader: DocumentReader, limit: number, offset: number): Promise<{ rows: MediaReleaseRow[]; total: number }> {
    return this.documents.listPage(reader, { limit, offset });
  }

  findBySlug(reader: DocumentReader, slug: string): Promise<MediaReleaseRow | undefined> {
    return this.documents.findBySlug(reader, slug);
  }

  findById(reader: DocumentReader, id: string): Promise<MediaReleaseRow | undefined> {
    return this.documents.findById(reader, id);
  }

  /** Every published language version (all releases or those with these ids), for the search index. */
  listPublished(ids?: readonly string[], db: Database = this.db): Promise<MediaReleaseRow[]> {
    return this.documents.listPublished(ids, db);
  }

  /** Events ending on or after `today`, soonest first, in the language else English. */
  async listUpcomingEvents(language: string, today: string, limit: number): Promise<EventRow[]> {
    const versions = this.db
      .selectDistinctOn([event.id])
      .from(event)
      .where(and(inArray(event.language, [...new Set([language, 'en'])]), gte(event.endDate, today)))
      .orderBy(event.id, sql`case when ${event.language} = ${language} then 0 else 1 end`)
      .as('versions');
    return this.db.select().from(versions).orderBy(asc(versions.startDate), asc(versions.id)).limit(limit);
  }
}
