import { Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../src/core/database/database.js';
import type { SearchDocumentInput, SearchSource, SearchSourceFilter } from '../search-index/index.js';
import { moduleText } from '../search-index/index.js';
import { story } from './stories.schema.js';

/** The site stories belong to (SPEC §2.3: main-site-only pages). */
const STORIES_SITE_ID = 'main';

/** Stories for the search index (SPEC §7.3): every published language version; drafts are never searchable. */
@Injectable()
export class StorySearchSource implements SearchSource {
  readonly type = 'story' as const;
  readonly version = 1;

  async listDocuments(db: Database, filter: SearchSourceFilter): Promise<SearchDocumentInput[]> {
    if (filter.siteId && filter.siteId !== STORIES_SITE_ID) return [];
    const rows = await db
      .select()
      .from(story)
      .where(
        and(eq(story.stage, 'PUBLISHED'), filter.sourceKeys ? inArray(story.id, [...filter.sourceKeys]) : undefined),
      );
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
