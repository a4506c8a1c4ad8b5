import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsSitePath } from '../../src/core/http/site-path.validation.js';
import { PAGE_VIEW_PATH_MAX_LENGTH, PAGE_VIEW_REFERRER_MAX_LENGTH } from './analytics.contract.js';

/** POST /api/analytics/collect. */
export class CollectPageViewDto {
  @IsSitePath(PAGE_VIEW_PATH_MAX_LENGTH)
  @ApiProperty({
    description: 'The path of the page viewed',
    maxLength: PAGE_VIEW_PATH_MAX_LENGTH,
    example: '/en/about',
  })
  path!: string;

  @ApiPropertyOptional({
    description: 'document.referrer; only an external referrer’s host is stored',
    maxLength: PAGE_VIEW_REFERRER_MAX_LENGTH,
    example: 'https://www.example.com/',
  })
  @IsOptional()
  @IsString({ message: 'referrer must be a string' })
  @MaxLength(PAGE_VIEW_REFERRER_MAX_LENGTH, {
    message: `referrer must be at most ${PAGE_VIEW_REFERRER_MAX_LENGTH} characters`,
  })
  referrer?: string;
}
