import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';

import type { ApiKeyScope } from './api-key-scopes.contract.js';

export { API_KEY_SCOPES, type ApiKeyScope } from './api-key-scopes.contract.js';

/**
 * API keys for machines writing content (SPEC §6 editor area): the key itself is shown once at creation; the table
 * holds its SHA-256 (a 32-byte random key cannot be guessed, so no slow hash is needed) and a short prefix that
 * lets an editor recognise it in the list. Revoking keeps the row (its name stays in revision history).
 */
export const apiKey = pgTable(
  'api_key',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** The key's first characters (`uapp_ak_` and 6 random ones), for the list: never enough to use it. */
    keyPrefix: text('key_prefix').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    /** The editor name of the session that created it (null when the editor gave none). */
    createdBy: text('created_by'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('api_key_created_idx').on(t.createdAt)],
);

export type ApiKeyRow = typeof apiKey.$inferSelect;
