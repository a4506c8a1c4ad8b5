import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import type { DocumentStage } from '../content/content.schema.js';
import { type EventRow, type MediaReleaseRow, event, mediaRelease } from './media-releases.schema.js';

/** Which versions a reader gets: the language (else English) and the stages (a draft wins for editors). */
export interface ReleaseReader {
  language: string;
  stages: readonly DocumentStage[];
}

@Injectable()
export class MediaReleasesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private versions(reader: ReleaseReader, filter?: SQL) {
    return this.db
      .selectDistinctOn([mediaRelease.id])
      .from(mediaRelease)
      .where(
        and(
          inArray(mediaRelease.language, [...new Set([reader.language, 'en'])]),
          inArray(mediaRelease.stage, [...reader.stages]),
          filter,
        ),
      )
      .orderBy(
        mediaRelease.id,
        sql`case when ${mediaRelease.language} = ${reader.language} then 0 else 1 end`,
        sql`case when ${mediaRelease.stage} = 'DRAFT' then 0 else 1 end`,
      )
      .as('versions');
  }

  /** Newest first (ties by id), `limit` from `offset`, and how many there are in all. */
  async listPage(
    reader: ReleaseReader,
    limit: number,
    offset: number,
  ): Promise<{ rows: MediaReleaseRow[]; total: number }> {
    const versions = this.versions(reader);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(versions)
        .orderBy(desc(versions.publicationDate), desc(versions.id))
        .limit(limit)
        .offset(offset),
      this.db.select({ count: count() }).from(versions),
    ]);
    return { rows, total: Number(total?.count ?? 0) };
  }

  async findBySlug(reader: ReleaseReader, slug: string): Promise<MediaReleaseRow | undefined> {
    const [row] = await this.db
      .select()
      .from(this.versions(reader, eq(mediaRelease.slug, slug)))
      .limit(1);
    return row;
  }

  /** Every published language version (all releases or those with these ids), for the search index. */
  listPublished(ids?: readonly string[], db: Database = this.db): Promise<MediaReleaseRow[]> {
    return db
      .select()
      .from(mediaRelease)
      .where(and(eq(mediaRelease.stage, 'PUBLISHED'), ids ? inArray(mediaRelease.id, [...ids]) : undefined));
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
