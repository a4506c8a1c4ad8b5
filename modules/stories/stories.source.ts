import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { stageOf, withTypename } from '../content-source/index.js';
import type { StoryCardData, StoryCategoryData, StoryContactData, StoryDetailPayload } from './stories.contract.js';
import type { StoryAudience } from './stories.service.js';

type StoryDetail = Omit<StoryDetailPayload, 'basePath'>;

/** The stories port (issue 33): what rendering reads. StoriesService is the builtin adapter. */
export interface StoriesSource {
  categories(language: string): Promise<StoryCategoryData[]>;
  listStories(
    audience: StoryAudience,
    options: { categorySlug?: string; contactId?: string; page: number },
  ): Promise<{ stories: StoryCardData[]; totalItems: number }>;
  slugOf(audience: StoryAudience, id: string): Promise<string | undefined>;
  findStory(audience: StoryAudience, slug: string): Promise<StoryDetail | undefined>;
  relatedToProduct(audience: StoryAudience, productSlug: string): Promise<StoryCardData[]>;
  contacts(language: string): Promise<StoryContactData[]>;
}

export const STORIES_SOURCE = Symbol('StoriesSource');

const READER = '$language: String!, $localeCode: String!, $stage: Stage!';
const READER_ARGS = 'language: $language, localeCode: $localeCode, stage: $stage';
const reader = (audience: StoryAudience) => ({
  language: audience.language,
  localeCode: audience.localeCode,
  stage: stageOf(audience),
});

/** Stories from the upstream's content schema, tagged as the builtin tags them (publish webhook). */
export class GraphqlStoriesSource implements StoriesSource {
  constructor(private readonly upstream: UpstreamGraphql) {}

  async categories(language: string) {
    tagCacheEntry(CacheTags.listing('story'));
    const query = 'query StoryCategories($language: String!) { storyCategories(language: $language) }';
    return (await this.upstream.request<{ storyCategories: StoryCategoryData[] }>(query, { language })).storyCategories;
  }

  async contacts(language: string) {
    tagCacheEntry(CacheTags.listing('story'));
    const query = 'query StoryContacts($language: String!) { storyContacts(language: $language) }';
    return (await this.upstream.request<{ storyContacts: StoryContactData[] }>(query, { language })).storyContacts;
  }

  async listStories(audience: StoryAudience, options: { categorySlug?: string; contactId?: string; page: number }) {
    tagCacheEntry(CacheTags.listing('story'));
    const { stories } = await this.upstream.request<{ stories: { stories: StoryCardData[]; totalItems: number } }>(
      `query Stories(${READER}, $page: Int!, $categorySlug: String, $contactId: String) {
        stories(${READER_ARGS}, page: $page, categorySlug: $categorySlug, contactId: $contactId) { totalItems stories }
      }`,
      { ...reader(audience), page: options.page, categorySlug: options.categorySlug, contactId: options.contactId },
    );
    return stories;
  }

  async slugOf(audience: StoryAudience, id: string) {
    const { storySlug } = await this.upstream.request<{ storySlug: string | null }>(
      `query StorySlug(${READER}, $id: ID!) { ${withTypename(`storySlug(${READER_ARGS}, id: $id)`)} }`,
      { ...reader(audience), id },
    );
    return storySlug ?? undefined;
  }

  async findStory(audience: StoryAudience, slug: string) {
    const { story } = await this.upstream.request<{ story: StoryDetail | null }>(
      `query Story(${READER}, $slug: String!) { ${withTypename(`story(${READER_ARGS}, slug: $slug)`)} }`,
      { ...reader(audience), slug },
    );
    if (story) tagCacheEntry(CacheTags.document('story', story.story.id));
    return story ?? undefined;
  }

  async relatedToProduct(audience: StoryAudience, productSlug: string) {
    tagCacheEntry(CacheTags.listing('story'));
    const { storiesRelatedToProduct } = await this.upstream.request<{ storiesRelatedToProduct: StoryCardData[] }>(
      `query RelatedStories(${READER}, $productSlug: String!) {
        storiesRelatedToProduct(${READER_ARGS}, productSlug: $productSlug)
      }`,
      { ...reader(audience), productSlug },
    );
    return storiesRelatedToProduct;
  }
}
