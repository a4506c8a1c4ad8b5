import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
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
} from 'class-validator';
import type {
  AuthoredDocument,
  AuthoredFields,
  AuthoredLanguageState,
  AuthoredSummary,
  StagedKind,
} from './authored-document.contract.js';
import { MODULES_MAX, SLUG } from './pages-authoring.dto.js';

const SLUG_MESSAGE = '$property must be lower-case letters, digits and single hyphens';
const LANGUAGE = /^[a-z]{2}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const IMAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/;
/** A path on this site, an external URL or an `action:` (SPEC §3 Link kinds). */
const LINK = /^(\/(?!\/)\S*|https?:\/\/\S+|action:[a-z0-9-]{1,60})$/;
const STAGED_KINDS: readonly StagedKind[] = ['story', 'media-release', 'news-item'];

/** What every write of a story, media release or news item names: one language version and the schedule. */
class DocumentWriteDto {
  @ApiProperty({ example: 'en', description: 'The language version written' })
  @IsString()
  @Matches(LANGUAGE, { message: '$property must be a two-letter language code' })
  language!: string;

  @ApiProperty({ example: 'Kudex opens a plant in Brno', maxLength: 300 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(300)
  title!: string;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'Publish the drafts at this time' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true })
  publishAt?: string | null;

  @ApiPropertyOptional({ format: 'date-time', nullable: true, description: 'Take the document offline at this time' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true })
  unpublishAt?: string | null;
}

/** Stories and media releases: an address, a lead text, a publication day and a body of content modules. */
class EditorialWriteDto extends DocumentWriteDto {
  @ApiProperty({ example: 'plant-in-brno', maxLength: 120, description: 'The same slug in every language' })
  @IsString()
  @MaxLength(120)
  @Matches(SLUG, { message: SLUG_MESSAGE })
  slug!: string;

  @ApiPropertyOptional({ maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  leadText?: string;

  @ApiPropertyOptional({ example: '2026-11-27', description: 'The publication day; today when absent' })
  @IsOptional()
  @Matches(DAY, { message: '$property must be a day (YYYY-MM-DD)' })
  @IsISO8601({ strict: true })
  publicationDate?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'object', additionalProperties: true, required: ['type'], properties: { type: { type: 'string' } } },
    maxItems: MODULES_MAX,
    description: 'The body: content modules in order, each `{type, …fields}` as GET /api/content/module-types declares',
    example: [{ type: 'rich-text', html: '<p>Production starts in spring.</p>' }],
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MODULES_MAX)
  @IsObject({ each: true })
  modules?: Array<{ type: string } & Record<string, unknown>>;
}

/** POST and PUT /api/content/stories: one language version's draft. */
export class StoryWriteDto extends EditorialWriteDto {
  @ApiProperty({ example: 'innovation', description: 'A story category slug' })
  @IsString()
  @Matches(/^[a-z0-9-]{1,64}$/, { message: '$property must be a category slug' })
  categorySlug!: string;

  @ApiPropertyOptional({ nullable: true, description: 'A media-library image id (the teaser image)' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(IMAGE_ID, { message: '$property must be an image id' })
  teaserImageId?: string | null;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  teaserImageAlt?: string;

  @ApiPropertyOptional({ type: [String], description: 'Story contact ids' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @Matches(IMAGE_ID, { each: true, message: 'each value in $property must be a contact id' })
  contactIds?: string[];

  @ApiPropertyOptional({ description: 'The home page and teasers may feature it' })
  @IsOptional()
  @IsBoolean()
  featured?: boolean;
}

/** POST and PUT /api/content/media-releases: one language version's draft. */
export class MediaReleaseWriteDto extends EditorialWriteDto {
  @ApiPropertyOptional({ description: 'An ad hoc (price-sensitive) announcement' })
  @IsOptional()
  @IsBoolean()
  adhoc?: boolean;
}

/** POST and PUT /api/content/news-items: one language version's draft (news items have no page of their own). */
export class NewsItemWriteDto extends DocumentWriteDto {
  @ApiPropertyOptional({ maxLength: 2000, description: 'Plain text' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  text?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'The publication time; now when absent' })
  @IsOptional()
  @IsISO8601({ strict: true })
  publicationDate?: string;

  @ApiPropertyOptional({ nullable: true, description: 'A media-library image id' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(IMAGE_ID, { message: '$property must be an image id' })
  imageId?: string | null;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  imageAlt?: string;

  @ApiPropertyOptional({
    example: '/en/stories/plant-in-brno',
    description: 'A path, a URL or `action:…`; empty: none',
  })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @ValidateIf((_, value) => value !== '')
  @Matches(LINK, { message: '$property must be a path on this site, an http(s) URL or action:<name>' })
  link?: string;
}

export class DocumentIdParamsDto {
  @ApiProperty({ example: 'plant-in-brno' })
  @Matches(/^[a-zA-Z0-9][a-zA-Z0-9_-]{0,119}$/, { message: '$property must be a document id' })
  id!: string;
}

export class DocumentRevisionParamsDto extends DocumentIdParamsDto {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  revision!: number;
}

export class AuthoredListQueryDto {
  @ApiPropertyOptional({ example: 'en' })
  @IsOptional()
  @Matches(LANGUAGE, { message: '$property must be a two-letter language code' })
  language?: string;

  @ApiPropertyOptional({ enum: ['draft', 'published', 'changed'], description: 'changed: a draft differs from live' })
  @IsOptional()
  @IsIn(['draft', 'published', 'changed'])
  stage?: 'draft' | 'published' | 'changed';

  @ApiPropertyOptional({ description: 'Words in the id, title or slug', maxLength: 100 })
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

export class AuthoredLanguageStateDto implements AuthoredLanguageState {
  @ApiProperty({ example: 'en' }) language!: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: "The draft: the fields of the kind's write body",
  })
  draft!: AuthoredFields | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'What the public sees' })
  published!: AuthoredFields | null;
  @ApiProperty({ type: String, nullable: true, example: '/en/stories/plant-in-brno' }) path!: string | null;
}

export class AuthoredDocumentDto implements AuthoredDocument {
  @ApiProperty({ example: 'plant-in-brno' }) id!: string;
  @ApiProperty({ enum: STAGED_KINDS }) kind!: StagedKind;
  @ApiProperty({ type: [AuthoredLanguageStateDto] }) languages!: AuthoredLanguageStateDto[];
  @ApiProperty({ example: 3, description: 'Also the ETag; name it in If-Match to write' }) version!: number;
  @ApiProperty({ example: 'Erika' }) updatedBy!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unpublishAt!: string | null;
}

export class AuthoredSummaryLanguageDto {
  @ApiProperty({ example: 'en' }) language!: string;
  @ApiProperty({ enum: ['draft', 'published', 'changed'] }) stage!: 'draft' | 'published' | 'changed';
  @ApiProperty({ type: String, nullable: true }) path!: string | null;
}

export class AuthoredSummaryDto implements AuthoredSummary {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: STAGED_KINDS }) kind!: StagedKind;
  @ApiProperty() title!: string;
  @ApiProperty({ type: [AuthoredSummaryLanguageDto] }) languages!: AuthoredSummaryLanguageDto[];
  @ApiProperty() version!: number;
  @ApiProperty() updatedBy!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class AuthoredListDto {
  @ApiProperty({ type: [AuthoredSummaryDto] }) items!: AuthoredSummaryDto[];
  @ApiProperty({ description: 'All documents matching the filter' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
