import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, Matches, MaxLength } from 'class-validator';
import {
  FEATURE_KEY_MAX_LENGTH,
  FEATURE_KEY_PATTERN,
  FEATURE_STAGES,
  type FeatureStage,
} from './feature-flags.contract.js';

/** A feature flag as editors see it (docs/feature-flags.md). */
export class FeatureFlagResponseDto {
  /**
   * The flag's key, as the code asks for it
   * @example "footer-subscribe"
   */
  key!: string;

  /** `live`: on for everyone; `next`: only with the release toggle (cookie `uapp_is-next-release=true`) */
  @ApiProperty({ enum: FEATURE_STAGES, example: 'next' })
  stage!: FeatureStage;

  /**
   * What the flag turns on
   * @example "Subscribe block with the RSS feeds in the site footer"
   */
  description!: string;

  /**
   * When the stage last changed (ISO 8601)
   * @example "2026-11-27T04:00:00.000Z"
   */
  updatedAt!: string;
}

/** `PATCH /api/feature-flags/{key}`. */
export class FeatureFlagKeyParamsDto {
  /**
   * The flag's key (lower-case words joined by hyphens)
   * @example "footer-subscribe"
   */
  @ApiProperty({ pattern: FEATURE_KEY_PATTERN.source, maxLength: FEATURE_KEY_MAX_LENGTH })
  @MaxLength(FEATURE_KEY_MAX_LENGTH, { message: `key must be at most ${FEATURE_KEY_MAX_LENGTH} characters` })
  @Matches(FEATURE_KEY_PATTERN, { message: 'key must be lower-case words joined by hyphens' })
  key!: string;
}

/** `PATCH /api/feature-flags/{key}`: promote a flag to `live`, or take it back to `next`. */
export class UpdateFeatureFlagDto {
  @ApiProperty({ enum: FEATURE_STAGES, example: 'live', description: 'The new stage' })
  @IsDefined({ message: 'stage is required' })
  @IsIn(FEATURE_STAGES, { message: `stage must be one of: ${FEATURE_STAGES.join(', ')}` })
  stage!: FeatureStage;
}
