import { Injectable } from '@nestjs/common';
import type { Database } from '../../src/core/database/database.js';
import type { SearchDocumentInput, SearchSource, SearchSourceFilter } from '../search-index/index.js';
import { moduleText } from '../search-index/index.js';
import { StoriesRepository } from './stories.repository.js';

/** The site stories belong to (SPEC §2.3: main-site-only pages). */
const STORIES_SITE_ID = 'main';

/** Stories for the search index (SPEC §7.3): every published language version; drafts are never searchable. */
@Injectable()
export class StorySearchSource implements SearchSource {
  readonly type = 'story' as const;
  readonly version = 1;

  constructor(private readonly repository: StoriesRepository) {}

  async listDocuments(db: Database, filter: SearchSourceFilter): Promise<SearchDocumentInput[]> {
    if (filter.siteId && filter.siteId !== STORIES_SITE_ID) return [];
    const rows = await this.repository.listPublished(filter.sourceKeys, db);
    return rows.map((row) => ({
      type: 'story',
      sourceKey: row.id,
      siteId: STORIES_SITE_ID,
      language: row.language,
      title: row.title,
      description: row.leadText,
      body: moduleText(row.modules, [row.title, row.leadText]),
      path: `/stories/${row.slug}`,
    }));
  }
}
