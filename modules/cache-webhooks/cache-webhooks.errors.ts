import { defineErrors } from '../../src/core/errors/index.js';

export const CacheWebhooksErrors = defineErrors({
  /** This instance has no CACHE_WEBHOOK_SECRET: it takes no invalidations from elsewhere. */
  WebhookNotEnabled: { status: 404, message: 'This instance does not receive cache invalidations' },
  NothingToInvalidate: { status: 400, message: 'Send tags (a non-empty list) or everything: true' },
  WebhookSecretRequired: { status: 401, message: 'The webhook secret is missing or wrong' },
});
