import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { account } from '../identity-provider/identity.schema.js';

/**
 * An account's TOTP authenticator (RFC 6238), at most one. The secret is sealed (AES-256-GCM under
 * a key derived from SESSION_SECRET) and never sent back after enrolment; `confirmedAt` is null while the user has
 * not yet proven the authenticator with a code, and only a confirmed one is asked for at sign-in.
 */
export const accountTotp = pgTable('account_totp', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => account.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step (30 s) a code was accepted for: a code is good once (replay protection). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  ...timestamps,
});

export const ACCOUNT_SECURITY_EVENTS = ['profile-updated', 'password-changed', 'totp-enrolled', 'mfa-reset'] as const;
export type AccountSecurityEventKind = (typeof ACCOUNT_SECURITY_EVENTS)[number];

/** What happened to an account's settings and second factor, and who did it (the record of an MFA reset). */
export const accountSecurityEvent = pgTable(
  'account_security_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACCOUNT_SECURITY_EVENTS }).notNull(),
    /** The account that did it (the user themself from the account page; an administrator later). */
    actorId: uuid('actor_id'),
    ...timestamps,
  },
  (t) => [index('account_security_event_account_idx').on(t.accountId)],
);

export type AccountTotpRow = typeof accountTotp.$inferSelect;
export type AccountSecurityEventRow = typeof accountSecurityEvent.$inferSelect;
