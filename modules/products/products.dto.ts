import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CACHE_FLAG_PROPERTY, NEXT_RELEASE_PROPERTY } from '../../src/core/http/openapi.js';
import { ImageRefDto } from '../files/index.js';
import type { MeasurementSystem, ProductStatus, ProductType } from './products.contract.js';

const CACHE_FLAGS = ['false', 'clear', 'true'];
const SLUG = '[a-z0-9-]{1,120}';
const VARIANT = '[A-Za-z0-9.-]{1,160}';
export const MAX_COMPARE_ITEMS = 10;
export const MAX_LOOKUP_SLUGS = 40;

/** Query flags every catalogue endpoint accepts (SPEC §2.3, §9). */
class CacheFlagsQuery {
  /** `false` reads past the cache, `clear` empties it. */
  @ApiPropertyOptional(CACHE_FLAG_PROPERTY)
  @IsOptional()
  @IsIn(CACHE_FLAGS, { message: 'cache must be false, clear or true' })
  cache?: string;

  @ApiPropertyOptional({ ...NEXT_RELEASE_PROPERTY, maxLength: 10 })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  nextRelease?: string;
}

/** GET /api/product-data/{sisCode}: optionally only what a country may see. */
export class ProductDataQuery extends CacheFlagsQuery {
  @ApiPropertyOptional({
    description: 'Only what this country may see: a two-letter country code in capitals, or `ALL` (the default)',
    pattern: '^([A-Z]{2}|ALL)$',
    example: 'DE',
  })
  @IsOptional()
  @Matches(/^([A-Z]{2}|ALL)$/, { message: 'country must be a two-letter country code in capitals, or ALL' })
  country?: string;
}

/** A locale URL code as in page URLs: `en`, `de-ch`. */
class LocaleQuery extends CacheFlagsQuery {
  // Not exported, so the swagger plugin does not read this class: its decorator says everything.
  @ApiProperty({ description: 'Locale URL code, as in page URLs', pattern: '^[a-z]{2}(-[a-z]{2})?$', example: 'de-ch' })
  @Matches(/^[a-z]{2}(-[a-z]{2})?$/, { message: 'locale must be a locale URL code such as en or de-ch' })
  locale!: string;
}

/** GET /api/products: products by comma-separated slugs (the basket's lookup). */
export class ProductsBySlugsQuery extends LocaleQuery {
  @ApiProperty({
    description: `1 to ${MAX_LOOKUP_SLUGS} comma-separated product slugs; unknown or hidden ones are skipped`,
    example: 'crimpcenter-36,cutstrip-9000',
  })
  @Matches(new RegExp(`^${SLUG}(,${SLUG}){0,${MAX_LOOKUP_SLUGS - 1}}$`), {
    message: `slugs must be 1 to ${MAX_LOOKUP_SLUGS} comma-separated product slugs`,
  })
  slugs!: string;
}

/** GET /api/products/compare: the detail comparison. */
export class CompareQuery extends LocaleQuery {
  /** `slug` or `slug:variantId`, comma-separated, in column order. */
  @ApiProperty({
    description: `1 to ${MAX_COMPARE_ITEMS} entries \`slug\` or \`slug:variantId\`, comma-separated, in column order`,
    example: 'crimpcenter-36:prd-crimpcenter-36.v0,crimpcenter-64',
  })
  @Matches(new RegExp(`^${SLUG}(:${VARIANT})?(,${SLUG}(:${VARIANT})?){0,${MAX_COMPARE_ITEMS - 1}}$`), {
    message: `items must be 1 to ${MAX_COMPARE_ITEMS} comma-separated entries slug or slug:variantId`,
  })
  items!: string;

  /** Default: the visitor's country's measurement system. */
  @ApiPropertyOptional({ enum: ['Metric', 'Imperial'], description: "Default: the locale country's system" })
  @IsOptional()
  @IsIn(['Metric', 'Imperial'], { message: 'system must be Metric or Imperial' })
  system?: 'Metric' | 'Imperial';

  @ApiPropertyOptional({ enum: ['true', 'false'], description: '`true` leaves out rows whose values are all equal' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'hideIdentical must be true or false' })
  hideIdentical?: string;
}

/** GET /api/products/candidates: products a comparison may add. */
export class CandidatesQuery extends LocaleQuery {
  @ApiProperty({ description: 'Classification slug whose products may be added', example: 'crimp-centers' })
  @Matches(new RegExp(`^${SLUG}$`), { message: 'classification must be a classification slug' })
  classification!: string;

  /** Slugs already in the basket, comma-separated. */
  @ApiPropertyOptional({
    description: 'Slugs already in the basket, comma-separated (left out)',
    example: 'crimpcenter-36',
  })
  @IsOptional()
  @Matches(new RegExp(`^(${SLUG}(,${SLUG}){0,${MAX_LOOKUP_SLUGS - 1}})?$`), {
    message: `basket must be up to ${MAX_LOOKUP_SLUGS} comma-separated product slugs`,
  })
  basket?: string;
}

/** One step of a classification lineage (SPEC §3). */
export class LineageItemDto {
  /** @example "Crimping" */
  name!: string;

  /** @example "crimping" */
  slug!: string;

  /**
   * Localized page path
   * @example "/en/products/crimping"
   */
  route!: string;
}

export class ProductClassificationRefDto {
  /** @example "crimp-centers" */
  slug!: string;

