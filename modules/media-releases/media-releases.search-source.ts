import { Injectable } from '@nestjs/common';
import type { Database } from '../../src/core/database/database.js';
import type { SearchDocumentInput, SearchSource, SearchSourceFilter } from '../search-index/index.js';
import { moduleText } from '../search-index/index.js';
import { MediaReleasesRepository } from './media-releases.repository.js';

/** The site media releases belong to (SPEC §2.3: main-site-only pages). */
const RELEASES_SITE_ID = 'main';

/** Media releases for the search index (SPEC §7.3): published language versions only. */
@Injectable()
export class MediaReleaseSearchSource implements SearchSource {
  readonly type = 'media-release' as const;
  readonly version = 1;

  constructor(private readonly repository: MediaReleasesRepository) {}

  async listDocuments(db: Database, filter: SearchSourceFilter): Promise<SearchDocumentInput[]> {
    if (filter.siteId && filter.siteId !== RELEASES_SITE_ID) return [];
    const rows = await this.repository.listPublished(filter.sourceKeys, db);
    return rows.map((row) => ({
      type: 'media-release',
      sourceKey: row.id,
      siteId: RELEASES_SITE_ID,
      language: row.language,
      title: row.title,
      description: row.leadText,
      body: moduleText(row.modules, [row.title, row.leadText]),
      path: `/media-releases/${row.slug}`,
    }));
  }
}
