import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../../src/http/api-exception.filter.js';
import { RedirectsService } from '../redirects/redirects.service.js';
import { SearchIndexer } from '../search/search-indexer.service.js';
import { SitesService } from '../sites/sites.service.js';
import { pagePath } from './page-path.js';
import { DATA_CACHE, PAGE_CACHE } from '../../src/cache/caches.js';
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
    private readonly redirects: RedirectsService,
    private readonly sites: SitesService,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    @Inject(PAGE_CACHE) private readonly pageCache: SwrCache,
    private readonly searchIndexer: SearchIndexer,
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

  /** Every published language version of a page (language switcher links, `?direct`). */
  listPublishedVersions(pageId: string, scope?: CacheScope): Promise<PageResponse[]> {
    return this.cache.getOrLoad(
      pageVersionsKey(pageId),
      async () => (await this.repository.listPublishedVersions(pageId)).map(toPageResponse),
      scope,
    );
  }

  /**
   * Changes a page's slug in one language. Beyond the spec: the old URL answers 301 to the new one from then on
   * (per language: `/{language}/old` covers every locale of that language), the caches forget the page, and
   * search results link to the new URL.
   */
  async changeSlug(pageId: string, language: string, parentSlug: string, slug: string): Promise<void> {
    const current = await this.repository.findContent(pageId, language, 'PUBLISHED');
    const versions = await this.repository.listPublishedVersions(pageId);
    const pageRow = versions[0]?.page;
    if (!current || !pageRow) throw new DomainError('PageNotFound', `Page ${pageId} has no ${language} version`, 404);
    if (await this.repository.slugTaken(pageRow.siteId, pageId, language, parentSlug, slug)) {
      throw new DomainError('SlugTaken', `Another page already uses ${parentSlug}/${slug}`, 409);
    }
    const site = (await this.sites.listSites()).find((s) => s.id === pageRow.siteId);
    const siteSlug = site?.slug ?? null;
    await this.repository.updateSlug(pageId, language, parentSlug, slug);
    await this.redirects.pageMoved(
      pageRow.siteId,
      pagePath(language, siteSlug, current.parentSlug, current.slug),
      pagePath(language, siteSlug, parentSlug, slug),
    );
    await this.searchIndexer.refresh('page', [pageId]);
    await Promise.all([
      this.cache.delete(pageKey(pageRow.siteId, language, current.parentSlug, current.slug)),
      this.cache.delete(pageKey(pageRow.siteId, language, parentSlug, slug)),
      this.cache.delete(pageVersionsKey(pageId)),
      // Navigation and other pages link to this one: rendered HTML is stale everywhere.
      this.pageCache.clear(),
    ]);
  }
}

export const pageVersionsKey = (pageId: string) => `page-versions:${pageId}`;
