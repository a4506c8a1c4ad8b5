// The news feed's wire shape (GET /api/news-feed), shared with the header's news panel.

/** News images are teasers: SPEC §9 StoryTeaser (768x432). */
export const NEWS_IMAGE_SIZE = 'StoryTeaser';

/** SPEC §3 News feed item. `link` is a locale-free path, an external URL, `action:...` or ''. */
export interface NewsFeedItemResponse {
  id: string;
  /** The language of this text (English when the item is not translated). */
  language: string;
  title: string;
  text: string;
  publicationDate: string;
  /**
   * A stored image: `url` is its SPEC §9 StoryTeaser rendition (768x432, WebP) from the image endpoint; `id` names
   * it for other named sizes (`/api/images/{id}?size=…`).
   */
  image: NewsFeedImage | null;
  link: string;
}

export interface NewsFeedImage {
  id: string;
  url: string;
  alternativeText: string;
  width: number;
  height: number;
}

export interface NewsFeedPageResponse {
  items: NewsFeedItemResponse[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
