import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_SIZE_NAMES,
  type ImageFit,
  type ImageFormat,
  type ImageSizeName,
} from './image-sizes.contract.js';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

/** GET /file/{slug} query (SPEC §2.2). */
export class FileQuery {
  /** Locale whose language version is wanted (`de`, `de-ch`); English otherwise. */
  @IsOptional()
  @Matches(/^[a-zA-Z]{2}(-[a-zA-Z]{2})?$/, { message: 'l must be a locale such as de or de-ch' })
  l?: string;

  /** `true` forces a download (Content-Disposition: attachment). */
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'dl must be true or false' })
  dl?: string;

  @IsOptional()
  @IsIn(['false', 'clear', 'true'], { message: 'cache must be false, clear or true' })
  cache?: string;

  @IsOptional()
  @IsString()
  @MaxLength(10)
  nextRelease?: string;
}

export const MAX_IMAGE_EDGE = 2400;

/**
 * GET /api/images/{id} query (SPEC §7.8, §9): a named size with dpr 1 or 2 and a format; width/height, fit and
 * quality only with `sig`, the URL's HMAC (issue 13 item 2, modules/files/image-signature.ts).
 */
export class ImageQuery {
  @IsOptional()
  @IsIn(IMAGE_SIZE_NAMES, { message: `size must be one of ${IMAGE_SIZE_NAMES.join(', ')}` })
  size?: ImageSizeName;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'w must be a whole number' })
  @Min(1)
  @Max(MAX_IMAGE_EDGE)
  w?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'h must be a whole number' })
  @Min(1)
  @Max(MAX_IMAGE_EDGE)
  h?: number;

  @IsOptional()
  @IsIn(IMAGE_FITS, { message: `fit must be one of ${IMAGE_FITS.join(', ')}` })
  fit?: ImageFit;

  @IsOptional()
  @IsIn(IMAGE_FORMATS, { message: 'format must be png or webp' })
  format?: ImageFormat;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'q must be a whole number' })
  @Min(1)
  @Max(100)
  q?: number;

  /** 2 doubles the pixels (srcset 2x). */
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2], { message: 'dpr must be 1 or 2' })
  dpr?: number;

  @IsOptional()
  @IsIn(['false', 'clear', 'true'], { message: 'cache must be false, clear or true' })
  cache?: string;

  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{32}$/, { message: 'sig must be an image URL signature' })
  sig?: string;
}
