// What the catalogue pages and the comparison show: shared by the server and the browser (types only).
import type { BrandImage } from '../brands/brands.contract.js';
import type { ImageRef } from '../files/image-sizes.contract.js';
import type { StoryCardData } from '../stories/stories.contract.js';

export type { ImageRef };
export type MeasurementSystem = 'Metric' | 'Imperial';
export const MEASUREMENT_SYSTEMS: readonly MeasurementSystem[] = ['Metric', 'Imperial'];
/** SPEC §9: the visitor's measurement system. */
export const MEASUREMENT_SYSTEM_COOKIE = 'uapp_measurement_system';
export type ProductStatus = 'active' | 'discontinued' | 'cancelled';
export type ProductType = 'product' | 'service';

/** One step of a classification lineage (SPEC §3): name and localized route. */
export interface LineageItem {
  name: string;
  slug: string;
  route: string;
}

export interface ClassificationSummary {
  name: string;
  slug: string;
  route: string;
  description: string;
  image: ImageRef | null;
}

/** SPEC §3 Product reference. */
export interface ProductReference {
  name: string;
  slug: string;
  route: string;
  type: ProductType;
  status: ProductStatus;
  classification: { slug: string; name: string; route: string };
  /** SPEC §3 Brand: its id, name and logo (image). */
  brand: { id: string; name: string; image: BrandImage | null };
  shortDescription: string;
  image: ImageRef | null;
  variantCount: number;
  variants: { id: string; nameMetric: string; nameImperial: string }[];
}

/**
 * SPEC §3 Product search result: what an exact query (a product's or classification's slug, or its name in the
 * language, any case) names in the catalogue. `product` is the product (null for a classification);
 * `classification.lineage` the classification chain down to the product's classification, or to the classification
 * itself. `route` is the page to open. Not found: `found` false and every other field null.
 */
export interface ProductSearchResult {
  found: boolean;
  type: 'product' | 'classification' | null;
  slug: string | null;
  name: string | null;
  route: string | null;
  product: ProductReference | null;
  classification: { lineage: LineageItem[] } | null;
}

export const PRODUCT_SEARCH_NOT_FOUND: ProductSearchResult = {
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
  image: ImageRef | null;
  videoUrl: string | null;
  videoImage: ImageRef | null;
}

export interface DocumentView {
  slug: string;
  name: string;
  type: string;
  language: string;
  extension: string;
  sizeBytes: number;
  thumbnail: ImageRef | null;
  /** `/file/{slug}?l={language}`; with `&dl=true` to download. */
  url: string;
}

/** SPEC §3 Product detail. */
export interface ProductDetail extends ProductReference {
  /** The language the texts are in (English when the product has none in the page language). */
  language: string;
  longDescription: string[];
  /** Default first. */
  images: { name: string; default: boolean; image: ImageRef }[];
  highlights: HighlightView[];
  variants: ProductVariantView[];
  specifications: SpecificationTables;
  files: DocumentView[];
  video: { url: string; thumbnail: ImageRef | null; alt: string } | null;
  capabilities: { name: string; slug: string; route: string }[];
  related: { related: ProductReference[]; component: ProductReference[]; service: ProductReference[] };
  /** SPEC §7.4 stories related to the product, newest first; `route` is `/{locale}/stories/{slug}`. */
  relatedStories: RelatedStoryView[];
  lineage: LineageItem[];
}

/** A story teaser on a product page (stories live on the main site only). */
export type RelatedStoryView = StoryCardData & { route: string };

export interface ClassificationPagePayload {
  classification: ClassificationSummary;
  lineage: LineageItem[];
  children: ClassificationSummary[];
  products: ProductReference[];
}

export interface ProductPagePayload {
  product: ProductDetail;
  measurementSystem: MeasurementSystem;
}

export interface CapabilityView {
  name: string;
  slug: string;
  route: string;
  description: string;
  image: ImageRef | null;
}

export interface CapabilityPagePayload {
  capability: CapabilityView;
  products: ProductReference[];
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

/** One product column of a detail comparison. */
export interface CompareColumn {
  slug: string;
  name: string;
  route: string;
  brand: string;
  image: ImageRef | null;
  variant: { id: string; name: string } | null;
}

/** One row of a detail comparison; null values are 'n/a'. */
export interface CompareRow {
  name: string;
  unit: string | null;
  values: (string | null)[];
  /** The values are not all the same (issue 4: highlighted). */
  differs: boolean;
}

export interface CompareResponse {
  measurementSystem: MeasurementSystem;
  hideIdentical: boolean;
  /** SPEC §5: a detail comparison needs more than one product. */
  comparable: boolean;
  products: CompareColumn[];
  rows: CompareRow[];
}
