import { Controller, Get, Header, Query } from '@nestjs/common';
import type { NewsFeedPageResponse } from './news-feed.contract.js';
import { NEWS_FEED_PAGE_SIZE, NewsFeedQuery } from './news-feed.dto.js';
import { NewsFeedService } from './news-feed.service.js';

/** SPEC §7.4 news feed with cursor paging, for the news feed panel and integrators. */
@Controller('news-feed')
export class NewsFeedController {
  constructor(private readonly newsFeed: NewsFeedService) {}

  @Get()
  // The same for every visitor: browsers and proxies may keep it briefly.
  @Header('Cache-Control', 'public, max-age=60')
  page(@Query() query: NewsFeedQuery): Promise<NewsFeedPageResponse> {
    return this.newsFeed.page(query.lang, query.first ?? NEWS_FEED_PAGE_SIZE, query.after);
  }
}
