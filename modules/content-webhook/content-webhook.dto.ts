import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Tags as docs/cache-invalidation.md names them (`doc:story:abc`, `list:page:main`, `nav:main`, …). */
const CACHE_TAG = /^(doc|addr|list|nav):[A-Za-z0-9:_-]+$/;
export const MAX_WEBHOOK_TAGS = 500;

/** What the source instance's content change invalidated (issue 33 publish webhook). */
export class ContentWebhookDto {
  /**
   * The cache tags the change invalidated on the source.
   * @example ["doc:story:smart-factory", "list:story"]
   */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_WEBHOOK_TAGS)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  @Matches(CACHE_TAG, { each: true, message: 'each tag must be a cache tag such as doc:story:<id> or nav:<site>' })
  tags?: string[];

  /** The source emptied its caches (a search index rebuild): drop every cached page. */
  @IsOptional()
  @IsBoolean()
  all?: boolean;
}
