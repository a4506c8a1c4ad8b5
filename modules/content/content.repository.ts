import { Inject, Injectable } from '@nestjs/common';
import { and, eq, ne } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/database/database.js';
import { type PageContentRow, type PageRow, page, pageContent } from './content.schema.js';

@Injectable()
export class ContentRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findPublished(
    siteId: string,
    language: string,
    parentSlug: string,
    slug: string,
  ): Promise<{ page: PageRow; content: PageContentRow } | undefined> {
    const [row] = await this.db
      .select({ page, content: pageContent })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(
        and(
          eq(page.siteId, siteId),
          eq(pageContent.language, language),
          eq(pageContent.stage, 'PUBLISHED'),
          eq(pageContent.parentSlug, parentSlug),
          eq(pageContent.slug, slug),
        ),
      )
      .limit(1);
    return row;
  }

  /** Published language versions of a page (for language links and ?direct). */
  async listPublishedVersions(pageId: string): Promise<{ page: PageRow; content: PageContentRow }[]> {
    return this.db
      .select({ page, content: pageContent })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(and(eq(pageContent.pageId, pageId), eq(pageContent.stage, 'PUBLISHED')));
  }

  async findContent(
    pageId: string,
    language: string,
    stage: 'DRAFT' | 'PUBLISHED',
  ): Promise<PageContentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(pageContent)
      .where(and(eq(pageContent.pageId, pageId), eq(pageContent.language, language), eq(pageContent.stage, stage)))
      .limit(1);
    return row;
  }

  async updateSlug(pageId: string, language: string, parentSlug: string, slug: string): Promise<void> {
    await this.db
      .update(pageContent)
      .set({ parentSlug, slug })
      .where(and(eq(pageContent.pageId, pageId), eq(pageContent.language, language)));
  }

  /** Whether another page of the site already uses this slug chain in this language. */
  async slugTaken(
    siteId: string,
    pageId: string,
    language: string,
    parentSlug: string,
    slug: string,
  ): Promise<boolean> {
    const rows = await this.db
      .select({ id: page.id })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .where(
        and(
          eq(page.siteId, siteId),
          ne(page.id, pageId),
          eq(pageContent.language, language),
          eq(pageContent.parentSlug, parentSlug),
          eq(pageContent.slug, slug),
        ),
      )
      .limit(1);
    return rows.length > 0;
  }
}
