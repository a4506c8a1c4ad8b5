import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  IMAGE_FITS,
  IMAGE_VERSION,
  IMAGE_FORMATS,
  IMAGE_SIZE_NAMES,
  type ImageFit,
  type ImageFormat,
  type ImageSizeName,
} from './image-sizes.contract.js';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { CACHE_FLAG_PROPERTY, NEXT_RELEASE_PROPERTY } from '../../src/core/http/openapi.js';

/** SPEC §3 Image, as responses carry it: `GET /api/images/{id}?size=…` renders it. */
export class ImageRefDto {
  /** @example "img-crimp-center-1" */
  @ApiProperty({ description: 'Image id for `GET /api/images/{id}`' })
  id!: string;

  /** @example "Illustration: crimp center" */
  alt!: string;

  /**
   * Width of the original in pixels
   * @example 1200
   */
  width!: number;

  /**
   * Height of the original in pixels
   * @example 900
   */
  height!: number;

  /** @example "image/png" */
  mimeType!: string;

  /**
   * The stored image's version: put it in image URLs as `v` to have them cached as immutable (SPEC §7.8)
   * @example "mifb3k2a"
   */
  version!: string;
}

/** GET /file/{slug} query (SPEC §2.2). */
export class FileQuery {
  /** Locale whose language version is wanted (`de`, `de-ch`); English otherwise. */
  @ApiPropertyOptional({ description: 'Locale of the wanted language version (`de`, `de-ch`); English otherwise' })
  @IsOptional()
  @Matches(/^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/, { message: 'l must be a locale such as de or de-ch' })
  l?: string;

  /** `true` forces a download (Content-Disposition: attachment). */
  @ApiPropertyOptional({ enum: ['true', 'false'], description: '`true` answers it as a download (attachment)' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dl must be true or false' })
  dl?: string;

  @ApiPropertyOptional(CACHE_FLAG_PROPERTY)
  @IsOptional()
  @IsIn(['false', 'clear', 'true'], { message: 'cache must be false, clear or true' })
  cache?: string;

  @ApiPropertyOptional({ ...NEXT_RELEASE_PROPERTY, maxLength: 10 })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  nextRelease?: string;
}

export const MAX_IMAGE_EDGE = 2400;

/**
 * GET /api/images/{id} query (SPEC §7.8, §9): a named size with dpr 1 or 2 and a format; width/height, fit and
 * quality only with `sig`, the URL's HMAC (modules/files/image-signature.ts).
 */
export class ImageQuery {
  @ApiPropertyOptional({ enum: IMAGE_SIZE_NAMES, description: 'A named size (SPEC §9)', example: 'Inline' })
  @IsOptional()
  @IsIn(IMAGE_SIZE_NAMES, { message: `size must be one of ${IMAGE_SIZE_NAMES.join(', ')}` })
  size?: ImageSizeName;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_IMAGE_EDGE, description: 'Width; only with `sig`' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'w must be a whole number' })
  @Min(1)
  @Max(MAX_IMAGE_EDGE)
  w?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MAX_IMAGE_EDGE, description: 'Height; only with `sig`' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'h must be a whole number' })
  @Min(1)
  @Max(MAX_IMAGE_EDGE)
  h?: number;

  @ApiPropertyOptional({ enum: IMAGE_FITS, description: 'How the image fills the box; only with `sig`' })
  @IsOptional()
  @IsIn(IMAGE_FITS, { message: `fit must be one of ${IMAGE_FITS.join(', ')}` })
  fit?: ImageFit;

  @ApiPropertyOptional({ enum: IMAGE_FORMATS, default: 'png' })
  @IsOptional()
  @IsIn(IMAGE_FORMATS, { message: 'format must be png or webp' })
  format?: ImageFormat;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, description: 'Quality; only with `sig`' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'q must be a whole number' })
  @Min(1)
  @Max(100)
  q?: number;

  /** 2 doubles the pixels (srcset 2x). */
  @ApiPropertyOptional({ enum: [1, 2], description: '2 doubles the pixels (srcset 2x)' })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2], { message: 'dpr must be 1 or 2' })
  dpr?: number;

  @ApiPropertyOptional(CACHE_FLAG_PROPERTY)
  @IsOptional()
  @IsIn(['false', 'clear', 'true'], { message: 'cache must be false, clear or true' })
  cache?: string;

  @ApiPropertyOptional({
    description:
      'The image version (`ImageRef.version`): with the current one the answer is cached as immutable for a year; ' +
      'without it, or with a stale one, briefly. Not part of the signature.',
    example: 'mifb3k2a',
    maxLength: 16,
  })
  @IsOptional()
  @Matches(IMAGE_VERSION, { message: 'v must be an image version (1 to 16 lower-case letters or digits)' })
  v?: string;

  @ApiPropertyOptional({ description: "The URL's signature (HMAC) that allows w, h, fit and q" })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{32}$/, { message: 'sig must be an image URL signature' })
  sig?: string;
}
