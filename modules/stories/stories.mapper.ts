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
): StoryCardData {
  return {
    ...toEditorialCard(row, localeCode),
    category: categories.find((c) => c.slug === row.categorySlug) ?? { slug: row.categorySlug, name: row.categorySlug },
    teaserImage: row.teaserImageUrl
      ? { url: row.teaserImageUrl, alt: row.teaserImageAlt, width: 768, height: 432 }
      : null,
  };
}

export function toContactData(row: StoryContactRow, language: string): StoryContactData {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    position: row.position[language] ?? row.position.en ?? '',
    image: row.imageUrl ? { url: row.imageUrl, alt: row.imageAlt, width: 80, height: 80 } : null,
    email: row.email,
    phone: row.phone,
  };
}
