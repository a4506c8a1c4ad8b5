import { Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { NEWS_FEED_PAGE_SIZE, NewsFeedPageDto, NewsFeedQuery } from './news-feed.dto.js';
import { NEWS_FEED_SOURCE, type NewsFeedSource } from './news-feed.source.js';

/** SPEC §7.4 news feed with cursor paging, for the news feed panel and integrators. */
@ApiTags('Content')
@Public()
@Controller('news-feed')
export class NewsFeedController {
  constructor(@Inject(NEWS_FEED_SOURCE) private readonly newsFeed: NewsFeedSource) {}

  @Get()
  @ApiOperation({
    summary: 'The news feed, newest first, with cursor paging',
    description: 'SPEC §7.4. Public; cached by browsers and proxies for a minute.',
  })
  @ApiOkResponse({ type: NewsFeedPageDto, description: 'One page of items and where the next begins' })
  @ApiErrors([400, 'Invalid lang, first or after'])
  // The same for every visitor: browsers and proxies may keep it briefly.
  @Header('Cache-Control', 'public, max-age=60')
  page(@Query() query: NewsFeedQuery): Promise<NewsFeedPageDto> {
    return this.newsFeed.page(query.lang, query.first ?? NEWS_FEED_PAGE_SIZE, query.after);
  }
}
