import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import { type HttpClient, HttpClientFactory } from '../../src/core/http-client/index.js';
import { type ContentWebhookConfig, contentWebhookConfig } from './content-webhook.config.js';
import type { ContentWebhookDto } from './content-webhook.dto.js';

/**
 * The source side of the publish webhook (issue 33): every invalidation this instance decides (a publish, an edit,
 * a deletion) is POSTed to each CONTENT_WEBHOOK_URLS with its tags. The invalidation waits for the answers, so the
 * editor's publish returns once the rendering instances have dropped the pages; a failing receiver is logged and
 * never fails the publish (its page cache then catches up when its entries expire).
 */
@Injectable()
export class ContentWebhookSender implements OnModuleInit {
  private readonly logger = new Logger(ContentWebhookSender.name);
  private readonly http: HttpClient;

  constructor(
    @Inject(contentWebhookConfig.KEY) private readonly config: ContentWebhookConfig,
    private readonly invalidation: PageCacheInvalidation,
    http: HttpClientFactory,
  ) {
    this.http = http.create('content-webhook', { timeoutMs: config.timeoutMs });
  }

  onModuleInit(): void {
    if (this.config.urls.length === 0) return;
    this.invalidation.onInvalidated((tags) => this.send(tags === 'all' ? { all: true } : { tags: [...tags] }));
  }

  private async send(body: ContentWebhookDto): Promise<void> {
    await Promise.all(
      this.config.urls.map(async (url) => {
        try {
          await this.http.post(url, body, { headers: { authorization: `Bearer ${this.config.secret}` } });
        } catch (error) {
          this.logger.warn({ msg: 'content webhook not delivered', url, error: (error as Error).message });
        }
      }),
    );
  }
}