  /** @example "Crimp centers" */
  name!: string;

  /** @example "/en/products/crimping/crimp-centers" */
  route!: string;
}

export class BrandImageDto {
  /**
   * The logo through the image endpoint
   * @example "/api/images/brand-logo-schleuniger"
   */
  url!: string;

  /** @example "Schleuniger logo" */
  alternativeText!: string;

  /** @example 304 */
  width!: number;

  /** @example 52 */
  height!: number;
}

export class BrandRefDto {
  /** @example "schleuniger" */
  id!: string;

  /** @example "Schleuniger" */
  name!: string;

  /** SPEC §3 Brand image */
  @ApiProperty({ type: BrandImageDto, nullable: true })
  image!: BrandImageDto | null;
}

export class VariantRefDto {
  /** @example "prd-crimpcenter-36.v0" */
  id!: string;

  /** Name with metric units */
  @ApiProperty({ example: 'CutStrip 9000 2.5 mm²' })
  nameMetric!: string;

  /**
   * Name with imperial units
   * @example "CutStrip 9000 13 AWG"
   */
  nameImperial!: string;
}

const PRODUCT_TYPES: ProductType[] = ['product', 'service'];
const PRODUCT_STATUSES: ProductStatus[] = ['active', 'discontinued', 'cancelled'];

/** SPEC §3 Product reference. */
export class ProductReferenceDto {
  /** @example "CrimpCenter 36" */
  name!: string;

  /** @example "crimpcenter-36" */
  slug!: string;

  /**
   * Localized page path
   * @example "/en/products/crimping/crimp-centers/crimpcenter-36"
   */
  route!: string;

  @ApiProperty({ enum: PRODUCT_TYPES, enumName: 'ProductType' })
  type!: ProductType;

  @ApiProperty({ enum: PRODUCT_STATUSES, enumName: 'ProductStatus' })
  status!: ProductStatus;

  classification!: ProductClassificationRefDto;

  brand!: BrandRefDto;

  /** @example "The CrimpCenter 36 is a crimp center by Schleuniger." */
  shortDescription!: string;

  /**
   * The language `shortDescription` is in: the one asked for, else the one it fell back to (English)
   * @example "en"
   */
  contentLanguage!: string;

  @ApiProperty({ type: ImageRefDto, nullable: true })
  image!: ImageRefDto | null;

  /** @example 2 */
  variantCount!: number;

  variants!: VariantRefDto[];
}

/** SPEC §3: a classification of the product tree as a link, with its text and image. */
export class ClassificationSummaryDto {
  /** @example "Crimp centers" */
  name!: string;

  /** @example "crimp-centers" */
  slug!: string;

  /** @example "/en/products/crimping/crimp-centers" */
  route!: string;

  /** @example "Fully automatic cut, strip, seal and crimp in one machine." */
  description!: string;

  @ApiProperty({ type: ImageRefDto, nullable: true })
  image!: ImageRefDto | null;
}

/** A classification of the product tree, with its parent and lineage. */
export class ProductDataClassificationDto extends ClassificationSummaryDto {
  /**
   * null for a root
   * @example "crimping"
   */
  @ApiProperty({ type: String, nullable: true })
  parentSlug!: string | null;

  /** From the root down to this classification */
  lineage!: LineageItemDto[];
}

/** GET /api/product-data/{sisCode} (SPEC §7.3): every classification and product of a product-data language. */
export class ProductDataResponse {
  /** @example "en-US" */
  sisCode!: string;

  /**
   * The language of the texts
   * @example "en"
   */
  language!: string;

  classifications!: ProductDataClassificationDto[];

  products!: ProductReferenceDto[];
}

const MEASUREMENT_SYSTEMS: MeasurementSystem[] = ['Metric', 'Imperial'];

export class CompareVariantDto {
  /** @example "prd-crimpcenter-36.v0" */
  id!: string;

  /** @example "CrimpCenter 36 2" */
  name!: string;
}

/** One product column of a detail comparison. */
export class CompareColumnDto {
  /** @example "crimpcenter-36" */
  slug!: string;

  /** @example "CrimpCenter 36" */
  name!: string;

  /** @example "/en/products/crimping/crimp-centers/crimpcenter-36" */
  route!: string;

  /**
   * Brand name
   * @example "Schleuniger"
   */
  brand!: string;

  @ApiProperty({ type: ImageRefDto, nullable: true })
  image!: ImageRefDto | null;

  /** The compared variant, if one was named */
  @ApiProperty({ type: CompareVariantDto, nullable: true })
  variant!: CompareVariantDto | null;
}

/** One row of a detail comparison; null values are 'n/a'. */
export class CompareRowDto {
  /** @example "Cross-section" */
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: 'mm²' })
  unit!: string | null;

  /** One value per column; null is n/a */
  @ApiProperty({ type: 'array', items: { type: ['string', 'null'] }, example: ['0.35', null] })
  values!: (string | null)[];

  /** The values are not all the same */
  differs!: boolean;
}

/** GET /api/products/compare. */
export class CompareResponseDto {
  @ApiProperty({ enum: MEASUREMENT_SYSTEMS, enumName: 'MeasurementSystem' })
  measurementSystem!: MeasurementSystem;

  @ApiProperty()
  hideIdentical!: boolean;

  /** SPEC §5: a detail comparison needs more than one product */
  comparable!: boolean;

  products!: CompareColumnDto[];

  rows!: CompareRowDto[];
}
