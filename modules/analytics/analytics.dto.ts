import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsSitePath } from '../../src/core/http/site-path.validation.js';
import { PAGE_VIEW_PATH_MAX_LENGTH, PAGE_VIEW_REFERRER_MAX_LENGTH } from './analytics.contract.js';

/** POST /api/analytics/collect. */
export class CollectPageViewDto {
  /**
   * The path of the page viewed
   * @example "/en/about"
   */
  @IsSitePath(PAGE_VIEW_PATH_MAX_LENGTH)
  @ApiProperty({ maxLength: PAGE_VIEW_PATH_MAX_LENGTH })
  path!: string;

  /** @example "https://www.example.com/" */
  @ApiPropertyOptional({
    description: 'document.referrer; only an external referrer’s host is stored',
    maxLength: PAGE_VIEW_REFERRER_MAX_LENGTH,
  })
  @IsOptional()
  @IsString({ message: 'referrer must be a string' })
  @MaxLength(PAGE_VIEW_REFERRER_MAX_LENGTH, {
    message: `referrer must be at most ${PAGE_VIEW_REFERRER_MAX_LENGTH} characters`,
  })
  referrer?: string;
}
