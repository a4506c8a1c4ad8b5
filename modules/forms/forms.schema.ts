import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { FORM_KINDS } from './forms.contract.js';

/** How the bot check of a submission went: off (not configured), passed, or unverified (Google unreachable). */
export const BOT_CHECKS = ['off', 'passed', 'unverified'] as const;
export type BotCheck = (typeof BOT_CHECKS)[number];

/** Every accepted form submission, committed before the visitor sees the success message. */
export const formSubmission = pgTable(
  'form_submission',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FORM_KINDS }).notNull(),
    /** The form's known fields, trimmed (no bot token, no unknown keys). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    site: text('site').notNull(),
    locale: text('locale').notNull(),
    /** Keyed hash of the client IP: enough for the rate limit, not the address itself. */
    ipHash: text('ip_hash').notNull(),
    botCheck: text('bot_check', { enum: BOT_CHECKS }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('form_submission_ip_created_idx').on(t.ipHash, t.createdAt),
    index('form_submission_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/** Mails waiting to go out; a worker sends them with retries so a mail server outage loses nothing. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmission.id, { onDelete: 'cascade' }),
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
  ],
);

export type FormSubmissionRow = typeof formSubmission.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
