import type { ImageRefDto } from '../files/files.dto.js';
import { toEditorialCard } from '../editorial-documents/index.js';
import type { StoryCardData, StoryCategoryData, StoryContactData } from './stories.contract.js';
import type { StoryCategoryRow, StoryContactRow, StoryRow } from './stories.schema.js';

export function toCategoryData(row: StoryCategoryRow): StoryCategoryData {
  return { slug: row.slug, name: row.name };
}

export function toStoryCard(
  row: StoryRow,
  categories: readonly StoryCategoryData[],
  localeCode: string,
  images: ReadonlyMap<string, ImageRefDto>,
): StoryCardData {
  const teaser = row.teaserImageId ? images.get(row.teaserImageId) : undefined;
  return {
    ...toEditorialCard(row, localeCode),
    category: categories.find((c) => c.slug === row.categorySlug) ?? { slug: row.categorySlug, name: row.categorySlug },
    // The story's own alternative text (empty: decorative beside the title).
    teaserImage: teaser ? { ...teaser, alt: row.teaserImageAlt } : null,
  };
}

export function toContactData(
  row: StoryContactRow,
  language: string,
  images: ReadonlyMap<string, ImageRefDto>,
): StoryContactData {
  const image = row.imageId ? images.get(row.imageId) : undefined;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    position: row.position[language] ?? row.position.en ?? '',
    image: image ? { ...image, alt: row.imageAlt } : null,
    email: row.email,
    phone: row.phone,
  };
}
