import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import { Public } from '../../src/core/http/access.decorators.js';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { BodyLimit } from '../../src/core/http/route-body-limit.js';
import {
  CACHE_INVALIDATION_BODY_LIMIT_BYTES,
  CacheInvalidationDto,
  CacheInvalidationResultDto,
} from './cache-webhooks.dto.js';
import { CacheWebhooksErrors } from './cache-webhooks.errors.js';
import { WebhookSecretGuard } from './webhook-secret.guard.js';

/**
 * The receiving end of headless publishing (issue 33): the instance that holds the content posts what a publication
 * changed, and this instance forgets exactly those pages. Authenticated by the shared secret alone (no cookie, so no
 * CSRF surface); what arrives is applied here and not passed on again.
 */
@ApiTags('Operations')
@Controller('cache-invalidations')
export class CacheWebhooksController {
  constructor(private readonly invalidation: PageCacheInvalidation) {}

  @Post()
  @HttpCode(200)
  // Authenticated by the shared secret (WebhookSecretGuard), not by a user or editor: no security scheme of the
  // API document applies, so generated clients send the header themselves.
  @Public()
  @UseGuards(WebhookSecretGuard, JsonOnlyGuard)
  @BodyLimit(CACHE_INVALIDATION_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'Forget the cached pages another instance’s publication changed',
    description:
      'For instances that render from another one (CONTENT_SOURCE=graphql): `Authorization: Bearer ' +
      '<CACHE_WEBHOOK_SECRET>`. The source instance sends it after every publication (CACHE_WEBHOOK_URLS). ' +
      'Send `tags` (docs/cache-invalidation.md) or `everything: true`.',
  })
  @ApiBody({
    type: CacheInvalidationDto,
    examples: { page: { summary: 'A page was published', value: { tags: ['doc:page:6f1c', 'list:page'] } } },
  })
  @ApiOkResponse({ type: CacheInvalidationResultDto, description: 'Forgotten on this instance' })
  @ApiErrors(
    [400, 'Invalid fields, or neither tags nor everything'],
    [401, 'WebhookSecretRequired: the bearer secret is missing or wrong'],
    [404, 'WebhookNotEnabled: this instance has no CACHE_WEBHOOK_SECRET'],
    413,
    415,
  )
  async receive(@Body() body: CacheInvalidationDto): Promise<CacheInvalidationResultDto> {
    if (body.everything === true) {
      await this.invalidation.everythingChanged({ passOn: false });
      return { tags: 0, everything: true };
    }
    if (!body.tags || body.tags.length === 0) {
      throw CacheWebhooksErrors.NothingToInvalidate();
    }
    await this.invalidation.invalidate(body.tags, { passOn: false });
    return { tags: body.tags.length, everything: false };
  }
}
