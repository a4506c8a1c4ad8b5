import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { UI_LANGUAGES } from '../../i18n/languages.js';

const CACHE_FLAGS = ['false', 'clear', 'true'];

/** GET /api/site-navigation/public/{siteId} query. */
export class PublicNavigationQuery {
  @IsIn([...UI_LANGUAGES], { message: `lang must be one of ${UI_LANGUAGES.join(', ')}` })
  lang!: string;

  /** Two-letter country code; default: international (`ALL`). */
  @IsOptional()
  @IsString()
  @Matches(/^([A-Z]{2}|ALL)$/, { message: 'country must be a two-letter country code in capitals, or ALL' })
  country?: string;

  @IsOptional()
  @IsIn(CACHE_FLAGS, { message: 'cache must be false, clear or true' })
  cache?: string;

  @IsOptional()
  @IsString()
  nextRelease?: string;
}

/** GET /api/site-navigation/editor/{siteId} query: also the document stage. */
export class EditorNavigationQuery extends PublicNavigationQuery {
  @IsOptional()
  @IsIn(['DRAFT', 'PUBLISHED'], { message: 'stage must be DRAFT or PUBLISHED' })
  stage?: 'DRAFT' | 'PUBLISHED';
}
