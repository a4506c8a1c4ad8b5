import { timingSafeEqual } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { type ContentWebhookConfig, contentWebhookConfig } from './content-webhook.config.js';
import { ContentWebhookDto } from './content-webhook.dto.js';
import { ContentWebhookErrors } from './content-webhook.errors.js';

const BEARER = /^Bearer +(\S+) *$/i;

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The rendering side of the publish webhook (issue 33): drops exactly the pages the source's change invalidated. */
@ApiTags('Content')
@Controller('content/webhook')
export class ContentWebhookController {
  constructor(
    @Inject(contentWebhookConfig.KEY) private readonly config: ContentWebhookConfig,
    private readonly invalidation: PageCacheInvalidation,
  ) {}

  @Post()
  // Authenticated by the shared secret below, not by a user or editor session.
  @Public()
  @HttpCode(204)
  @ApiOperation({
    summary: 'A content change on the source instance (headless mode)',
    description:
      'Sent by the source instance after a publish, edit or deletion (CONTENT_WEBHOOK_URLS) with ' +
      '`Authorization: Bearer <CONTENT_WEBHOOK_SECRET>`: the cached pages and data carrying these cache tags are ' +
      'dropped (docs/cache-invalidation.md); `all: true` empties both caches.',
  })
  @ApiNoContentResponse({ description: 'Dropped' })
  @ApiErrors(
    [400, 'EmptyWebhook, or a tag that is not a cache tag'],
    [401, 'InvalidWebhookSecret'],
    [404, 'WebhookNotConfigured: no CONTENT_WEBHOOK_SECRET here'],
  )
  async receive(@Headers('authorization') authorization: string | undefined, @Body() body: ContentWebhookDto) {
    const secret = this.config.secret;
    if (!secret) throw ContentWebhookErrors.WebhookNotConfigured();
    const given = BEARER.exec(authorization ?? '')?.[1];
    if (!given || !sameSecret(given, secret)) throw ContentWebhookErrors.InvalidWebhookSecret();
    // Not passed on: this instance's own webhook URLs hear only of its own changes (no echo between instances).
    if (body.all) return this.invalidation.everythingChanged({ notify: false });
    if (!body.tags?.length) throw ContentWebhookErrors.EmptyWebhook();
    await this.invalidation.invalidate(body.tags, { notify: false });
  }
}
