import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

const CHUNK_ROWS = 500;

/**
 * Bulk upsert by a natural key for seeders: one statement per 500 rows (no per-row round trips), every other
 * column but created_at taken from the new row.
 */
export async function upsertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: T['$inferInsert'][],
  target: PgColumn | PgColumn[],
): Promise<void> {
  if (rows.length === 0) return;
  const keys = new Set((Array.isArray(target) ? target : [target]).map((column) => column.name));
  const set = Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !keys.has(column.name) && column.name !== 'created_at')
      .map(([property, column]) => [property, sql.raw(`excluded."${column.name}"`)]),
  );
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    await db
      .insert(table)
      .values(rows.slice(start, start + CHUNK_ROWS) as never)
      .onConflictDoUpdate({ target, set: set as never });
  }
}
