import { Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/core/database/database.js';
import type { SearchDocumentInput, SearchSource, SearchSourceFilter } from '../search-index/index.js';
import { moduleText } from '../search-index/index.js';
import { site } from '../sites/sites.schema.js';
import { page, pageContent } from './content.schema.js';
import { pagePath } from './page-path.js';

/** The path of a page after its locale prefix: `/about/careers`, `/wustec`, '' for the main home page. */
function pathAfterLocale(siteSlug: string | null, parentSlug: string, slug: string): string {
  const full = pagePath('', siteSlug, parentSlug, slug);
  return full === '/' ? '' : full.slice(1);
}

/** CMS pages for the search index: every published language version (SPEC §4: drafts are never searchable). */
@Injectable()
export class PageSearchSource implements SearchSource {
  readonly type = 'page' as const;
  readonly version = 1;

  async listDocuments(db: Database, filter: SearchSourceFilter): Promise<SearchDocumentInput[]> {
    const rows = await db
      .select({
        pageId: page.id,
        siteId: page.siteId,
        siteSlug: site.slug,
        language: pageContent.language,
        parentSlug: pageContent.parentSlug,
        slug: pageContent.slug,
        title: pageContent.title,
        description: pageContent.description,
        modules: pageContent.modules,
      })
      .from(pageContent)
      .innerJoin(page, eq(page.id, pageContent.pageId))
      .innerJoin(site, eq(site.id, page.siteId))
      .where(
        and(
          eq(pageContent.stage, 'PUBLISHED'),
          filter.siteId ? eq(page.siteId, filter.siteId) : undefined,
          filter.sourceKeys ? inArray(page.id, [...filter.sourceKeys]) : undefined,
        ),
      );
    return rows.map((row) => ({
      type: 'page',
      sourceKey: row.pageId,
      siteId: row.siteId,
      language: row.language,
      title: row.title,
      description: row.description,
      body: moduleText(row.modules, [row.title, row.description]),
      path: pathAfterLocale(row.siteSlug, row.parentSlug, row.slug),
    }));
  }
}
