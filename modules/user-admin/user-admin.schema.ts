import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { account } from '../identity-provider/identity.schema.js';

/** What an administrator set for one application of a user; without a row the user's roles tell (SPEC §4). */
export const ACCESS_STATES = ['invited', 'requested', 'active', 'inactive', 'declined'] as const;
export type AccessState = (typeof ACCESS_STATES)[number];

export const portalAccess = pgTable(
  'portal_access',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    application: text('application').notNull(),
    state: text('state', { enum: ACCESS_STATES }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.accountId, t.application] })],
);

/** An invitation to the customer portal: the invitee sets a password through its link (stored hashed). */
export const userInvitation = pgTable(
  'user_invitation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link's random token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The inviting administrator's `sub` (no foreign key: an external issuer's users have no account here). */
    invitedBy: uuid('invited_by'),
    ...timestamps,
  },
  (t) => [index('user_invitation_account_idx').on(t.accountId)],
);

/** Who did what to whom, and when (every user-admin action leaves an entry). */
export const userAdminAudit = pgTable(
  'user_admin_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The actor's `sub` (no foreign key: an external issuer's users have no account here). */
    actorId: text('actor_id'),
    /** The actor's e-mail at the time, kept when the account is gone. */
    actorEmail: text('actor_email').notNull(),
    targetId: uuid('target_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    application: text('application'),
    ...timestamps,
  },
  (t) => [index('user_admin_audit_target_idx').on(t.targetId, t.createdAt)],
);

export type PortalAccessRow = typeof portalAccess.$inferSelect;
export type UserInvitationRow = typeof userInvitation.$inferSelect;
export type UserAdminAuditRow = typeof userAdminAudit.$inferSelect;
