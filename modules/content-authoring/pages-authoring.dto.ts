import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { THEMES } from '../brands/themes.contract.js';
import type { PageDocument, PageLanguageFields, PageLanguageState, PageSummary } from './page-document.contract.js';

/**
 * Slugs are compared and served in Unicode NFC: `über` typed on a system that writes NFD (u + combining diaeresis)
 * is the same slug, not a 400 and not a second URL.
 */
const nfc = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.normalize('NFC') : value);

/** A slug: lower-case letters of any script, digits, single hyphens between them (`ultraschallschweißen`). */
export const SLUG = /^[\p{Ll}\p{Lo}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{N}]+)*$/u;
const SLUG_MESSAGE = '$property must be lower-case letters, digits and single hyphens';
const LANGUAGE = /^[a-z]{2}$/;
const SITE = /^[a-z0-9][a-z0-9-]{0,59}$/;
const PROTECTION = /^(none|role:[a-z0-9_]{1,80})$/;
/** Modules per language version: the form's own limit, well above any real page. */
export const MODULES_MAX = 100;

export class HeaderOptionsDto {
  @ApiPropertyOptional({ enum: THEMES, nullable: true, description: "The header's theme; null: the page's theme" })
  @IsOptional()
  @IsIn(THEMES)
  theme?: string | null;

  @ApiPropertyOptional({ description: 'Hide the header on this page' })
  @IsOptional()
  @IsBoolean()
  hidden?: boolean;
}

/** What create and update share: one language version and the page's own settings. */
class PageWriteDto {
  @ApiProperty({ example: 'en', description: 'The language version written' })
  @IsString()
  @Matches(LANGUAGE, { message: '$property must be a two-letter language code' })
  language!: string;

  @ApiProperty({ example: 'Service in your region', maxLength: 300 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  title!: string;

  @ApiProperty({ example: 'service-in-your-region', maxLength: 120 })
  @IsString()
  @Transform(nfc)
  @MaxLength(120)
  @Matches(SLUG, { message: SLUG_MESSAGE })
  slug!: string;

  @ApiPropertyOptional({ example: 'home', description: "The navigation parent's slug; `home` by default" })
  @IsOptional()
  @IsString()
  @Transform(nfc)
  @MaxLength(120)
  @Matches(SLUG, { message: SLUG_MESSAGE })
  parentSlug?: string;

  @ApiPropertyOptional({
    maxLength: 120,
    description: "The document title search engines show, as written; empty: the title with the company's name",
  })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  seoTitle?: string;

  @ApiPropertyOptional({ maxLength: 500, description: 'The SEO description' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', additionalProperties: true, required: ['type'], properties: { type: { type: 'string' } } },
    maxItems: MODULES_MAX,
    description: 'Content modules in order, each `{type, …fields}` as GET /api/content/module-types declares them',
    example: [{ type: 'rich-text', html: '<p>We answer within a day.</p>' }],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MODULES_MAX)
  @IsObject({ each: true })
  modules?: Array<{ type: string } & Record<string, unknown>>;

  @ApiPropertyOptional({ enum: THEMES })
  @IsOptional()
  @IsIn(THEMES)
  theme?: string;

  @ApiPropertyOptional({ type: HeaderOptionsDto })
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => HeaderOptionsDto)
  headerOptions?: HeaderOptionsDto;

  @ApiPropertyOptional({ enum: THEMES, nullable: true, description: "null: the site's footer theme" })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsIn(THEMES)
  footerTheme?: string | null;

  @ApiPropertyOptional({ example: 'none', description: '`none` or `role:<role name>`' })
  @IsOptional()
  @IsString()
  @Matches(PROTECTION, { message: '$property must be none or role:<role name>' })
  protection?: string;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'Publish the drafts at this time' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true })
  publishAt?: string | null;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'Take the page offline at this time' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true })
  unpublishAt?: string | null;
}

/** POST /api/content/pages: a new page, a draft in one language. */
export class CreatePageDto extends PageWriteDto {
  @ApiProperty({ example: 'main', description: 'Site id: `main` or a microsite slug' })
  @IsString()
  @Matches(SITE, { message: '$property must be a site id' })
  site!: string;
}

/** PUT /api/content/pages/{id}: the draft of one language version, and the page's settings given. */
export class UpdatePageDto extends PageWriteDto {}

