import { Inject, Injectable } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type MailConfig, mailConfig } from './mail.config.js';
import type { Database } from '../../src/core/database/database.js';
import type { MailKind, StoredMailData } from './mail.contract.js';
import { productLinks } from './mail-links.js';
import { MailOutboxWorker } from './mail-outbox.worker.js';
import { MailRepository } from './mail.repository.js';
import type { MailOutboxRow } from './mail.schema.js';

/** A mail to send: plain text, rendered by the feature that sends it. */
export interface OutgoingMail {
  kind: MailKind;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  /** The form submission a form mail reports. */
  submissionId?: string;
}

/**
 * The one way every feature sends mail: `queue` stores the rendered mail in the outbox — in the caller's
 * transaction when it passes one, so the mail exists exactly when what caused it does — and wakes the worker,
 * which delivers it when SMTP is configured. Without SMTP the mails stay stored and readable (`latest`).
 */
@Injectable()
export class MailService {
  constructor(
    private readonly repository: MailRepository,
    private readonly worker: MailOutboxWorker,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(mailConfig.KEY) private readonly mail: MailConfig,
  ) {}

  async queue(mail: OutgoingMail, db?: Database): Promise<string> {
    const id = await this.repository.insert(
      {
        kind: mail.kind,
        recipient: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        body: mail.text,
        submissionId: mail.submissionId ?? null,
      },
      db,
    );
    // Inside a transaction the worker may not see the row yet; its poll timer picks it up after the commit.
    this.worker.wake();
    return id;
  }

  /** The newest stored mails with the links the product wrote into them (the demo mail viewer). */
  async latest(limit: number): Promise<StoredMailData[]> {
    return (await this.repository.latest(limit)).map((row) => this.toStoredMail(row));
  }

  private toStoredMail(row: MailOutboxRow): StoredMailData {
    const smtp = this.mail.smtpUrl !== undefined;
    const status = row.sentAt
      ? 'sent'
      : !smtp
        ? 'stored'
        : row.attempts >= this.mail.outbox.maxAttempts
          ? 'failed'
          : 'queued';
    return {
      id: row.id,
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      links: productLinks(row.kind, row.body, this.config.publicBaseUrl),
      createdAt: row.createdAt.toISOString(),
      status,
    };
  }
}
