import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { country, language } from '../locales/locales.schema.js';

/** A customer company (tenant); every portal account belongs to one. */
export const company = pgTable('company', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Natural key of the demo seed and of imports, e.g. `apex`. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  /** The maker's own group: its users are internal employees (SPEC §6). */
  isInternal: boolean('is_internal').notNull().default(false),
  ...timestamps,
});

/** A portal user of the embedded identity provider. `id` is the `sub` of its tokens. */
export const account = pgTable(
  'account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-case; unique. */
    email: text('email').notNull().unique(),
    /** argon2id PHC string; never leaves the identity module. */
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    /** SPEC §6 role names, e.g. kmx_int_serviceticketing_active. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    disabled: boolean('disabled').notNull().default(false),
    /** Account settings: a country code of the site's countries (`country.code`), or none yet. */
    country: text('country').references(() => country.code),
    /** Account settings: a language code of the site's languages (`language.code`), or none yet. */
    language: text('language').references(() => language.code),
    ...timestamps,
  },
  (t) => [index('account_company_id_idx').on(t.companyId)],
);

/** The provider's signing keys (JWKs with their private parts, encrypted); the newest signs, all verify. */
export const oidcSigningKey = pgTable('oidc_signing_key', {
  kid: text('kid').primaryKey(),
  alg: text('alg').notNull(),
  /** AES-256-GCM of the private JWK's JSON under a key derived from SESSION_SECRET: iv.tag.ciphertext (base64url). */
  privateJwk: text('private_jwk').notNull(),
  /** Order of creation; the highest signs. */
  seq: integer('seq').notNull().unique(),
  ...timestamps,
});

/** oidc-provider's state (sessions, grants, codes, interactions, tokens…): one row per model instance. */
export const oidcPayload = pgTable(
  'oidc_payload',
  {
    id: text('id').notNull(),
    /** The provider's model name: Session, Grant, AuthorizationCode, Interaction, AccessToken, … */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payload_grant_id_idx').on(t.grantId),
    index('oidc_payload_uid_idx').on(t.uid),
    index('oidc_payload_user_code_idx').on(t.userCode),
    index('oidc_payload_expires_at_idx').on(t.expiresAt),
  ],
);

export type CompanyRow = typeof company.$inferSelect;
export type AccountRow = typeof account.$inferSelect;
export type OidcSigningKeyRow = typeof oidcSigningKey.$inferSelect;
export type OidcPayloadRow = typeof oidcPayload.$inferSelect;
