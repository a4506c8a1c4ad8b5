import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, registerDecorator } from 'class-validator';
import { UI_LANGUAGES } from '../../i18n/languages.js';
import { CONTENT_IMAGE_TYPES, CONTENT_IMAGE_USER_TYPES, type ContentImageUserType } from './media-library.contract.js';

/** The longest alternative text per language (a sentence or two; screen readers read it whole). */
export const ALT_TEXT_MAX_LENGTH = 300;
export const CONTENT_IMAGES_MAX_PAGE_SIZE = 100;
export const CONTENT_IMAGES_DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;
const LANGUAGE_LIST = UI_LANGUAGES.join(', ');

/** What is wrong with an alt-text map, one "alt.<language>: …" entry per field (empty when nothing is). */
export function altTextProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['alt must be an object of texts by language code, e.g. {"en": "Front view"}'];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([language, text]) => {
    const field = `alt.${language.slice(0, 20)}`;
    if (!(UI_LANGUAGES as readonly string[]).includes(language)) {
      return [`${field}: not a language code of the site (${LANGUAGE_LIST})`];
    }
    if (typeof text !== 'string') return [`${field}: must be a string`];
    if (text.length > ALT_TEXT_MAX_LENGTH) return [`${field}: must be at most ${ALT_TEXT_MAX_LENGTH} characters`];
    return [];
  });
}

function IsAltTexts(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAltTexts',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => altTextProblems(value).length === 0,
        defaultMessage: (args) => altTextProblems(args?.value).join('; '),
      },
    });
}

/** GET /api/content/images query: paged, newest first, optionally searched. */
export class ContentImagesQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page number' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  @Max(MAX_PAGE)
  page?: number;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: CONTENT_IMAGES_MAX_PAGE_SIZE,
    default: CONTENT_IMAGES_DEFAULT_PAGE_SIZE,
    description: 'Images per page',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1)
  @Max(CONTENT_IMAGES_MAX_PAGE_SIZE)
  pageSize?: number;

  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Part of the file name or of an alternative text (any language), case-insensitive',
    example: 'crimp',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

/** PUT /api/content/images/{id}: the image's alternative texts, replacing the stored ones. */
export class UpdateContentImageDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string', maxLength: ALT_TEXT_MAX_LENGTH },
    description:
      `Alternative text by language code (${LANGUAGE_LIST}), at most ${ALT_TEXT_MAX_LENGTH} characters each; ` +
      'languages left out (or empty) have none, and pages then show the English one',
    example: { en: 'Crimp center, front view', de: 'Crimpcenter, Vorderansicht' },
  })
  @IsAltTexts()
  alt!: Record<string, string>;
}

/** An image of the media library (SPEC §3 Image), without its bytes: `url` renders it. */
export class ContentImageDto {
  /** @example "crimp-center-front-3f9a2c1d" */
  @ApiProperty({ description: 'Image id, as content modules name it (`{ "id": … }`)' })
  id!: string;

  /** @example "crimp-center-front.jpg" */
  fileName!: string;

  @ApiProperty({ enum: CONTENT_IMAGE_TYPES, description: 'The type, judged by content', example: 'image/jpeg' })
  mimeType!: string;

  /** @example 1680 */
  width!: number;

  /** @example 1080 */
  height!: number;

  /** @example 183004 */
  sizeBytes!: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Alternative text by language code',
    example: { en: 'Crimp center, front view' },
  })
  alt!: Record<string, string>;

  /** @example "/api/images/crimp-center-front-3f9a2c1d" */
  @ApiProperty({ description: 'The image endpoint; add `?size=Inline&format=webp` for a named size' })
  url!: string;

  createdAt!: Date;

  updatedAt!: Date;
}

export class ContentImagePageDto {
  @ApiProperty({ type: [ContentImageDto] })
  items!: ContentImageDto[];

  /** @example 1 */
  page!: number;

  /** @example 20 */
  pageSize!: number;

  /**
   * Images matching the search, over all pages
   * @example 42
   */
  total!: number;
}

/** A document whose fields name the image. */
export class ContentImageUserDto {
  @ApiProperty({ enum: CONTENT_IMAGE_USER_TYPES, example: 'page' })
  type!: ContentImageUserType;

  /** @example "about" */
  id!: string;

  /**
   * Its title or name (English when it has one)
   * @example "About us"
   */
  title!: string;

  /**
   * The language versions naming it (empty: the document is not per language)
   * @example ["en", "de"]
   */
  languages!: string[];

  /**
   * The document stages naming it (DRAFT, PUBLISHED; empty: not staged)
   * @example ["PUBLISHED"]
   */
  stages!: string[];

  /**
   * Where it is named: `modules`, `teaserImage`, `image`, `images`, `highlights`, `videoThumbnail`, `thumbnail`, `logo`
   * @example ["modules"]
   */
  fields!: string[];
}

export class ContentImageDetailDto extends ContentImageDto {
  @ApiProperty({
    type: [ContentImageUserDto],
    description: 'The documents using it; while any does, it cannot be deleted',
  })
  usedBy!: ContentImageUserDto[];
}
