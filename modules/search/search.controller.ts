import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import type { SearchResponse, SuggestResponse } from './search.contract.js';
import { SearchRequestDto, SuggestRequestDto } from './search.dto.js';
import { SearchService } from './search.service.js';

/** SPEC §7.3 own server routes for the on-page search; errors are thrown to the caller as JSON. */
/** Search and suggest requests per client a minute, each (issue 13 item 3); above it 429. */
export const SEARCH_LIMIT_PER_MINUTE = 60;

@Controller('search-proxy')
@UseGuards(ThrottlerGuard)
@Throttle({ default: { limit: SEARCH_LIMIT_PER_MINUTE, ttl: 60_000 } })
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Post('search')
  @HttpCode(200)
  async results(@Body() body: SearchRequestDto): Promise<SearchResponse> {
    const target = await this.search.target(body.localeCode, body.siteSlug);
    return this.search.search(target, body.query, body.page ?? 1);
  }

  @Post('suggest')
  @HttpCode(200)
  async suggest(@Body() body: SuggestRequestDto): Promise<SuggestResponse> {
    const target = await this.search.target(body.localeCode, body.siteSlug);
    return this.search.suggest(target, body.query);
  }
}
