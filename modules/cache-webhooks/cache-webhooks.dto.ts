import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MAX_WEBHOOK_TAGS, MAX_WEBHOOK_TAG_LENGTH } from './cache-webhooks.contract.js';

/** The largest body the receiving route reads: the most tags at their longest, as JSON. */
export const CACHE_INVALIDATION_BODY_LIMIT_BYTES = 128 * 1024;

/** POST /api/cache-invalidations: what another instance's caches forgot (docs/cache-invalidation.md's tags). */
export class CacheInvalidationDto {
  /**
   * The cache tags to forget
   * @example ["doc:page:about-main", "list:page", "addr:page:about-main"]
   */
  @ApiProperty({ required: false, type: [String], maxItems: MAX_WEBHOOK_TAGS })
  @IsOptional()
  @IsArray({ message: 'tags must be a list' })
  @ArrayMaxSize(MAX_WEBHOOK_TAGS, { message: `tags must name at most ${MAX_WEBHOOK_TAGS} tags` })
  @IsString({ each: true, message: 'tags must be strings' })
  @MaxLength(MAX_WEBHOOK_TAG_LENGTH, {
    each: true,
    message: `each tag is at most ${MAX_WEBHOOK_TAG_LENGTH} characters`,
  })
  // Printable ASCII without spaces: what CacheTags makes (kinds, ids, site ids, `*`).
  @Matches(/^[\x21-\x7e]+$/, { each: true, message: 'tags must be printable ASCII without spaces' })
  tags?: string[];

  /** True: forget everything (a change whose dependants are not known) */
  @ApiProperty({ required: false })
  @IsOptional()
  @IsBoolean({ message: 'everything must be true or false' })
  everything?: boolean;
}

export class CacheInvalidationResultDto {
  @ApiProperty({ description: 'How many tags were forgotten (0 with `everything`)' })
  tags!: number;

  @ApiProperty()
  everything!: boolean;
}
