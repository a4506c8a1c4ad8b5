import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { PRODUCT_SEARCH_NOT_FOUND } from '../products/index.js';
import { SearchRequestDto, SearchResponseDto, SuggestRequestDto, SuggestResponseDto } from './search.dto.js';
import { SearchService } from './search.service.js';

/** SPEC §7.3 own server routes for the on-page search; errors are thrown to the caller as JSON. */
/** Search and suggest requests per client a minute, each; above it 429. */
export const SEARCH_LIMIT_PER_MINUTE = 60;

const NOT_FOUND = [404, 'SearchLocaleNotFound, SearchSiteNotFound or SearchLanguageNotServed'] as const;
const BAD_INPUT = [400, 'Invalid body, or SearchQueryInvalid'] as const;
const LIMITED = [429, `More than ${SEARCH_LIMIT_PER_MINUTE} requests a minute from this client`] as const;

@ApiTags('Search')
@Public()
@Controller('search-proxy')
@UseGuards(ThrottlerGuard)
@Throttle({ default: { limit: SEARCH_LIMIT_PER_MINUTE, ttl: 60_000 } })
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Post('search')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Search a site in one language',
    description: 'SPEC §7.3, docs/search.md: 10 records a page, best first. Public.',
  })
  @ApiBody({
    type: SearchRequestDto,
    examples: { crimp: { summary: 'Page 2 for "crimp"', value: { localeCode: 'en', query: 'crimp', page: 2 } } },
  })
  @ApiOkResponse({ type: SearchResponseDto, description: 'One page of results, best first' })
  @ApiErrors(BAD_INPUT, NOT_FOUND, LIMITED)
  async results(@Body() body: SearchRequestDto): Promise<SearchResponseDto> {
    const target = await this.search.target(body.localeCode, body.siteSlug);
    return this.search.search(target, body.query, body.page ?? 1);
  }

  @Post('suggest')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Suggestions while typing',
    description: 'SPEC §7.3: up to 8 titles whose words start with the typed words (typos tolerated). Public.',
  })
  @ApiBody({
    type: SuggestRequestDto,
    examples: {
      main: { summary: 'Main site, English', value: { localeCode: 'en', query: 'crimp' } },
      site: {
        summary: 'Another site, in German',
        value: { localeCode: 'de', siteSlug: 'revolution-im-schaltschrankbau', query: 'schaltschrank' },
      },
    },
  })
  @ApiOkResponse({
    type: SuggestResponseDto,
    description: 'Up to 8 suggestions, and the product or classification the query names exactly (SPEC §3)',
    example: {
      records: [
        {
          title: 'CrimpCenter 36',
          url: '/en/products/crimping/crimp-centers/crimpcenter-36',
          type: 'product',
          language: 'en',
        },
        { title: 'Crimping technology', url: '/en/about/crimping-technology', type: 'page', language: 'en' },
        { title: 'Crimp centers', url: '/en/products/crimping/crimp-centers', type: 'classification', language: 'en' },
      ],
      productResult: PRODUCT_SEARCH_NOT_FOUND,
    } satisfies SuggestResponseDto,
  })
  @ApiErrors(BAD_INPUT, NOT_FOUND, LIMITED)
  async suggest(@Body() body: SuggestRequestDto): Promise<SuggestResponseDto> {
    const target = await this.search.target(body.localeCode, body.siteSlug);
    return this.search.suggest(target, body.query);
  }
}
