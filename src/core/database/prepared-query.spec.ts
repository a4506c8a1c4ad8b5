import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.js';
import { preparedQuery } from './prepared-query.js';

const note = pgTable('note', { id: integer('id').primaryKey(), body: text('body').notNull() });

let client: PGlite;
let db: Database;
let builds = 0;

const noteById = preparedQuery((handle) => {
  builds++;
  return handle
    .select()
    .from(note)
    .where(eq(note.id, sql.placeholder('id')))
    .prepare('note_by_id');
});

beforeAll(async () => {
  client = await PGlite.create('memory://');
  await client.exec(`create table note (id int primary key, body text not null); insert into note values (1, 'one')`);
  db = drizzle(client) as unknown as Database;
}, 60_000);

afterAll(async () => {
  await client?.close();
});

describe('preparedQuery', () => {
  it('builds the query once per database handle and answers for each call’s values', async () => {
    const before = builds;
    expect(await noteById(db).execute({ id: 1 })).toEqual([{ id: 1, body: 'one' }]);
    expect(await noteById(db).execute({ id: 2 })).toEqual([]);
    expect(noteById(db)).toBe(noteById(db));
    expect(builds - before).toBe(1);
  });

  it('runs inside a transaction on the transaction’s own handle: it sees the transaction’s rows, and a rollback keeps nothing', async () => {
    await noteById(db).execute({ id: 1 });
    let seenInside: unknown;
    const rolledBack = db.transaction(async (tx) => {
      await tx.insert(note).values({ id: 2, body: 'two' });
      seenInside = await noteById(tx as unknown as Database).execute({ id: 2 });
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow('Rollback');
    expect(seenInside).toEqual([{ id: 2, body: 'two' }]);
    expect(await noteById(db).execute({ id: 2 })).toEqual([]);
  });
});
