import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  registerDecorator,
} from 'class-validator';
import { UI_LANGUAGES } from '../../i18n/languages.js';
import { PRODUCT_STATUSES, PRODUCT_TYPES, SPEC_SYSTEMS } from '../products/products.schema.js';

/** Body limit of the import route (413 above it): about 3,000 full products with variants and specifications. */
export const CATALOGUE_IMPORT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
/** Rows one request may hold (a bound on the work of one transaction). */
export const CATALOGUE_IMPORT_MAX_ROWS = 50_000;
/** The kinds of rows, in the order they are applied (what a row refers to is applied before it). */
export const CATALOGUE_ROW_TYPES = [
  'classification',
  'capability',
  'product',
  'variant',
  'specification',
  'image',
  'file',
] as const;
export type CatalogueRowType = (typeof CATALOGUE_ROW_TYPES)[number];

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,5}$/;
const ARTICLE_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,79}$/;
const SPEC_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;
const COUNTRY = /^[A-Z]{2}$/;
const MAX_SORT_INDEX = 1_000_000;
const LANGUAGE_LIST = UI_LANGUAGES.join(', ');

/** What is wrong with a text-per-language map, one "<field>.<language>: …" entry per problem. */
function localizedProblems(field: string, value: unknown, maxLength: number, requireEnglish: boolean): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return [`${field} must be an object of texts by language code, e.g. {"en": "…", "de": "…"}`];
  }
  const entries = Object.entries(value as Record<string, unknown>);
  const problems = entries.flatMap(([language, text]) => {
    const path = `${field}.${language.slice(0, 20)}`;
    if (!(UI_LANGUAGES as readonly string[]).includes(language))
      return [`${path}: not a language code (${LANGUAGE_LIST})`];
    if (typeof text !== 'string') return [`${path}: must be a string`];
    if (text.length > maxLength) return [`${path}: must be at most ${maxLength} characters`];
    return [];
  });
  const english = (value as Record<string, unknown>).en;
  if (requireEnglish && (typeof english !== 'string' || english.trim() === '')) {
    problems.push(`${field}.en: the English text is required (it is the fallback of every language)`);
  }
  return problems;
}

/** A text per language (`{"en": "…", "de": "…"}`), each at most `maxLength` characters. */
function IsLocalized(maxLength: number, { requireEnglish = false } = {}): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isLocalized',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) =>
          localizedProblems(String(propertyName), value, maxLength, requireEnglish).length === 0,
        defaultMessage: (args) =>
          localizedProblems(String(propertyName), args?.value, maxLength, requireEnglish).join('; '),
      },
    });
}

const sortIndex = (): PropertyDecorator => (target, key) => {
  IsOptional()(target, key);
  IsInt({ message: `${String(key)} must be a whole number` })(target, key);
  Min(0)(target, key);
  Max(MAX_SORT_INDEX)(target, key);
};

/** An image: a media-library id, or this site's own `/api/images/{id}` URL. Remote URLs are never fetched. */
const imageRef = (): PropertyDecorator => (target, key) => {
  IsString()(target, key);
  MaxLength(500)(target, key);
};

class RowDto {
  @ApiProperty({ enum: CATALOGUE_ROW_TYPES })
  @IsIn(CATALOGUE_ROW_TYPES)
  type!: CatalogueRowType;
}

/** A classification, keyed by its path of slugs (`products/crimping/crimp-centers`); its parent must exist. */
export class ClassificationRowDto extends RowDto {
  declare type: 'classification';

  @Matches(PATH, { message: 'path must be 1 to 6 slugs joined by /, e.g. products/crimping' })
  @MaxLength(300)
  path!: string;

  @IsLocalized(200, { requireEnglish: true })
  name!: Record<string, string>;

  @IsOptional()
  @IsLocalized(2_000)
  description?: Record<string, string>;

  @sortIndex()
  sortIndex?: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(250)
  @Matches(COUNTRY, { each: true, message: 'supportedCountries must be two-letter country codes in capitals' })
  supportedCountries?: string[];

  @IsOptional()
  @ValidateIf((_row, value) => value !== null)
  @imageRef()
  image?: string | null;
}

/** A capability, keyed by the slug of its English name (its public page's slug). */
export class CapabilityRowDto extends RowDto {
  declare type: 'capability';

  @IsLocalized(200, { requireEnglish: true })
  name!: Record<string, string>;

  @IsOptional()
  @IsLocalized(2_000)
  description?: Record<string, string>;

  @sortIndex()
  sortIndex?: number;

  @IsOptional()
  @ValidateIf((_row, value) => value !== null)
  @imageRef()
  image?: string | null;
}

/** A product or service, keyed by its slug. */
export class ProductRowDto extends RowDto {
  declare type: 'product';

  @Matches(SLUG, { message: 'slug must be lower-case letters, digits and single hyphens' })
  @MaxLength(120)
  slug!: string;

  @Matches(PATH, { message: 'classification must be the path of a classification, e.g. products/crimping' })
  @MaxLength(300)
  classification!: string;

  @Matches(SLUG, { message: 'brand must be the id of a brand, e.g. schleuniger' })
  @MaxLength(60)
  brand!: string;

  @IsOptional()
  @IsIn(PRODUCT_TYPES)
  productType?: (typeof PRODUCT_TYPES)[number];

  @IsOptional()
  @IsIn(PRODUCT_STATUSES)
  status?: (typeof PRODUCT_STATUSES)[number];

  @sortIndex()
  sortIndex?: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(250)
  @Matches(COUNTRY, { each: true, message: 'supportedCountries must be two-letter country codes in capitals' })
  supportedCountries?: string[];

  @IsLocalized(200, { requireEnglish: true })
  name!: Record<string, string>;

