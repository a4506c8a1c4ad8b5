import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { Throttle, ThrottlerGuard } from '@nestjs/throttler';
import { ApiBody, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { BodyLimit } from '../../src/core/http/route-body-limit.js';
import { PAGE_VIEWS_PER_MINUTE, PAGE_VIEW_BODY_LIMIT_BYTES } from './analytics.contract.js';
import { CollectPageViewDto } from './analytics.dto.js';
import { AnalyticsService } from './analytics.service.js';

/**
 * The page views of visitors who allowed statistics. Bounded: JSON only (no cross-site form can
 * post it), at most PAGE_VIEW_BODY_LIMIT_BYTES read (413), PAGE_VIEWS_PER_MINUTE per client (429), validated.
 */
@ApiTags('Feedback')
@Public()
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('collect')
  @HttpCode(204)
  @BodyLimit(PAGE_VIEW_BODY_LIMIT_BYTES)
  @UseGuards(JsonOnlyGuard, ThrottlerGuard)
  @Throttle({ default: { limit: PAGE_VIEWS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Count a page view (first-party statistics)',
    description:
      'Only with statistics consent in the uapp_consent cookie; testing visitors and technical pages are accepted but not counted.',
  })
  @ApiBody({ type: CollectPageViewDto, examples: { view: { summary: 'A page view', value: { path: '/en/about' } } } })
  @ApiNoContentResponse({ description: 'Counted (or deliberately not)' })
  @ApiErrors(
    [400, 'Invalid fields'],
    [403, 'NoStatisticsConsent: the visitor has not allowed statistics'],
    [413, 'The body is larger than 4 KiB'],
    [415, 'UnsupportedContentType: send JSON'],
    [429, 'RateLimited: too many page views from this address'],
  )
  collect(@Body() body: CollectPageViewDto, @Req() request: FastifyRequest): Promise<void> {
    return this.analytics.collect(body, { host: request.headers.host, cookies: request.cookies });
  }
}
