import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, MIGRATIONS_FOLDER } from './database.js';

/** How far a database's schema is migrated: how many of the migrations ran, and the tag of the last one. */
export interface SchemaLevel {
  migrations: number;
  /** The last applied migration's tag (`0021_portal_session_bearer`), or null for none or one this code lacks. */
  latest: string | null;
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this version of the code knows, oldest first (drizzle-kit's journal). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Reads the level from drizzle's own record (`drizzle.__drizzle_migrations`, one row per applied migration). */
export async function appliedSchemaLevel(db: Database): Promise<SchemaLevel> {
  const table = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table[0]?.name) return { migrations: 0, latest: null };
  const [row] = rowsOf<{ count: number; last: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  const last = row?.last ? Number(row.last) : undefined;
  return {
    migrations: Number(row?.count ?? 0),
    latest: knownMigrations().find((entry) => entry.when === last)?.tag ?? null,
  };
}

/** `db.execute` answers `{ rows }` on node-postgres and PGlite alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}
