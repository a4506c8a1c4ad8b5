import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { LineageItemDto, ProductReferenceDto } from '../products/index.js';
import {
  QUERY_MAX_LENGTH,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SUGGEST_LIMIT,
  type SearchRecordType,
} from './search.contract.js';

/** POST /api/search-proxy/suggest body (SPEC §7.3). */
export class SuggestRequestDto {
  /** As in the URL (`en`, `de-ch`) or a locale code (`de-CH`). */
  @ApiProperty({ description: 'As in the URL (`en`, `de-ch`) or a locale code (`de-CH`)', example: 'en' })
  @IsString({ message: 'localeCode must be a string' })
  @Matches(/^[A-Za-z]{2}([-_][A-Za-z]{2})?$/, { message: 'localeCode must look like en, de-ch or de-CH' })
  localeCode!: string;

  /** Empty or absent: the main site. */
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: 100,
    description: 'Slug of a domain-less site; empty, null or absent is the main site',
    example: null,
  })
  @IsOptional()
  @IsString({ message: 'siteSlug must be a string' })
  @MaxLength(100, { message: 'siteSlug must be at most 100 characters' })
  siteSlug?: string | null;

  /** @example "crimp" */
  @ApiProperty({
    minLength: 1,
    maxLength: QUERY_MAX_LENGTH,
    description: 'Read like a web search: words are ANDed, `"a phrase"`, `-word`, `or`',
  })
  @IsString({ message: 'query must be a string' })
  @Matches(/\S/, { message: 'query must not be empty' })
  @MaxLength(QUERY_MAX_LENGTH, { message: `query must be at most ${QUERY_MAX_LENGTH} characters` })
  query!: string;
}

/** POST /api/search-proxy/search body (SPEC §7.3). */
export class SearchRequestDto extends SuggestRequestDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: SEARCH_MAX_PAGE, default: 1 })
  @IsOptional()
  @IsInt({ message: 'page must be an integer' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(SEARCH_MAX_PAGE, { message: `page must be at most ${SEARCH_MAX_PAGE}` })
  page?: number;
}

const RECORD_TYPES: SearchRecordType[] = ['page', 'product', 'story', 'media-release', 'classification'];

export class SuggestRecordDto {
  /**
   * Plain text: escape it when rendering
   * @example "CrimpCenter 36"
   */
  title!: string;

  /**
   * Path with the locale
   * @example "/en/products/crimping/crimp-centers/crimpcenter-36"
   */
  url!: string;

  @ApiProperty({ enum: RECORD_TYPES, enumName: 'SearchRecordType' })
  type!: SearchRecordType;

  /**
   * The language of title and description: the locale's, or English for a document without a version in it
   * (its page shows the English version, SPEC §8)
   * @example "en"
   */
  language!: string;
}

export class SearchRecordDto extends SuggestRecordDto {
  @ApiProperty({
    description: 'HTML: an escaped excerpt with the matched words in `<em>`',
    example: 'How a reliable <em>crimp</em> connection is made, from the stripped wire to the finished terminal.',
  })
  description!: string;
}

export class ProductSearchClassificationDto {
  /** From the top classification down to this one */
  lineage!: LineageItemDto[];
}

/** SPEC §3 Product search result. */
export class ProductSearchResultDto {
  /** Whether the query is exactly a product or classification slug or name */
  found!: boolean;

  @ApiProperty({ enum: ['product', 'classification'], nullable: true, type: String })
  type!: 'product' | 'classification' | null;

  /** @example "hosver-hs-4000" */
  @ApiProperty({ type: String, nullable: true })
  slug!: string | null;

  /**
   * In the language of the locale
   * @example "HS 4000"
   */
  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  /**
   * The page to open: the product or the classification
   * @example "/en/products/cutting-stripping/cut-strip-machines/hosver-hs-4000"
   */
  @ApiProperty({ type: String, nullable: true })
  route!: string | null;

  /** The product; null for a classification */
  @ApiProperty({ type: ProductReferenceDto, nullable: true })
  product!: ProductReferenceDto | null;

  /** The product's classification lineage, or the classification's own */
  @ApiProperty({ type: ProductSearchClassificationDto, nullable: true })
  classification!: ProductSearchClassificationDto | null;
}

export class SuggestResponseDto {
  @ApiProperty({ type: [SuggestRecordDto], maxItems: SUGGEST_LIMIT })
  records!: SuggestRecordDto[];

  /** The product or classification the query names exactly (slug, or name in the language, any case) */
  productResult!: ProductSearchResultDto;
}

export class SearchResponseDto {
  @ApiProperty({ type: [SearchRecordDto], maxItems: SEARCH_PAGE_SIZE })
  records!: SearchRecordDto[];

  /** @example 1 */
  page!: number;

  /**
   * All matching documents, across pages
   * @example 14
   */
  total!: number;
}
