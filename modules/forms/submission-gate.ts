import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { BotProtectionService } from './bot-protection.service.js';
import { type FormsConfig, formsConfig } from './forms.config.js';
import { FormsErrors } from './forms.errors.js';
import type { BotCheck } from './forms.schema.js';

/** Counts a feature's stored public submissions from one (hashed) address since a moment. */
export type CountSince = (ipHash: string, since: Date) => Promise<number>;

/**
 * The admission rules of the public forms (SPEC §1, §7.8) for other features' public submissions (the visitors'
 * parts quote request): the same per-address rate limit and window, then the bot check.
 */
@Injectable()
export class SubmissionGate {
  constructor(
    private readonly botProtection: BotProtectionService,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(formsConfig.KEY) private readonly forms: FormsConfig,
  ) {}

  async admit(
    ip: string,
    token: string | undefined,
    countSince: CountSince,
  ): Promise<{ ipHash: string; botCheck: BotCheck }> {
    const ipHash = createHmac('sha256', this.config.sessionSecret)
      .update(`form-ip:${ip}`)
      .digest('base64url')
      .slice(0, 32);
    if ((await countSince(ipHash, new Date(Date.now() - this.forms.rateWindowMs))) >= this.forms.rateLimit) {
      throw FormsErrors.RateLimited();
    }
    return { ipHash, botCheck: await this.botProtection.verify(token, ip) };
  }
}
