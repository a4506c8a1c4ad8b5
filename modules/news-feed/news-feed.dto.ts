import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { UI_LANGUAGES } from '../../i18n/languages.js';
import { CACHE_FLAG_PROPERTY, NEXT_RELEASE_PROPERTY } from '../../src/core/http/openapi.js';
/** SPEC §9: the panel loads 10 at a time; integrators may ask for up to 50. */
export const NEWS_FEED_PAGE_SIZE = 10;
export const NEWS_FEED_MAX_PAGE_SIZE = 50;

/** GET /api/news-feed query (SPEC §7.4: first, after). */
export class NewsFeedQuery {
  @ApiProperty({ enum: UI_LANGUAGES, description: 'Items not translated come in English', example: 'en' })
  @IsIn([...UI_LANGUAGES], { message: `lang must be one of ${UI_LANGUAGES.join(', ')}` })
  lang!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: NEWS_FEED_MAX_PAGE_SIZE, default: NEWS_FEED_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `first must be an integer from 1 to ${NEWS_FEED_MAX_PAGE_SIZE}` })
  @Min(1, { message: `first must be an integer from 1 to ${NEWS_FEED_MAX_PAGE_SIZE}` })
  @Max(NEWS_FEED_MAX_PAGE_SIZE, { message: `first must be an integer from 1 to ${NEWS_FEED_MAX_PAGE_SIZE}` })
  first?: number;

  @ApiPropertyOptional({ description: 'The `pageInfo.endCursor` of the page before', maxLength: 300 })
  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'after is not a valid cursor' })
  after?: string;

  @ApiPropertyOptional(CACHE_FLAG_PROPERTY)
  @IsOptional()
  @IsIn(['false', 'clear', 'true'], { message: 'cache must be false, clear or true' })
  cache?: string;

  @ApiPropertyOptional(NEXT_RELEASE_PROPERTY)
  @IsOptional()
  @IsString()
  nextRelease?: string;
}

export class NewsFeedImageDto {
  /** @example "editorial-smart-factory" */
  @ApiProperty({ description: 'Image id for `GET /api/images/{id}` (other named sizes)' })
  id!: string;

  /** The SPEC §9 StoryTeaser rendition (768x432, WebP) */
  @ApiProperty({ example: '/api/images/editorial-smart-factory?size=StoryTeaser&format=webp&v=mifb3k2a' })
  url!: string;

  /** The stored image's version (`v` of its URLs: cached as immutable, SPEC §7.8) */
  @ApiProperty({ example: 'mifb3k2a' })
  version!: string;

  /** @example "Stylised production hall" */
  alternativeText!: string;

  /** @example 768 */
  @ApiProperty({ description: 'Width of the `url` rendition' })
  width!: number;

  /** @example 432 */
  @ApiProperty({ description: 'Height of the `url` rendition' })
  height!: number;
}

/** SPEC §3 News feed item. */
export class NewsFeedItemDto {
  /** @example "nf-028" */
  id!: string;

  /**
   * The language of this text (English when not translated)
   * @example "en"
   */
  language!: string;

  /** @example "Smart factory: harness lines that plan themselves" */
  title!: string;

  /** @example "How WIRE Mind schedules cutting, crimping and testing across a whole plant." */
  text!: string;

  /** @example "2026-11-18T08:00:00.000Z" */
  @ApiProperty({ format: 'date-time' })
  publicationDate!: string;

  @ApiProperty({ type: NewsFeedImageDto, nullable: true })
  image!: NewsFeedImageDto | null;

  /** @example "/smart-factory-story" */
  @ApiProperty({ description: "A path without the locale (prefix the reader's), an external URL, `action:…`, or ''" })
  link!: string;
}

export class NewsFeedPageInfoDto {
  @ApiProperty()
  hasNextPage!: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Pass as `after` for the next page' })
  endCursor!: string | null;
}

export class NewsFeedPageDto {
  /** Newest first */
  items!: NewsFeedItemDto[];

  pageInfo!: NewsFeedPageInfoDto;
}
