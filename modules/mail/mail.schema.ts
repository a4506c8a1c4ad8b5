import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { MAIL_KINDS } from './mail.contract.js';

/**
 * Every mail the product sends (form mails, invitations, quote requests), rendered and stored here in the
 * transaction of what caused it; a worker delivers them with retries when SMTP is configured, so a mail server
 * outage loses nothing, and without SMTP they stay here to be read (the demo mail viewer).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull().default('form'),
    /** The form submission a form mail reports (no foreign key: the mail module sits below the features). */
    submissionId: uuid('submission_id'),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
