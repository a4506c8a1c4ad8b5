import type { InfoProductDto } from './product-information.dto.js';
import type { PartSummaryDto } from './product-information.dto.js';
import type { PartDetailDto } from './product-information.dto.js';
import type { ManualSummaryDto } from './product-information.dto.js';
import type { QuoteRequestConfirmationDto } from './product-information.dto.js';
import { sanitizeRichText } from '../content/index.js';
import {
  AVAILABLE_SOON_DAYS,
  type AvailabilityStatus,
  type ManualDetail,
  type PublicPartView,
  type TopicDetail,
  type TopicSummary,
} from './product-information.contract.js';
import type { InfoProductRow, PartWithProductRow } from './product-information.repository.js';
import type {
  PartsQuoteRequestLineRow,
  PartsQuoteRequestRow,
  ProductManualRow,
  ProductManualTopicRow,
} from './product-information.schema.js';

/** SPEC §3 availabilityStatus: in stock; else available within AVAILABLE_SOON_DAYS; else on request. */
export function availabilityStatus(stock: number, availabilityDays: number): AvailabilityStatus {
  if (stock > 0) return 'in-stock';
  return availabilityDays <= AVAILABLE_SOON_DAYS ? 'available-soon' : 'on-request';
}

/** SPEC §3 availability text, in English for API clients (the pages word it in the reader's language). */
export function availabilityText(stock: number, availabilityDays: number): string {
  switch (availabilityStatus(stock, availabilityDays)) {
    case 'in-stock':
      return `In stock (${stock})`;
    case 'available-soon':
      return `Available in ${availabilityDays} ${availabilityDays === 1 ? 'day' : 'days'}`;
    case 'on-request':
      return `On request (about ${availabilityDays} days)`;
  }
}

export const toPublicPart = (row: PartWithProductRow): PublicPartView => ({
  id: row.id,
  articleNumber: row.articleNumber,
  name: row.name,
  availabilityStatus: availabilityStatus(row.stock, row.availabilityDays),
  availabilityDays: row.availabilityDays,
  image: row.imageId ? { id: row.imageId, alt: row.imageAlt ?? row.name } : null,
  productSlug: row.productSlug,
  productName: row.productName,
});

export const toInfoProduct = (row: InfoProductRow): InfoProductDto => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  imageId: row.imageId,
  manualCount: row.manualCount,
  partCount: row.partCount,
});

export function toPartSummary(row: PartWithProductRow): PartSummaryDto {
  return {
    id: row.id,
    name: row.name,
    articleNumber: row.articleNumber,
    stock: row.stock,
    availabilityDays: row.availabilityDays,
    location: row.location,
    availabilityStatus: availabilityStatus(row.stock, row.availabilityDays),
    productSlug: row.productSlug,
    productName: row.productName,
  };
}

export function toPartDetail(row: PartWithProductRow): PartDetailDto {
  return {
    ...toPartSummary(row),
    availabilityText: availabilityText(row.stock, row.availabilityDays),
    description: row.description,
    image: row.imageId ? { id: row.imageId, alt: row.imageAlt ?? row.name } : null,
  };
}

export const toManualSummary = (row: ProductManualRow & { topicCount: number }): ManualSummaryDto => ({
  id: row.id,
  title: row.title,
  kind: row.kind,
  topicCount: row.topicCount,
});

export const toManualDetail = (row: ProductManualRow, topics: TopicSummary[]): ManualDetail => ({
  ...toManualSummary({ ...row, topicCount: topics.length }),
  topics: topics.map((topic) => ({ id: topic.id, title: topic.title })),
});

/** The topic's rich text goes through the allow-list on every read, whatever was stored. */
export const toTopicDetail = (row: ProductManualTopicRow): TopicDetail => ({
  id: row.id,
  title: row.title,
  html: sanitizeRichText(row.bodyHtml),
});

export const toQuoteConfirmation = (
  request: PartsQuoteRequestRow,
  lines: PartsQuoteRequestLineRow[],
  companyName: string,
): QuoteRequestConfirmationDto => ({
  id: request.id,
  number: request.number,
  createdAt: request.createdAt.toISOString(),
  companyName,
  lines: lines.map((line) => ({
    partId: line.partId ?? '',
    articleNumber: line.articleNumber,
    name: line.name,
    quantity: line.quantity,
  })),
});
