// Cache webhooks' public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { CacheWebhooksModule } from './cache-webhooks.module.js';
export { cacheWebhooksConfig } from './cache-webhooks.config.js';
export * from './cache-webhooks.contract.js';
