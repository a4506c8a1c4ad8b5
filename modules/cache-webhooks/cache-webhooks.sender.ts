import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Invalidation } from '../../src/core/cache/page-cache-invalidation.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import { type HttpClient, HttpClientFactory } from '../../src/core/http-client/index.js';
import { type CacheWebhooksConfig, cacheWebhooksConfig } from './cache-webhooks.config.js';
import { MAX_WEBHOOK_TAGS } from './cache-webhooks.contract.js';

/**
 * Passes every invalidation of this instance's caches on to the instances that render from it (CACHE_WEBHOOK_URLS),
 * and waits for them: the publication answers once they too have forgotten the changed pages. A receiver that does
 * not answer is logged and skipped; the publication stands, and that receiver's pages refresh with its cache's TTL.
 */
@Injectable()
export class CacheWebhooksSender implements OnModuleInit {
  private readonly logger = new Logger('CacheWebhooks');
  private readonly http: HttpClient;

  constructor(
    @Inject(cacheWebhooksConfig.KEY) private readonly config: CacheWebhooksConfig,
    private readonly invalidation: PageCacheInvalidation,
    httpClients: HttpClientFactory,
  ) {
    this.http = httpClients.create('cache-webhooks', { timeoutMs: config.timeoutMs });
  }

  onModuleInit(): void {
    if (this.config.targets.length > 0) this.invalidation.onInvalidation((change) => this.send(change));
  }

  private async send(change: Invalidation): Promise<void> {
    const body =
      'tags' in change && change.tags.length <= MAX_WEBHOOK_TAGS ? { tags: change.tags } : { everything: true };
    await Promise.all(
      this.config.targets.map((target) =>
        this.http
          .post(target, body, { headers: { authorization: `Bearer ${this.config.secret}` } })
          .catch((error: unknown) => {
            this.logger.warn(`cache invalidation not delivered to ${target}: ${(error as Error).message}`);
          }),
      ),
    );
  }
}
