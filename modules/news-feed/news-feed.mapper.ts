import type { NewsFeedItemResponse } from './news-feed.contract.js';
import type { NewsFeedItemRow } from './news-feed.schema.js';

export function toNewsFeedItemResponse(row: NewsFeedItemRow): NewsFeedItemResponse {
  return {
    id: row.id,
    language: row.language,
    title: row.title,
    text: row.text,
    publicationDate: row.publicationDate.toISOString(),
    image: row.imageUrl ? { url: row.imageUrl, alternativeText: row.imageAlt } : null,
    link: row.link,
  };
}
