import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../src/core/http/access.decorators.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import { FeedsErrors } from './feeds.errors.js';
import { FEEDS_FOLDER } from './feeds.contract.js';
import { FeedsService } from './feeds.service.js';

/** Feed readers may poll once an hour, as crawlers fetch the sitemaps (modules/seo). */
const CACHE_CONTROL = 'public, max-age=3600';
const LOCALE = /^[a-z]{2}(-[a-z]{2})?$/;
const FILE = /^[a-z-]{1,40}\.xml$/;

/** `/feeds/{locale}/{stories|media-releases|news}.xml`, outside the `/api` prefix like the sitemaps (src/app/app.ts). */
// Feeds for feed readers, not part of the REST API (README § REST API).
@ApiExcludeController()
@Public()
@Controller()
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Get(`${FEEDS_FOLDER}/:locale/:file`)
  @Header('content-type', 'application/rss+xml; charset=utf-8')
  @Header('cache-control', CACHE_CONTROL)
  feed(
    @Param('locale', new ParamPattern(LOCALE, (value) => FeedsErrors.FeedNotFound(value))) locale: string,
    @Param('file', new ParamPattern(FILE, (value) => FeedsErrors.FeedNotFound(value))) file: string,
  ): Promise<string> {
    return this.feeds.feed(locale, file);
  }
}
