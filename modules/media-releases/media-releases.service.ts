import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import {
  type EditorialAudience,
  EditorialDocumentsService,
  editorialKey,
  readerOf,
} from '../editorial-documents/index.js';
import { SearchIndexer } from '../search-index/index.js';
import type { EventData, MediaReleaseCardData, MediaReleaseDetailPayload } from './media-releases.contract.js';
import { toEventData, toReleaseCard } from './media-releases.mapper.js';
import { MediaReleasesRepository } from './media-releases.repository.js';

export const MEDIA_RELEASES_PAGE_SIZE = 10;
const UPCOMING_EVENTS = 5;

/** Who reads in which locale; editors also see drafts and are never served from or stored in a cache. */
export type ReleaseAudience = EditorialAudience;

export const releasesKey = (what: string, audience: ReleaseAudience, ...rest: (string | number)[]) =>
  editorialKey('media-releases', what, audience, ...rest);

@Injectable()
export class MediaReleasesService {
  constructor(
    private readonly repository: MediaReleasesRepository,
    private readonly documents: EditorialDocumentsService,
    private readonly searchIndexer: SearchIndexer,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  /**
   * A media release was written (published, unpublished, changed, deleted): search finds it as it is now, and the
   * cached lists, details and the rendered pages showing them forget it (docs/cache-invalidation.md).
   */
  async releaseChanged(id: string): Promise<void> {
    await this.searchIndexer.refresh('media-release', [id]);
    await this.documents.changed('media-release', id);
  }

  /** Newest first, one page (SPEC §2.2). */
  listReleases(
    audience: ReleaseAudience,
    page: number,
  ): Promise<{ releases: MediaReleaseCardData[]; totalItems: number }> {
    return this.documents.cached(
      releasesKey('list', audience, page),
      audience,
      async () => {
        tagCacheEntry(CacheTags.listing('media-release'));
        const { rows, total } = await this.repository.listPage(
          readerOf(audience),
          MEDIA_RELEASES_PAGE_SIZE,
          (page - 1) * MEDIA_RELEASES_PAGE_SIZE,
        );
        return { releases: rows.map((row) => toReleaseCard(row, audience.localeCode)), totalItems: total };
      },
      (value) => value.releases.length > 0 || page === 1,
    );
  }

  /** The slug of a media release by id (SPEC §7.4, `?direct`), or undefined. */
  async slugOf(audience: ReleaseAudience, id: string): Promise<string | undefined> {
    return (await this.repository.findById(readerOf(audience), id))?.slug;
  }

  async findRelease(
    audience: ReleaseAudience,
    slug: string,
  ): Promise<MediaReleaseDetailPayload['release'] | undefined> {
    const release = await this.documents.cached(releasesKey('detail', audience, slug), audience, async () => {
      const row = await this.repository.findBySlug(readerOf(audience), slug);
      if (row) tagCacheEntry(CacheTags.document('media-release', row.id));
      return row ? this.documents.detail(toReleaseCard(row, audience.localeCode), row) : null;
    });
    return release ?? undefined;
  }

  /** Events not yet over, soonest first (the key names the day, so yesterday's list is not served today). */
  upcomingEvents(language: string, localeCode: string): Promise<EventData[]> {
    const today = new Date().toISOString().slice(0, 10);
    return this.cache.getOrLoad(`events:upcoming:${language}:${localeCode}:${today}`, async () => {
      tagCacheEntry(CacheTags.listing('event'));
      return (await this.repository.listUpcomingEvents(language, today, UPCOMING_EVENTS)).map((row) =>
        toEventData(row, localeCode),
      );
    });
  }
}