  @IsOptional()
  @IsLocalized(2_000)
  shortDescription?: Record<string, string>;

  @IsOptional()
  @IsLocalized(20_000)
  longDescription?: Record<string, string>;

  @IsOptional()
  @ValidateIf((_row, value) => value !== null)
  @IsUrl({ protocols: ['https'], require_protocol: true }, { message: 'videoUrl must be an https URL' })
  @MaxLength(500)
  videoUrl?: string | null;

  /** Replaces the product's capabilities: the slugs of capabilities (existing or in this import). */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @Matches(SLUG, { each: true, message: 'capabilities must be capability slugs' })
  capabilities?: string[];
}

/** A variant of a product, keyed by its article number. */
export class VariantRowDto extends RowDto {
  declare type: 'variant';

  @Matches(ARTICLE_NUMBER, { message: 'articleNumber must be 1 to 80 letters, digits, . _ / or -' })
  articleNumber!: string;

  @Matches(SLUG, { message: 'product must be the slug of a product' })
  @MaxLength(120)
  product!: string;

  @sortIndex()
  sortIndex?: number;

  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'nameMetric must not be empty' })
  nameMetric!: string;

  @IsString()
  @MaxLength(200)
  @Matches(/\S/, { message: 'nameImperial must not be empty' })
  nameImperial!: string;
}

/** A specification of a product or of one of its variants, keyed by product, variant, key and system. */
export class SpecificationRowDto extends RowDto {
  declare type: 'specification';

  @Matches(SLUG, { message: 'product must be the slug of a product' })
  @MaxLength(120)
  product!: string;

  @IsOptional()
  @Matches(ARTICLE_NUMBER, { message: 'variant must be the article number of a variant of the product' })
  variant?: string;

  @Matches(SPEC_KEY, { message: 'key must be 1 to 80 letters, digits, . _ or -' })
  key!: string;

  @IsOptional()
  @IsIn(SPEC_SYSTEMS)
  system?: (typeof SPEC_SYSTEMS)[number];

  @IsLocalized(200, { requireEnglish: true })
  name!: Record<string, string>;

  @IsString()
  @MaxLength(200)
  value!: string;

  @IsOptional()
  @ValidateIf((_row, value) => value !== null)
  @IsString()
  @MaxLength(40)
  unit?: string | null;

  @sortIndex()
  sortIndex?: number;
}

/** An image of a product, keyed by product and image. */
export class ImageRowDto extends RowDto {
  declare type: 'image';

  @Matches(SLUG, { message: 'product must be the slug of a product' })
  @MaxLength(120)
  product!: string;

  @imageRef()
  image!: string;

  @IsString()
  @MaxLength(80)
  @Matches(/\S/, { message: 'name must not be empty' })
  name!: string;

  @IsOptional()
  @IsBoolean()
  isDefault?: boolean;

  @sortIndex()
  sortIndex?: number;
}

/** A stored file linked to a product, keyed by product and the file's slug (files are uploaded elsewhere). */
export class FileRowDto extends RowDto {
  declare type: 'file';

  @Matches(SLUG, { message: 'product must be the slug of a product' })
  @MaxLength(120)
  product!: string;

  @Matches(SLUG, { message: 'file must be the slug of a stored file (/file/{slug})' })
  @MaxLength(160)
  file!: string;

  @sortIndex()
  sortIndex?: number;
}

export const ROW_DTOS = {
  classification: ClassificationRowDto,
  capability: CapabilityRowDto,
  product: ProductRowDto,
  variant: VariantRowDto,
  specification: SpecificationRowDto,
  image: ImageRowDto,
  file: FileRowDto,
} as const satisfies Record<CatalogueRowType, new () => RowDto>;

export type CatalogueRow =
  | ClassificationRowDto
  | CapabilityRowDto
  | ProductRowDto
  | VariantRowDto
  | SpecificationRowDto
  | ImageRowDto
  | FileRowDto;

const TRUE_OR_FALSE = ['true', 'false'];
const toBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

/** POST /api/content/catalogue/import query. */
export class CatalogueImportQueryDto {
  @ApiProperty({ required: false, enum: TRUE_OR_FALSE, description: 'Report what would change; change nothing' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'dryRun must be true or false' })
  dryRun?: boolean;

  @ApiProperty({
    required: false,
    enum: TRUE_OR_FALSE,
    description: 'All or nothing: one rejected row and nothing is written (422 with the report)',
  })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean({ message: 'atomic must be true or false' })
  atomic?: boolean;
}

export class RejectedRowDto {
  @ApiProperty({ description: 'NDJSON: the 1-based line; JSON: the index in the array plus one' })
  line!: number;

  @ApiProperty({ description: 'Why the row was refused, naming the field (`name.en: …`)' })
  reason!: string;
}

/** What an import did (or, with dryRun or a refused atomic import, would have done). */
export class CatalogueImportReportDto {
  @ApiProperty() created!: number;
  @ApiProperty() updated!: number;
  @ApiProperty() unchanged!: number;
  @ApiProperty({ type: [RejectedRowDto] }) rejected!: RejectedRowDto[];
  @ApiProperty({ description: 'True when the changes were written (false for dryRun and a refused atomic import)' })
  written!: boolean;
  @ApiProperty() dryRun!: boolean;
  @ApiProperty() atomic!: boolean;
}

/** 422 of an atomic import with a refused row: the API's error fields and the report (nothing was written). */
export class CatalogueImportRefusedDto extends CatalogueImportReportDto {
  @ApiProperty({ enum: [422] }) statusCode!: 422;
  @ApiProperty({ enum: ['CatalogueImportRejected'] }) code!: 'CatalogueImportRejected';
  @ApiProperty() message!: string;
}
