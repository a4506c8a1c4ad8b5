import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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

export type FormSubmissionRow = typeof formSubmission.$inferSelect;
