import type { NewsFeedPageDto } from './news-feed.dto.js';
import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import { MediaImages } from '../files/index.js';
import { decodeCursor, encodeCursor } from './news-feed.cursor.js';
import { toNewsFeedItemResponse } from './news-feed.mapper.js';
import { NewsFeedErrors } from './news-feed.errors.js';
import { NewsFeedRepository } from './news-feed.repository.js';

/** Every feed page carries the news items' listing tag: `itemChanged` forgets them all (docs/cache-invalidation.md). */
export const newsFeedKey = (language: string, first: number, after: string) =>
  `news-feed:${language}:${first}:${after}`;

@Injectable()
export class NewsFeedService {
  constructor(
    private readonly repository: NewsFeedRepository,
    private readonly images: MediaImages,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    private readonly invalidation: PageCacheInvalidation,
  ) {}

  /**
   * A news item was written (published, unpublished, changed, deleted): the cached feed pages and the rendered pages
   * showing the feed forget it.
   */
  itemChanged(id: string): Promise<void> {
    return this.invalidation.contentChanged({ kind: 'news-item', id });
  }

  /** SPEC §4, §7.4: newest first, `first` items after the cursor, with `hasNextPage` and `endCursor`. */
  async page(language: string, first: number, after: string | undefined): Promise<NewsFeedPageDto> {
    const position = after === undefined ? undefined : decodeCursor(after);
    if (after !== undefined && !position) throw NewsFeedErrors.InvalidCursor();
    return this.cache.getOrLoad(newsFeedKey(language, first, after ?? ''), async () => {
      tagCacheEntry(CacheTags.listing('news-item'));
      // One more than asked tells whether another page exists.
      const rows = await this.repository.listPage(language, first + 1, position);
      const shown = rows.slice(0, first);
      const images = await this.images.refs(
        shown.map((row) => row.imageId),
        language,
      );
      const items = shown.map((row) => toNewsFeedItemResponse(row, images));
      const last = items[items.length - 1];
      return {
        items,
        pageInfo: {
          hasNextPage: rows.length > first,
          endCursor: last ? encodeCursor({ publishedAt: last.publicationDate, id: last.id }) : null,
        },
      };
    });
  }
}