export class PublishPageDto {
  @ApiPropertyOptional({
    type: [String],
    example: ['en'],
    description: 'The languages to publish; all drafts if absent',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @Matches(LANGUAGE, { each: true, message: 'each value in $property must be a two-letter language code' })
  languages?: string[];
}

export class PageIdParamsDto {
  @ApiProperty({ example: 'about-us' })
  @Matches(/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,119}$/, { message: '$property must be a page id' })
  id!: string;
}

export class RevisionParamsDto extends PageIdParamsDto {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  revision!: number;
}

export class DeletePageQueryDto {
  @ApiPropertyOptional({
    example: '/en/contact',
    description: 'Send visitors of the deleted URLs here (301); without it they get 410 Gone',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @Matches(/^\/(?!\/)[^\s\\]*$/, { message: '$property must be a path on this site' })
  redirectTo?: string;
}

export class PageListQueryDto {
  @ApiPropertyOptional({ example: 'main' })
  @IsOptional()
  @Matches(SITE, { message: '$property must be a site id' })
  site?: string;

  @ApiPropertyOptional({ example: 'en' })
  @IsOptional()
  @Matches(LANGUAGE, { message: '$property must be a two-letter language code' })
  language?: string;

  @ApiPropertyOptional({ enum: ['draft', 'published', 'changed'], description: 'changed: a draft differs from live' })
  @IsOptional()
  @IsIn(['draft', 'published', 'changed'])
  stage?: 'draft' | 'published' | 'changed';

  @ApiPropertyOptional({ description: 'Words in the title or slug', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Changed at or after this time' })
  @IsOptional()
  @IsISO8601({ strict: true })
  changedSince?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

// Responses.

export class PageLanguageFieldsDto implements PageLanguageFields {
  @ApiProperty({ example: 'en' }) language!: string;
  @ApiProperty({ example: 'home' }) parentSlug!: string;
  @ApiProperty({ example: 'about-us' }) slug!: string;
  @ApiProperty({ example: 'About us' }) title!: string;
  @ApiProperty() seoTitle!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  modules!: Array<{ type: string } & Record<string, unknown>>;
}

export class PageLanguageStateDto implements PageLanguageState {
  @ApiProperty({ example: 'en' }) language!: string;
  @ApiProperty({ type: PageLanguageFieldsDto, nullable: true }) draft!: PageLanguageFieldsDto | null;
  @ApiProperty({ type: PageLanguageFieldsDto, nullable: true }) published!: PageLanguageFieldsDto | null;
  @ApiProperty({ type: String, nullable: true, example: '/en/about-us' }) path!: string | null;
}

export class HeaderOptionsResponseDto {
  @ApiProperty({ type: String, nullable: true }) theme!: string | null;
  @ApiProperty() hidden!: boolean;
}

export class PageDocumentDto implements PageDocument {
  @ApiProperty({ example: 'about-us' }) id!: string;
  @ApiProperty({ example: 'main' }) site!: string;
  @ApiProperty({ example: 'Content' }) pageType!: string;
  @ApiProperty({ example: 'Default' }) theme!: string;
  @ApiProperty({ type: HeaderOptionsResponseDto }) headerOptions!: HeaderOptionsResponseDto;
  @ApiProperty({ type: String, nullable: true }) footerTheme!: string | null;
  @ApiProperty({ example: 'none' }) protection!: string;
  @ApiProperty({ example: 'en' }) translationSourceLanguage!: string;
  @ApiProperty({ type: [PageLanguageStateDto] }) languages!: PageLanguageStateDto[];
  @ApiProperty({ example: 3, description: 'Also the ETag; name it in If-Match to write' }) version!: number;
  @ApiProperty({ example: 'Erika' }) updatedBy!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unpublishAt!: string | null;
}

export class PageSummaryLanguageDto {
  @ApiProperty({ example: 'en' }) language!: string;
  @ApiProperty({ enum: ['draft', 'published', 'changed'] }) stage!: 'draft' | 'published' | 'changed';
  @ApiProperty({ type: String, nullable: true }) path!: string | null;
}

export class PageSummaryDto implements PageSummary {
  @ApiProperty() id!: string;
  @ApiProperty() site!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [PageSummaryLanguageDto] }) languages!: PageSummaryLanguageDto[];
  @ApiProperty() version!: number;
  @ApiProperty() updatedBy!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class PageListDto {
  @ApiProperty({ type: [PageSummaryDto] }) items!: PageSummaryDto[];
  @ApiProperty({ description: 'All pages matching the filter' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
