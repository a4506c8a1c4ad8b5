import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import type { UserProfile } from '../identity-provider/identity.contract.js';

/**
 * Server-side portal sessions: the tokens never leave the server; the browser holds only the random
 * session id in the `uapp_session` cookie, and the table holds its SHA-256, so a leaked table row is no cookie.
 * In PostgreSQL so a session survives a restart and is valid on every instance sharing the database.
 */
export const portalSession = pgTable(
  'portal_session',
  {
    idHash: text('id_hash').primaryKey(),
    subject: text('subject').notNull(),
    /** The user profile (SPEC §3) read from the verified ID token's claims at sign-in. */
    profile: jsonb('profile').$type<UserProfile>().notNull(),
    idToken: text('id_token').notNull(),
    /**
     * SHA-256 of the ID token that may be presented as a bearer (`ciam_id_token`) while this session lives:
     * null once a password change detached it. Indexed: the portal guard looks a bearer up by it.
     */
    idTokenHash: text('id_token_hash'),
    /** When the user last proved who they are (the ID token's `auth_time`): the 10-minute rule of sensitive changes. */
    authenticatedAt: timestamp('authenticated_at', { withTimezone: true }),
    accessToken: text('access_token').notNull(),
    refreshToken: text('refresh_token'),
    /** When the tokens expire; renewal (or the end of the session) starts 180 s before (SPEC §9). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('portal_session_expires_idx').on(t.expiresAt),
    index('portal_session_id_token_idx').on(t.idTokenHash),
    index('portal_session_subject_idx').on(t.subject),
  ],
);

export type PortalSessionRow = typeof portalSession.$inferSelect;
export type NewPortalSessionRow = typeof portalSession.$inferInsert;
