import { Module } from '@nestjs/common';
import { CacheWebhooksController } from './cache-webhooks.controller.js';
import { CacheWebhooksSender } from './cache-webhooks.sender.js';
import { WebhookSecretGuard } from './webhook-secret.guard.js';

/** Headless publishing (issue 33): invalidations sent to the rendering instances, and received from the source. */
@Module({
  controllers: [CacheWebhooksController],
  providers: [CacheWebhooksSender, WebhookSecretGuard],
})
export class CacheWebhooksModule {}
