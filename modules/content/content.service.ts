import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/cache/caches.js';
import type { CacheScope } from '../../src/cache/cache-scope.js';
import type { SwrCache } from '../../src/cache/swr-cache.js';
import { type PageResponse, toPageResponse } from './content.dto.js';
import { ContentRepository } from './content.repository.js';

export const pageKey = (siteId: string, language: string, parentSlug: string, slug: string) =>
  `page:${siteId}:${language}:${parentSlug}:${slug}`;

@Injectable()
export class ContentService {
  constructor(
    private readonly repository: ContentRepository,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  /** The published page, or `null` when there is none (cached too, so unknown paths cost no query). */
  findPublishedPage(
    siteId: string,
    language: string,
    parentSlug: string,
    slug: string,
    scope?: CacheScope,
  ): Promise<PageResponse | null> {
    return this.cache.getOrLoad(
      pageKey(siteId, language, parentSlug, slug),
      async () => {
        const row = await this.repository.findPublished(siteId, language, parentSlug, slug);
        return row ? toPageResponse(row) : null;
      },
      scope,
    );
  }
}
