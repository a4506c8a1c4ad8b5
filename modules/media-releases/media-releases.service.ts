import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { ContentService } from '../content/index.js';
import type { EventData, MediaReleaseCardData, MediaReleaseDetailPayload } from './media-releases.contract.js';
import { toEventData, toReleaseCard } from './media-releases.dto.js';
import { MediaReleasesRepository, type ReleaseReader } from './media-releases.repository.js';

export const MEDIA_RELEASES_PAGE_SIZE = 10;
const UPCOMING_EVENTS = 5;

/** Who reads in which locale; editors also see drafts and are never served from or stored in a cache. */
export interface ReleaseAudience {
  language: string;
  localeCode: string;
  editor: boolean;
}

export const releasesKey = (what: string, audience: ReleaseAudience, ...rest: (string | number)[]) =>
  ['media-releases', what, audience.language, audience.localeCode, ...rest].join(':');

@Injectable()
export class MediaReleasesService {
  constructor(
    private readonly repository: MediaReleasesRepository,
    private readonly content: ContentService,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  private cached<T>(key: string, audience: ReleaseAudience, load: () => Promise<T>): Promise<T> {
    return audience.editor ? load() : this.cache.getOrLoad(key, load);
  }

  private reader(audience: ReleaseAudience): ReleaseReader {
    return { language: audience.language, stages: audience.editor ? ['DRAFT', 'PUBLISHED'] : ['PUBLISHED'] };
  }

  /** Newest first, one page (SPEC §2.2). */
  listReleases(
    audience: ReleaseAudience,
    page: number,
  ): Promise<{ releases: MediaReleaseCardData[]; totalItems: number }> {
    return this.cached(releasesKey('list', audience, page), audience, async () => {
      const { rows, total } = await this.repository.listPage(
        this.reader(audience),
        MEDIA_RELEASES_PAGE_SIZE,
        (page - 1) * MEDIA_RELEASES_PAGE_SIZE,
      );
      return { releases: rows.map((row) => toReleaseCard(row, audience.localeCode)), totalItems: total };
    });
  }

  async findRelease(
    audience: ReleaseAudience,
    slug: string,
  ): Promise<MediaReleaseDetailPayload['release'] | undefined> {
    const release = await this.cached(releasesKey('detail', audience, slug), audience, async () => {
      const row = await this.repository.findBySlug(this.reader(audience), slug);
      if (!row) return null;
      return {
        ...toReleaseCard(row, audience.localeCode),
        modules: await this.content.prepareModules(row.modules, row.language),
        draft: row.stage === 'DRAFT',
      };
    });
    return release ?? undefined;
  }

  /** Events not yet over, soonest first (the key names the day, so yesterday's list is not served today). */
  upcomingEvents(language: string, localeCode: string): Promise<EventData[]> {
    const today = new Date().toISOString().slice(0, 10);
    return this.cache.getOrLoad(`events:upcoming:${language}:${localeCode}:${today}`, async () =>
      (await this.repository.listUpcomingEvents(language, today, UPCOMING_EVENTS)).map((row) =>
        toEventData(row, localeCode),
      ),
    );
  }
}
