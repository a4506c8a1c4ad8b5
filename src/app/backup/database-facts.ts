import { sql } from 'drizzle-orm';
import type { Database } from '../../core/database/database.js';
import { type SchemaLevel, appliedSchemaLevel, rowsOf } from '../../core/database/schema-level.js';
import type { StoredUpload } from '../../../modules/tickets/index.js';

/** What a backup records of its database, read in the same snapshot as the dump (and again after a restore). */
export interface DatabaseFacts {
  serverVersion: string;
  schema: SchemaLevel;
  /** Rows of every table of the `public` schema. */
  tables: Record<string, number>;
  /** The upload files the rows name: the backup copies exactly these. */
  uploads: StoredUpload[];
}

export async function readDatabaseFacts(db: Database): Promise<DatabaseFacts> {
  const [version] = rowsOf<{ server_version: string }>(await db.execute(sql`show server_version`));
  const names = rowsOf<{ name: string }>(
    await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`),
  );
  const tables: Record<string, number> = {};
  for (const { name } of names) {
    const [row] = rowsOf<{ count: number }>(
      await db.execute(sql`select count(*)::int as count from ${sql.identifier(name)}`),
    );
    tables[name] = Number(row?.count ?? 0);
  }
  return {
    serverVersion: version?.server_version ?? 'unknown',
    schema: await appliedSchemaLevel(db),
    tables,
    uploads: names.some((t) => t.name === 'ticket_attachment') ? await storedUploads(db) : [],
  };
}

/** Loaded when needed: the tickets feature brings Nest along, which a refused restore need not wait for. */
async function storedUploads(db: Database): Promise<StoredUpload[]> {
  const { UploadInventoryRepository } = await import('../../../modules/tickets/index.js');
  return new UploadInventoryRepository(db).all();
}

/** The differences between the counts a backup recorded and those of a restored database, as readable lines. */
export function countDifferences(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((name) => expected[name] !== actual[name])
    .map((name) => `${name}: ${expected[name] ?? 'no table'} in the backup, ${actual[name] ?? 'no table'} restored`);
}
