import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import type { ProductReference } from './products.contract.js';

const CACHE_FLAGS = ['false', 'clear', 'true'];
const SLUG = '[a-z0-9-]{1,120}';
const VARIANT = '[A-Za-z0-9.-]{1,160}';
export const MAX_COMPARE_ITEMS = 10;
export const MAX_LOOKUP_SLUGS = 40;

/** Query flags every catalogue endpoint accepts (SPEC §2.3, §9). */
class CacheFlagsQuery {
  /** `false` reads past the cache, `clear` empties it. */
  @IsOptional()
  @IsIn(CACHE_FLAGS, { message: 'cache must be false, clear or true' })
  cache?: string;

  @IsOptional()
  @IsString()
  @MaxLength(10)
  nextRelease?: string;
}

/** GET /api/product-data/{sisCode}: optionally only what a country may see. */
export class ProductDataQuery extends CacheFlagsQuery {
  @IsOptional()
  @Matches(/^([A-Z]{2}|ALL)$/, { message: 'country must be a two-letter country code in capitals, or ALL' })
  country?: string;
}

/** A locale URL code as in page URLs: `en`, `de-ch`. */
class LocaleQuery extends CacheFlagsQuery {
  @Matches(/^[a-z]{2}(-[a-z]{2})?$/, { message: 'locale must be a locale URL code such as en or de-ch' })
  locale!: string;
}

/** GET /api/products: products by comma-separated slugs (the basket's lookup). */
export class ProductsBySlugsQuery extends LocaleQuery {
  @Matches(new RegExp(`^${SLUG}(,${SLUG}){0,${MAX_LOOKUP_SLUGS - 1}}$`), {
    message: `slugs must be 1 to ${MAX_LOOKUP_SLUGS} comma-separated product slugs`,
  })
  slugs!: string;
}

/** GET /api/products/compare: the detail comparison. */
export class CompareQuery extends LocaleQuery {
  /** `slug` or `slug:variantId`, comma-separated, in column order. */
  @Matches(new RegExp(`^${SLUG}(:${VARIANT})?(,${SLUG}(:${VARIANT})?){0,${MAX_COMPARE_ITEMS - 1}}$`), {
    message: `items must be 1 to ${MAX_COMPARE_ITEMS} comma-separated entries slug or slug:variantId`,
  })
  items!: string;

  /** Default: the visitor's country's measurement system. */
  @IsOptional()
  @IsIn(['Metric', 'Imperial'], { message: 'system must be Metric or Imperial' })
  system?: 'Metric' | 'Imperial';

  @IsOptional()
  @IsIn(['true', 'false'], { message: 'hideIdentical must be true or false' })
  hideIdentical?: string;
}

/** GET /api/products/candidates: products a comparison may add. */
export class CandidatesQuery extends LocaleQuery {
  @Matches(new RegExp(`^${SLUG}$`), { message: 'classification must be a classification slug' })
  classification!: string;

  /** Slugs already in the basket, comma-separated. */
  @IsOptional()
  @Matches(new RegExp(`^(${SLUG}(,${SLUG}){0,${MAX_LOOKUP_SLUGS - 1}})?$`), {
    message: `basket must be up to ${MAX_LOOKUP_SLUGS} comma-separated product slugs`,
  })
  basket?: string;
}

export interface ProductDataResponse {
  sisCode: string;
  language: string;
  classifications: {
    name: string;
    slug: string;
    route: string;
    description: string;
    parentSlug: string | null;
    lineage: { name: string; slug: string; route: string }[];
  }[];
  products: ProductReference[];
}
