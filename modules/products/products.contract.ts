import type { PublicPartView } from '../product-information/product-information.contract.js';
// What the catalogue pages and the comparison show: shared by the server and the browser (types only).
import type { ImageRefDto } from '../files/files.dto.js';
import type { LineageItemDto } from './products.dto.js';
import type { ProductReferenceDto } from './products.dto.js';
import type { ClassificationSummaryDto } from './products.dto.js';
import type { ProductSearchResultDto } from '../search/search.dto.js';
import type { StoryCardData } from '../stories/stories.contract.js';

export type MeasurementSystem = 'Metric' | 'Imperial';
export const MEASUREMENT_SYSTEMS: readonly MeasurementSystem[] = ['Metric', 'Imperial'];
/** SPEC §9: the visitor's measurement system. */
export const MEASUREMENT_SYSTEM_COOKIE = 'uapp_measurement_system';
export type ProductStatus = 'active' | 'discontinued' | 'cancelled';
export type ProductType = 'product' | 'service';

export const PRODUCT_SEARCH_NOT_FOUND: ProductSearchResultDto = {
  found: false,
  type: null,
  slug: null,
  name: null,
  route: null,
  product: null,
  classification: null,
};

export interface SpecificationRow {
  name: string;
  unit: string | null;
  value: string;
}

/** Specifications as shown in each measurement system (SPEC §5 rules applied). */
export type SpecificationTables = Record<MeasurementSystem, SpecificationRow[]>;

export interface ProductVariantView {
  id: string;
  nameMetric: string;
  nameImperial: string;
  specifications: SpecificationTables;
}

export interface HighlightView {
  name: string;
  shortDescription: string;
  /** SPEC §3: the highlight's long description, as paragraphs (empty when it has none). */
  longDescription: string[];
  image: ImageRefDto | null;
  videoUrl: string | null;
  videoImage: ImageRefDto | null;
}

export interface DocumentView {
  slug: string;
  name: string;
  type: string;
  language: string;
  extension: string;
  sizeBytes: number;
  thumbnail: ImageRefDto | null;
  /** `/file/{slug}?l={language}`; with `&dl=true` to download. */
  url: string;
}

/** SPEC §3 Product detail. */
export interface ProductDetail extends ProductReferenceDto {
  /** The language the texts are in (English when the product has none in the page language). */
  language: string;
  longDescription: string[];
  /** Default first. */
  images: { name: string; default: boolean; image: ImageRefDto }[];
  highlights: HighlightView[];
  variants: ProductVariantView[];
  specifications: SpecificationTables;
  files: DocumentView[];
  video: { url: string; thumbnail: ImageRefDto | null; alt: string } | null;
  capabilities: { name: string; slug: string; route: string }[];
  related: { related: ProductReferenceDto[]; component: ProductReferenceDto[]; service: ProductReferenceDto[] };
  /** SPEC §7.4 stories related to the product, newest first; `route` is `/{locale}/stories/{slug}`. */
  relatedStories: RelatedStoryView[];
  lineage: LineageItemDto[];
}

/** A story teaser on a product page (stories live on the main site only). */
export type RelatedStoryView = StoryCardData & { route: string };

export interface ClassificationPagePayload {
  classification: ClassificationSummaryDto;
  /** The language of the classification's name and description (English when it has none in the page's). */
  contentLanguage: string;
  lineage: LineageItemDto[];
  /** Each with the language of its name and description (`contentLanguage`, as the classification's). */
  children: (ClassificationSummaryDto & { contentLanguage: string })[];
  products: ProductReferenceDto[];
}

export interface ProductPagePayload {
  product: ProductDetail;
  /** SPEC §1: the product's spare parts (none when it has none); added to the parts cart on the main site only. */
  parts?: PublicPartView[];
  /** SPEC §1, §6: the parts cart and its quote request work on the public main site only. */
  partsCart?: boolean;
  measurementSystem: MeasurementSystem;
}

export interface CapabilityView {
  name: string;
  slug: string;
  route: string;
  description: string;
  image: ImageRefDto | null;
  /** The language of name and description (English when it has none in the page's). */
  contentLanguage: string;
}

export interface CapabilityPagePayload {
  capability: CapabilityView;
  /** The language of the capability's name and description (English when it has none in the page's). */
  contentLanguage: string;
  products: ProductReferenceDto[];
}

export interface CapabilitiesPagePayload {
  capabilities: CapabilityView[];
}

/** The catalogue's section views (SectionView.name) and their payloads; `products.pages.ts` answers them. */
export interface CatalogueViewPayloads {
  classification: ClassificationPagePayload;
  product: ProductPagePayload;
  capability: CapabilityPagePayload;
  capabilities: CapabilitiesPagePayload;
}

export type CatalogueViewName = keyof CatalogueViewPayloads;

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    /** One section key for all catalogue URLs (products, services, smart-factory, capabilities). */
    catalogue: CatalogueViewPayloads;
  }
}
