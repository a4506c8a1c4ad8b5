import type { ImageRefDto } from '../files/files.dto.js';
import type { CatalogueData } from './catalogue-index.js';
import type { SpecRecord } from './compare-table.js';
import type { DocumentView, HighlightView, ProductDetail } from './products.contract.js';
import type { ProductSourceKind } from './products.config.js';
import type { RelationType } from './products.schema.js';

/** A product's detail in one language, as a source hands it over (locale-independent). */
export interface ProductDetailData {
  id: string;
  language: string;
  longDescription: string[];
  images: { name: string; default: boolean; image: ImageRefDto }[];
  highlights: HighlightView[];
  specs: SpecRecord[];
  files: Omit<DocumentView, 'url'>[];
  video: ProductDetail['video'];
  relations: { productId: string; type: RelationType }[];
}

/** A capability's page per language (sitemaps). */
export interface CapabilityPages {
  id: string;
  /** The page's slug by language. */
  slugs: Record<string, string>;
  updatedAt: Date;
}

/**
 * Where the catalogue's data comes from (issue 33): this instance's tables (`builtin`) or an upstream GraphQL
 * product schema (`graphql`, products.graphql.ts). The cut is the data the products service reads, each text
 * already in the asked language: indexing, lineage, visibility, search and DTO mapping stay above it, so pages
 * render the same whatever the source. The service caches every answer (the data cache), so a source is asked once
 * per language (or product) and cache lifetime, not per page.
 */
export interface ProductSource {
  readonly kind: ProductSourceKind;
  /** Classifications, products and capabilities in a language, in their sort order. */
  catalogue(language: string): Promise<CatalogueData>;
  /** A product's detail in a language; null when there is no product with that slug. */
  productDetail(language: string, slug: string): Promise<ProductDetailData | null>;
  /** Every capability with its page slug in each language it is named in. */
  capabilityPages(): Promise<CapabilityPages[]>;
}

/** The injection token of the configured ProductSource. */
export const PRODUCT_SOURCE = Symbol('PRODUCT_SOURCE');
