import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { runOutsideRequest } from '../../src/core/cache/cache-scope.js';
import { type MailConfig, mailConfig } from './mail.config.js';
import { MailRepository } from './mail.repository.js';
import type { MailOutboxRow } from './mail.schema.js';

/** One mail per claim: its lease then covers one SMTP exchange, never a queue of them. */
const BATCH_SIZE = 1;
const MAX_BACKOFF_MS = 60 * 60_000;

/**
 * Sends the mails of the outbox table in the background: woken after each stored mail and by a poll timer,
 * one pass at a time, never on a request's path. A failed mail is retried with exponential backoff until
 * FORMS_MAIL_MAX_ATTEMPTS. On app close it stops taking work and waits for the mail in flight.
 */
@Injectable()
export class MailOutboxWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailOutbox');
  private transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private stopped = false;

  constructor(
    private readonly repository: MailRepository,
    @Inject(mailConfig.KEY) private readonly mail: MailConfig,
  ) {}

  onApplicationBootstrap(): void {
    const { smtpUrl } = this.mail;
    if (!smtpUrl) {
      this.logger.warn('mail delivery is off: SMTP_URL is not set (mails are still stored in the outbox)');
      return;
    }
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    this.timer = setInterval(() => this.wake(), this.mail.outbox.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Starts a pass unless one is running (then that pass runs once more). Never throws, never blocks. */
  wake(): void {
    if (this.stopped || !this.transport) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    // A request that stored a mail wakes it, but the pass is not part of that request (nor of its cache scope).
    this.running = runOutsideRequest(() => this.drain())
      .catch((error: unknown) => this.logger.error(`outbox pass failed: ${(error as Error).message}`))
      .finally(() => {
        this.running = undefined;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        }
      });
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  private async drain(): Promise<void> {
    const { maxAttempts } = this.mail.outbox;
    while (!this.stopped) {
      const batch = await this.repository.claimDue(BATCH_SIZE, maxAttempts, this.mail.outbox.leaseMs);
      if (batch.length === 0) return;
      for (const mail of batch) {
        // Mails claimed but not sent before a stop come back when their lease ends.
        if (this.stopped) return;
        await this.deliver(mail);
      }
    }
  }

  private async deliver(mail: MailOutboxRow): Promise<void> {
    const { retryBaseMs, maxAttempts } = this.mail.outbox;
    const attempts = mail.attempts + 1;
    try {
      await this.transport!.sendMail({
        from: this.mail.from,
        to: mail.recipient,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        text: mail.body,
        // The outbox row's id is the Message-ID: a mail sent again after a crash (SMTP accepted it, the process
        // died before marking it sent) is the same message to the receiving side, which drops the duplicate.
        messageId: outboxMessageId(mail.id, this.mail.from),
        headers: { 'X-Uapp-Outbox-Id': mail.id },
      });
      // Marked sent right after the server accepted it: the only window for a second delivery is this one step.
      await this.repository.markSent(mail.id, attempts);
    } catch (error) {
      const message = String((error as Error).message ?? error).slice(0, 1000);
      const retryInMs = Math.min(retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      await this.repository.markFailed(mail.id, attempts, message, retryInMs);
      if (attempts >= maxAttempts) {
        this.logger.error(`mail ${mail.id} given up after ${attempts} attempts: ${message}`);
      } else {
        this.logger.warn(`mail ${mail.id} attempt ${attempts} failed, retry in ${retryInMs} ms: ${message}`);
      }
    }
  }
}

/** `<{outbox id}@{the sender's domain}>`: stable across attempts and restarts (RFC 5322 §3.6.4). */
export function outboxMessageId(id: string, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'uapp.invalid';
  return `<${id}@${domain}>`;
}
