import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { UI_LANGUAGES } from '../../i18n/languages.js';

/** SPEC §9: the panel loads 10 at a time; integrators may ask for up to 50. */
export const NEWS_FEED_PAGE_SIZE = 10;
export const NEWS_FEED_MAX_PAGE_SIZE = 50;

/** GET /api/news-feed query (SPEC §7.4: first, after). */
export class NewsFeedQuery {
  @IsIn([...UI_LANGUAGES], { message: `lang must be one of ${UI_LANGUAGES.join(', ')}` })
  lang!: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: `first must be an integer from 1 to ${NEWS_FEED_MAX_PAGE_SIZE}` })
  @Min(1, { message: `first must be an integer from 1 to ${NEWS_FEED_MAX_PAGE_SIZE}` })
  @Max(NEWS_FEED_MAX_PAGE_SIZE, { message: `first must be an integer from 1 to ${NEWS_FEED_MAX_PAGE_SIZE}` })
  first?: number;

  @IsOptional()
  @IsString()
  @MaxLength(300, { message: 'after is not a valid cursor' })
  after?: string;

  @IsOptional()
  @IsIn(['false', 'clear', 'true'], { message: 'cache must be false, clear or true' })
  cache?: string;

  @IsOptional()
  @IsString()
  nextRelease?: string;
}
