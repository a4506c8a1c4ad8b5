import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';

/**
 * Editor sign-ins: the `uapp_editor_area_password` cookie holds a random token issued at sign-in; the
 * table holds only its SHA-256 and its expiry (90 days, SPEC §9). Sign-out deletes the row; a changed
 * EDITOR_PASSWORD deletes them all (editor_password below notices the change at start-up).
 */
export const editorSession = pgTable(
  'editor_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Who signed in (SPEC §6: the password is shared, the name is what the editor gave), for revision history. */
    editorName: text('editor_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('editor_session_expires_idx').on(t.expiresAt)],
);

/**
 * The editor password the sessions were issued under, as an argon2id hash (one row, id `current`): when the
 * configured EDITOR_PASSWORD no longer verifies against it, every editor session is revoked.
 */
export const editorPassword = pgTable('editor_password', {
  id: text('id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  ...timestamps,
});

export type EditorSessionRow = typeof editorSession.$inferSelect;
