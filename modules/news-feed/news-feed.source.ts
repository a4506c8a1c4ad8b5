import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import type { NewsFeedPageDto } from './news-feed.dto.js';

/** The news feed port (issue 33): SPEC §7.4 paging, newest first. NewsFeedService is the builtin adapter. */
export interface NewsFeedSource {
  page(language: string, first: number, after: string | undefined): Promise<NewsFeedPageDto>;
}

export const NEWS_FEED_SOURCE = Symbol('NewsFeedSource');

/** The news feed from the upstream's content schema, tagged as the builtin tags it (publish webhook). */
export class GraphqlNewsFeedSource implements NewsFeedSource {
  constructor(private readonly upstream: UpstreamGraphql) {}

  async page(language: string, first: number, after: string | undefined) {
    tagCacheEntry(CacheTags.listing('news-item'));
    const { newsFeed } = await this.upstream.request<{ newsFeed: NewsFeedPageDto }>(
      `query NewsFeed($language: String!, $first: Int!, $after: String) {
        newsFeed(language: $language, first: $first, after: $after) { items pageInfo { hasNextPage endCursor } }
      }`,
      { language, first, after },
    );
    return newsFeed;
  }
}
