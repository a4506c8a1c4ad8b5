import { defineErrors } from '../../src/core/errors/index.js';

export const ContentWebhookErrors = defineErrors({
  /** No CONTENT_WEBHOOK_SECRET on this instance: it takes no webhook. */
  WebhookNotConfigured: { status: 404, message: 'This instance takes no content webhook (CONTENT_WEBHOOK_SECRET)' },
  InvalidWebhookSecret: { status: 401, message: 'The content webhook secret is missing or wrong' },
  EmptyWebhook: { status: 400, message: 'Name the invalidated tags, or all: true' },
});
