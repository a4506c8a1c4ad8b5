import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { LineageItem, ProductReference, ProductSearchResult } from '../products/products.contract.js';
import { QUERY_MAX_LENGTH, SEARCH_MAX_PAGE } from './search.contract.js';

/** POST /api/search-proxy/suggest body (SPEC §7.3). */
export class SuggestRequestDto {
  /** As in the URL (`en`, `de-ch`) or a locale code (`de-CH`). */
  @IsString({ message: 'localeCode must be a string' })
  @Matches(/^[A-Za-z]{2}([-_][A-Za-z]{2})?$/, { message: 'localeCode must look like en, de-ch or de-CH' })
  localeCode!: string;

  /** Empty or absent: the main site. */
  @IsOptional()
  @IsString({ message: 'siteSlug must be a string' })
  @MaxLength(100, { message: 'siteSlug must be at most 100 characters' })
  siteSlug?: string | null;

  @IsString({ message: 'query must be a string' })
  @Matches(/\S/, { message: 'query must not be empty' })
  @MaxLength(QUERY_MAX_LENGTH, { message: `query must be at most ${QUERY_MAX_LENGTH} characters` })
  query!: string;
}

/** POST /api/search-proxy/search body (SPEC §7.3). */
export class SearchRequestDto extends SuggestRequestDto {
  @IsOptional()
  @IsInt({ message: 'page must be an integer' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(SEARCH_MAX_PAGE, { message: `page must be at most ${SEARCH_MAX_PAGE}` })
  page?: number;
}

/** One step of a classification lineage (SPEC §3): name and localized route. */
export class ProductSearchLineageItemDto implements LineageItem {
  name!: string;
  slug!: string;
  route!: string;
}

export class ProductSearchClassificationDto {
  lineage!: ProductSearchLineageItemDto[];
}

/**
 * SPEC §3 Product search result, the `productResult` of POST /api/search-proxy/suggest (swagger decorators go on
 * these fields; `product` is the catalogue's ProductReference).
 */
export class ProductSearchResultDto implements ProductSearchResult {
  found!: boolean;
  type!: 'product' | 'classification' | null;
  slug!: string | null;
  name!: string | null;
  /** The page to open: the product's, or the classification's. */
  route!: string | null;
  product!: ProductReference | null;
  classification!: ProductSearchClassificationDto | null;
}
