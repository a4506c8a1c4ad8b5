import type { ImageRefDto } from '../files/files.dto.js';
import type { NewsFeedItemDto } from './news-feed.dto.js';
import { IMAGE_SIZES, imageUrl } from '../files/image-sizes.contract.js';
import { NEWS_IMAGE_SIZE } from './news-feed.contract.js';
import type { NewsFeedItemRow } from './news-feed.schema.js';

export function toNewsFeedItemResponse(
  row: NewsFeedItemRow,
  images: ReadonlyMap<string, ImageRefDto>,
): NewsFeedItemDto {
  const image = row.imageId ? images.get(row.imageId) : undefined;
  const { width, height } = IMAGE_SIZES[NEWS_IMAGE_SIZE];
  return {
    id: row.id,
    language: row.language,
    title: row.title,
    text: row.text,
    publicationDate: row.publicationDate.toISOString(),
    image: image
      ? {
          id: image.id,
          url: imageUrl(image, NEWS_IMAGE_SIZE),
          version: image.version,
          alternativeText: row.imageAlt,
          width,
          height,
        }
      : null,
    link: row.link,
  };
}
