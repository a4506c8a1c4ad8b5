// The news feed's wire shape (GET /api/news-feed), shared with the header's news panel.

/** SPEC §3 News feed item. `link` is a locale-free path, an external URL, `action:...` or ''. */
export interface NewsFeedItemResponse {
  id: string;
  /** The language of this text (English when the item is not translated). */
  language: string;
  title: string;
  text: string;
  publicationDate: string;
  image: { url: string; alternativeText: string } | null;
  link: string;
}

export interface NewsFeedPageResponse {
  items: NewsFeedItemResponse[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
