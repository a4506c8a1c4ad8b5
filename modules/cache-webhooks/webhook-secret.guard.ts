import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { type CacheWebhooksConfig, cacheWebhooksConfig } from './cache-webhooks.config.js';
import { CacheWebhooksErrors } from './cache-webhooks.errors.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `Authorization: Bearer <CACHE_WEBHOOK_SECRET>`, compared in constant time (of equal-length digests, so the
 * comparison says nothing about the secret's length either). 404 on an instance without a secret.
 */
@Injectable()
export class WebhookSecretGuard implements CanActivate {
  private readonly expected: Buffer | undefined;

  constructor(@Inject(cacheWebhooksConfig.KEY) config: CacheWebhooksConfig) {
    this.expected = config.secret === undefined ? undefined : digest(config.secret);
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.expected) throw CacheWebhooksErrors.WebhookNotEnabled();
    const header = context.switchToHttp().getRequest<FastifyRequest>().headers.authorization ?? '';
    const token = /^Bearer (\S{1,512})$/.exec(header)?.[1];
    if (!token || !timingSafeEqual(digest(token), this.expected)) throw CacheWebhooksErrors.WebhookSecretRequired();
    return true;
  }
}
