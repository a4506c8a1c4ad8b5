import { Injectable } from '@nestjs/common';
import type { Database } from '../../src/core/database/database.js';
import type { SearchDocumentInput, SearchSource, SearchSourceFilter } from '../search-index/index.js';
import { moduleText } from '../search-index/index.js';
import { ContentRepository } from './content.repository.js';
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

  constructor(private readonly repository: ContentRepository) {}

  async listDocuments(db: Database, filter: SearchSourceFilter): Promise<SearchDocumentInput[]> {
    const rows = await this.repository.listPublishedForSearch(
      { siteId: filter.siteId, pageIds: filter.sourceKeys },
      db,
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
