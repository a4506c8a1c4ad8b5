import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SITE_PATH_PATTERN } from '../../src/shared/links.js';
import {
  PAGE_VIEW_PATH_MAX_LENGTH,
  PAGE_VIEW_REFERRER_MAX_LENGTH,
  type PageViewRequest,
} from './analytics.contract.js';

/** POST /api/analytics/collect. */
export class CollectPageViewDto implements PageViewRequest {
  @IsDefined({ message: 'path is required' })
  @IsString({ message: 'path must be a string' })
  @MaxLength(PAGE_VIEW_PATH_MAX_LENGTH, { message: `path must be at most ${PAGE_VIEW_PATH_MAX_LENGTH} characters` })
  @Matches(SITE_PATH_PATTERN, { message: 'path must be the path of a page of this site, such as /en/about' })
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
