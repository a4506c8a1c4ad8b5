import { defineConfig } from '../../src/core/config/define-config.js';

/**
 * Every mail (forms, invitations, quote requests) is stored in the outbox; it is delivered when SMTP_URL is set
 * (one mail module for every feature).
 */
export interface MailConfig {
  /** undefined: mails are stored but not sent (the demo mail viewer shows them). */
  smtpUrl: string | undefined;
  from: string;
  /**
   * `leaseMs` (FORMS_MAIL_LEASE_MS, default 2 minutes): how long a claimed mail is its sender's; a mail whose
   * sender died (kill -9) before marking it sent goes out again once the lease ends, with the same Message-ID.
   */
  outbox: { pollMs: number; retryBaseMs: number; maxAttempts: number; leaseMs: number };
  /** Recipient of the parts quote requests (PARTS_QUOTE_MAIL_TO): the sales team. */
  partsQuoteTo: string;
}

export const mailConfig = defineConfig('mail', (env): MailConfig => ({
  smtpUrl: env.url('SMTP_URL', ['smtp:', 'smtps:']),
  from: env.env.MAIL_FROM || 'Kudex Group website <no-reply@kudex.example>',
  outbox: {
    pollMs: env.duration('FORMS_OUTBOX_POLL_MS', 5_000, 'ms', 10),
    retryBaseMs: env.duration('FORMS_MAIL_RETRY_BASE_MS', 30_000, 'ms', 1),
    maxAttempts: env.int('FORMS_MAIL_MAX_ATTEMPTS', 8, 1, 100),
    // Longer than the worst SMTP exchange (connect 10 s + greeting 10 s + socket 30 s), or two senders overlap.
    leaseMs: env.duration('FORMS_MAIL_LEASE_MS', 2 * 60_000, 'ms', 1_000),
  },
  partsQuoteTo: env.mailAddress('PARTS_QUOTE_MAIL_TO', 'sales@kudex.example'),
}));
