import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
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
}
