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
import { MediaImages } from '../files/index.js';
import { SearchIndexer } from '../search-index/index.js';
import type { StoryRow } from './stories.schema.js';
import type { StoryCardData, StoryCategoryData, StoryContactData, StoryDetailPayload } from './stories.contract.js';
import { toCategoryData, toContactData, toStoryCard } from './stories.mapper.js';
import { StoriesRepository } from './stories.repository.js';

/** SPEC §9 paging of lists: a grid of three by three. */
export const STORIES_PAGE_SIZE = 9;

/** SPEC is silent on how many: the newest six, two rows of the product page's grid. */
export const RELATED_STORIES_LIMIT = 6;

/** Who reads in which locale; editors also see drafts and are never served from or stored in a cache. */
export type StoryAudience = EditorialAudience;

export const storiesKey = (what: string, audience: StoryAudience, ...rest: (string | number)[]) =>
  editorialKey('stories', what, audience, ...rest);

@Injectable()
export class StoriesService {
  constructor(
    private readonly repository: StoriesRepository,
    private readonly documents: EditorialDocumentsService,
    private readonly images: MediaImages,
    private readonly searchIndexer: SearchIndexer,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  /**
   * A story was written (published, unpublished, changed, deleted): search finds it as it is now, and the cached
   * lists, details, teasers and the rendered pages showing them forget it (docs/cache-invalidation.md).
   */
  async storyChanged(id: string): Promise<void> {
    await this.searchIndexer.refresh('story', [id]);
    await this.documents.changed('story', id);
  }

  /** Story rows as cards, their teaser images looked up in one query (SPEC §9 StoryTeaser via the image endpoint). */
  private async cards(rows: readonly StoryRow[], audience: StoryAudience): Promise<StoryCardData[]> {
    const categories = await this.categories(audience.language);
    const images = await this.images.refs(
      rows.map((row) => row.teaserImageId),
      audience.language,
    );
    return rows.map((row) => toStoryCard(row, categories, audience.localeCode, images));
  }

  categories(language: string): Promise<StoryCategoryData[]> {
    return this.cache.getOrLoad(`stories:categories:${language}`, async () => {
      tagCacheEntry(CacheTags.listing('story'));
      return (await this.repository.listCategories(language)).map(toCategoryData);
    });
  }

  /** Newest first, one page, optionally of one category or one contact. */
  async listStories(
    audience: StoryAudience,
    options: { categorySlug?: string; contactId?: string; page: number },
  ): Promise<{ stories: StoryCardData[]; totalItems: number }> {
    const key = storiesKey('list', audience, options.categorySlug ?? '', options.contactId ?? '', options.page);
    return this.documents.cached(
      key,
      audience,
      async () => {
        tagCacheEntry(CacheTags.listing('story'));
        const { rows, total } = await this.repository.listPage(readerOf(audience), {
          categorySlug: options.categorySlug,
          contactId: options.contactId,
          limit: STORIES_PAGE_SIZE,
          offset: (options.page - 1) * STORIES_PAGE_SIZE,
        });
        return { stories: await this.cards(rows, audience), totalItems: total };
      },
      (value) => value.stories.length > 0 || (options.page === 1 && !options.categorySlug && !options.contactId),
    );
  }

  /** The slug of a story by id (SPEC §7.4, `?direct`), or undefined. */
  async slugOf(audience: StoryAudience, id: string): Promise<string | undefined> {
    return (await this.repository.findById(readerOf(audience), id))?.slug;
  }

  /** A story with its body modules (prepared like a CMS page's) and contacts, or undefined. */
  async findStory(audience: StoryAudience, slug: string): Promise<Omit<StoryDetailPayload, 'basePath'> | undefined> {
    const result = await this.documents.cached(storiesKey('detail', audience, slug), audience, async () => {
      const row = await this.repository.findBySlug(readerOf(audience), slug);
      if (!row) return null;
      tagCacheEntry(CacheTags.document('story', row.id));
      const [contacts, [card]] = await Promise.all([this.contacts(audience.language), this.cards([row], audience)]);
      return {
        story: await this.documents.detail(card!, row),
        contacts: row.contactIds.flatMap((id) => contacts.filter((c) => c.id === id)),
      };
    });
    return result ?? undefined;
  }

  /**
   * SPEC §7.4 stories related to a product slug: published ones (drafts for editors), in the reader's language
   * else English, newest first. Cached apart from the product detail under their own key.
   */
  async relatedToProduct(audience: StoryAudience, productSlug: string): Promise<StoryCardData[]> {
    return this.documents.cached(storiesKey('related', audience, productSlug), audience, async () => {
      tagCacheEntry(CacheTags.listing('story'));
      return this.cards(
        await this.repository.listRelatedToProduct(readerOf(audience), productSlug, RELATED_STORIES_LIMIT),
        audience,
      );
    });
  }

  contacts(language: string): Promise<StoryContactData[]> {
    return this.cache.getOrLoad(`stories:contacts:${language}`, async () => {
      tagCacheEntry(CacheTags.listing('story'));
      const rows = await this.repository.listContacts();
      const images = await this.images.refs(
        rows.map((row) => row.imageId),
        language,
      );
      return rows.map((row) => toContactData(row, language, images));
    });
  }
}
