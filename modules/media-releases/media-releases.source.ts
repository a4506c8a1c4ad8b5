import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { stageOf, withTypename } from '../content-source/index.js';
import type { EventData, MediaReleaseCardData, MediaReleaseDetailPayload } from './media-releases.contract.js';
import type { ReleaseAudience } from './media-releases.service.js';

type ReleaseDetail = MediaReleaseDetailPayload['release'];

/** The media releases port (issue 33): what rendering reads. MediaReleasesService is the builtin adapter. */
export interface MediaReleasesSource {
  listReleases(
    audience: ReleaseAudience,
    page: number,
  ): Promise<{ releases: MediaReleaseCardData[]; totalItems: number }>;
  slugOf(audience: ReleaseAudience, id: string): Promise<string | undefined>;
  findRelease(audience: ReleaseAudience, slug: string): Promise<ReleaseDetail | undefined>;
  upcomingEvents(language: string, localeCode: string): Promise<EventData[]>;
}

export const MEDIA_RELEASES_SOURCE = Symbol('MediaReleasesSource');

const READER = '$language: String!, $localeCode: String!, $stage: Stage!';
const READER_ARGS = 'language: $language, localeCode: $localeCode, stage: $stage';
const reader = (audience: ReleaseAudience) => ({
  language: audience.language,
  localeCode: audience.localeCode,
  stage: stageOf(audience),
});

/** Media releases from the upstream's content schema, tagged as the builtin tags them (publish webhook). */
export class GraphqlMediaReleasesSource implements MediaReleasesSource {
  constructor(private readonly upstream: UpstreamGraphql) {}

  async listReleases(audience: ReleaseAudience, page: number) {
    tagCacheEntry(CacheTags.listing('media-release'));
    const { mediaReleases } = await this.upstream.request<{
      mediaReleases: { releases: MediaReleaseCardData[]; totalItems: number };
    }>(
      `query MediaReleases(${READER}, $page: Int!) { mediaReleases(${READER_ARGS}, page: $page) { totalItems releases } }`,
      {
        ...reader(audience),
        page,
      },
    );
    return mediaReleases;
  }

  async slugOf(audience: ReleaseAudience, id: string) {
    const { mediaReleaseSlug } = await this.upstream.request<{ mediaReleaseSlug: string | null }>(
      `query MediaReleaseSlug(${READER}, $id: ID!) { ${withTypename(`mediaReleaseSlug(${READER_ARGS}, id: $id)`)} }`,
      { ...reader(audience), id },
    );
    return mediaReleaseSlug ?? undefined;
  }

  async findRelease(audience: ReleaseAudience, slug: string) {
    const { mediaRelease } = await this.upstream.request<{ mediaRelease: ReleaseDetail | null }>(
      `query MediaRelease(${READER}, $slug: String!) { ${withTypename(`mediaRelease(${READER_ARGS}, slug: $slug)`)} }`,
      { ...reader(audience), slug },
    );
    if (mediaRelease) tagCacheEntry(CacheTags.document('media-release', mediaRelease.id));
    return mediaRelease ?? undefined;
  }

  async upcomingEvents(language: string, localeCode: string) {
    tagCacheEntry(CacheTags.listing('event'));
    const { upcomingEvents } = await this.upstream.request<{ upcomingEvents: EventData[] }>(
      'query UpcomingEvents($language: String!, $localeCode: String!) { upcomingEvents(language: $language, localeCode: $localeCode) }',
      { language, localeCode },
    );
    return upcomingEvents;
  }
}
