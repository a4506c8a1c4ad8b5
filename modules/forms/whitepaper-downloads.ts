import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type FormsConfig, formsConfig } from './forms.config.js';
import { WHITEPAPERS, type WhitepaperId } from './forms.contract.js';
import { FormsErrors } from './forms.errors.js';
import { FormsRepository } from './forms.repository.js';
import { WHITEPAPER_FILES } from './whitepaper-files.js';

/** `{submissionId}.{expires}.{signature}`: the shape of every download token (the route checks it first). */
export const DOWNLOAD_TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/;

/**
 * Download links for whitepapers: `/api/forms/whitepaper/download/{submission}.{expiry}.{signature}`. The HMAC
 * signature (keyed with SESSION_SECRET) makes the link unguessable without storing tokens; it expires after a
 * day, and the submission must still exist.
 */
@Injectable()
export class WhitepaperDownloads {
  private readonly files = new Map<WhitepaperId, Buffer>();

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(formsConfig.KEY) private readonly forms: FormsConfig,
    private readonly repository: FormsRepository,
  ) {}

  linkFor(submissionId: string, whitepaperId: WhitepaperId, now = Date.now()) {
    const expires = Math.floor((now + this.forms.downloadTtlMs) / 1000);
    const token = `${submissionId}.${expires}.${this.sign(submissionId, expires)}`;
    return {
      url: `/api/forms/whitepaper/download/${token}`,
      fileName: WHITEPAPER_FILES[whitepaperId].fileName,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  async open(token: string, now = Date.now()): Promise<{ fileName: string; body: Buffer }> {
    const match = DOWNLOAD_TOKEN.exec(token);
    if (!match) throw FormsErrors.DownloadNotFound();
    const [, submissionId, expiresText, signature] = match as unknown as [string, string, string, string];
    const expires = Number(expiresText);
    const expected = Buffer.from(this.sign(submissionId, expires));
    if (!timingSafeEqual(expected, Buffer.from(signature)) || expires * 1000 < now)
      throw FormsErrors.DownloadNotFound();
    const submission = await this.repository.findSubmission(submissionId);
    const whitepaperId = WHITEPAPERS.find((w) => w.id === submission?.payload.whitepaperId)?.id;
    if (submission?.kind !== 'whitepaper' || !whitepaperId) throw FormsErrors.DownloadNotFound();
    const file = WHITEPAPER_FILES[whitepaperId];
    let body = this.files.get(whitepaperId);
    if (!body) {
      body = await file.render();
      this.files.set(whitepaperId, body);
    }
    return { fileName: file.fileName, body };
  }

  private sign(submissionId: string, expires: number): string {
    return createHmac('sha256', this.config.sessionSecret)
      .update(`whitepaper-download:${submissionId}:${expires}`)
      .digest('base64url');
  }
}
