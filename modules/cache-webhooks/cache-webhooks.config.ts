import { defineConfig } from '../../src/core/config/define-config.js';

/** A shared secret shorter than this is refused at start: it is the only thing guarding the receiving route. */
export const MIN_WEBHOOK_SECRET_LENGTH = 32;

/**
 * Headless publishing (issue 33, docs/cache-invalidation.md § Instances that render from this one): the instance that holds the content tells the instances that
 * render from it what a publication changed, so each drops exactly those pages from its own cache.
 */
export interface CacheWebhooksConfig {
  /** CACHE_WEBHOOK_URLS: where this instance sends its invalidations (other instances' `/api/cache-invalidations`). */
  targets: string[];
  /** CACHE_WEBHOOK_SECRET: sent as a bearer token, and the one this instance's own receiving route accepts. */
  secret: string | undefined;
  /** CACHE_WEBHOOK_TIMEOUT_MS: how long a publication waits for each receiver. */
  timeoutMs: number;
}

export const cacheWebhooksConfig = defineConfig('cacheWebhooks', (env): CacheWebhooksConfig => {
  const targets = env.list('CACHE_WEBHOOK_URLS');
  for (const target of targets) {
    let url: URL | undefined;
    try {
      url = new URL(target);
    } catch {
      url = undefined;
    }
    if (!url || !['http:', 'https:'].includes(url.protocol)) {
      env.fail(`CACHE_WEBHOOK_URLS must be http(s) URLs separated by commas (not ${target.slice(0, 80)})`);
    }
  }
  const secret = env.string('CACHE_WEBHOOK_SECRET');
  if (secret !== undefined && secret.length < MIN_WEBHOOK_SECRET_LENGTH) {
    env.fail(`CACHE_WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET_LENGTH} characters`);
  }
  if (targets.length > 0 && secret === undefined) env.fail('CACHE_WEBHOOK_URLS needs CACHE_WEBHOOK_SECRET');
  return { targets, secret, timeoutMs: env.duration('CACHE_WEBHOOK_TIMEOUT_MS', 2_000, 'ms', 100, 60_000) };
});
