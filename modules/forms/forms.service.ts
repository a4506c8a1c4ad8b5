import type { FormContextDto } from './forms.dto.js';
import type { FormSubmittedResponseDto } from './forms.dto.js';
import type { FormSettingsResponseDto } from './forms.dto.js';
import { createHmac, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type FormsConfig, formsConfig } from './forms.config.js';
import { BotProtectionService } from './bot-protection.service.js';
import { composeFormMail } from './form-mail.js';
import {
  ADDRESS_FIELDS,
  FORM_FIELDS,
  type FormKind,
  type FormValues,
  RETURN_ADDRESS,
  WHITEPAPERS,
  cleanValues,
  isPlainObject,
} from './forms.contract.js';
import { FormsErrors } from './forms.errors.js';
import { FormsRepository } from './forms.repository.js';
import { MailService } from '../mail/index.js';
import { WhitepaperDownloads } from './whitepaper-downloads.js';

export interface SubmissionClient {
  ip: string;
}

/** The rules of a submission: rate limit, bot check, store it with its mail before answering. */
@Injectable()
export class FormsService {
  constructor(
    private readonly repository: FormsRepository,
    private readonly botProtection: BotProtectionService,
    private readonly mail: MailService,
    private readonly downloads: WhitepaperDownloads,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(formsConfig.KEY) private readonly forms: FormsConfig,
  ) {}

  settings(): FormSettingsResponseDto {
    return { recaptchaSiteKey: this.botProtection.siteKey };
  }

  /** `values` passed the DTO validation (the contract's rules). */
  async submit(
    kind: FormKind,
    values: FormValues & FormContextDto,
    client: SubmissionClient,
  ): Promise<FormSubmittedResponseDto> {
    const { rateLimit, rateWindowMs, mailTo } = this.forms;
    const ipHash = this.hashIp(client.ip);
    // Counting stored submissions in the database makes the limit hold across replicas and restarts.
    if ((await this.repository.countSince(ipHash, new Date(Date.now() - rateWindowMs))) >= rateLimit) {
      throw FormsErrors.RateLimited();
    }
    const botCheck = await this.botProtection.verify(values.recaptchaToken, client.ip);

    const payload: Record<string, unknown> = cleanValues(FORM_FIELDS[kind], values);
    const returnAddress = values[RETURN_ADDRESS];
    if (kind === 'service-request' && isPlainObject(returnAddress)) {
      payload[RETURN_ADDRESS] = cleanValues(ADDRESS_FIELDS, returnAddress);
    }
    const site = values.site ?? 'main';
    const locale = values.locale ?? 'en';
    const id = randomUUID();
    // The submission and its mail in one transaction: both or neither. Committed, the visitor may see the success
    // message; the mail goes out in the background (when SMTP is configured; stored either way).
    const row = await this.repository.transaction(async (tx) => {
      const stored = await this.repository.insertSubmission({ id, kind, payload, site, locale, ipHash, botCheck }, tx);
      await this.mail.queue(composeFormMail(kind, payload, { submissionId: id, site, locale, to: mailTo }), tx);
      return stored;
    });

    const whitepaper = WHITEPAPERS.find((w) => w.id === payload.whitepaperId);
    return {
      id: row.id,
      ...(kind === 'whitepaper' && whitepaper ? { download: this.downloads.linkFor(row.id, whitepaper.id) } : {}),
    };
  }

  /** A keyed hash: the rate limit needs to recognise an address, not to know it. */
  private hashIp(ip: string): string {
    return createHmac('sha256', this.config.sessionSecret).update(`form-ip:${ip}`).digest('base64url').slice(0, 32);
  }
}
