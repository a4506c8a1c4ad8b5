import { defineConfig } from '../../src/core/config/define-config.js';

const MIN_SECRET_LENGTH = 16;

/**
 * The publish webhook of headless mode (issue 33, docs/configuration.md): the source instance tells the rendering
 * instances which cache tags a change invalidated; they drop exactly those pages.
 */
export interface ContentWebhookConfig {
  /** Rendering instances' `/api/content/webhook` URLs (CONTENT_WEBHOOK_URLS, comma-separated); empty: none. */
  urls: string[];
  /** Shared by both sides (CONTENT_WEBHOOK_SECRET): sent and checked as `Authorization: Bearer …`. */
  secret: string | undefined;
  timeoutMs: number;
}

export const contentWebhookConfig = defineConfig('contentWebhook', (env): ContentWebhookConfig => {
  const urls = (env.string('CONTENT_WEBHOOK_URLS') ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!/^https?:\/\/[^\s/]+/.test(url)) env.fail(`CONTENT_WEBHOOK_URLS: "${url.slice(0, 80)}" is not an http(s) URL`);
  }
  const secret = env.string('CONTENT_WEBHOOK_SECRET');
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    env.fail(`CONTENT_WEBHOOK_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  if (urls.length > 0 && !secret)
    env.fail('CONTENT_WEBHOOK_URLS needs CONTENT_WEBHOOK_SECRET (shared with the receivers)');
  return { urls, secret, timeoutMs: env.duration('CONTENT_WEBHOOK_TIMEOUT_MS', 2_000, 'ms', 100, 30_000) };
});
