import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from './pglite-prepared.js';

/** Two clients on the same kind of database: one answers through prepared statements, the other as PGlite does. */
let prepared: PGlite;
let plain: PGlite;

const SCHEMA = `
  create table item (
    id serial primary key,
    name text not null unique,
    tags text[] not null default '{}',
    data jsonb,
    blob bytea,
    price numeric(10, 2),
    created timestamptz not null default '2026-11-28T10:00:00Z',
    due date
  );
  insert into item (name, tags, data, blob, price, due) values
    ('press', '{a,b}', '{"k": 1}', '\\x0102', 12.5, '2026-12-01'),
    ('crimp', '{}', null, null, null, null);
`;

async function preparedCount(client: PGlite): Promise<number> {
  const result = await client.query<{ count: number }>('select count(*)::int as count from pg_prepared_statements');
  return result.rows[0]!.count;
}

beforeAll(async () => {
  [prepared, plain] = await Promise.all([PGlite.create('memory://'), PGlite.create('memory://')]);
  usePreparedStatements(prepared, 4);
  await Promise.all([prepared.exec(SCHEMA), plain.exec(SCHEMA)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([prepared?.close(), plain?.close()]);
});

describe('PGlite queries as prepared statements', () => {
  it('answers exactly what PGlite’s own query answers: rows, fields, parsed values, affected rows', async () => {
    const queries: [string, unknown[], object?][] = [
      ['select * from item order by id', []],
      ['select * from item where name = $1', ['press']],
      ['select id, name from item where tags @> $1 order by id', [['a']], { rowMode: 'array' }],
      [
        'select $1::jsonb as value, $2::bytea as bytes, $3::timestamptz as at',
        [{ a: [1] }, new Uint8Array([7]), new Date(0)],
      ],
      ['select name from item where due = $1 or price = $2', ['2026-12-01', null]],
      ['update item set price = price where id > $1', [0]],
      ['select 1 as one', []],
    ];
    for (const [text, params, options] of queries) {
      // Twice: the first prepares the statement, the second binds the prepared one.
      for (let round = 0; round < 2; round++) {
        const [mine, theirs] = await Promise.all([
          prepared.query(text, params, options),
          plain.query(text, params, options),
        ]);
        expect(mine, text).toEqual(theirs);
      }
    }
  });

  it('reports an error as PGlite does, with its code and the query, and goes on answering', async () => {
    const failing = prepared.query('insert into item (name) values ($1)', ['press']);
    await expect(failing).rejects.toMatchObject({ code: '23505', query: 'insert into item (name) values ($1)' });
    await expect(prepared.query('select nope from item')).rejects.toMatchObject({ code: '42703' });
    const after = await prepared.query<{ count: number }>('select count(*)::int as count from item');
    expect(after.rows).toEqual([{ count: 2 }]);
  });

  it('keeps at most its limit of statements, closing the least recently used', async () => {
    for (let index = 0; index < 12; index++) {
      await prepared.query(`select $1::int + ${index} as value`, [1]);
    }
    // The count's own statement is one of the four.
    expect(await preparedCount(prepared)).toBeLessThanOrEqual(4);
    expect((await prepared.query('select $1::int + 11 as value', [1])).rows).toEqual([{ value: 12 }]);
  });

  it('prepares a statement again when a schema change altered what it returns', async () => {
    const text = 'select * from gadget';
    await prepared.exec('create table gadget (id int)');
    await prepared.query(text);
    await prepared.exec('alter table gadget add column name text; insert into gadget values (1, $$x$$)');
    expect((await prepared.query(text)).rows).toEqual([{ id: 1, name: 'x' }]);
  });

  it('leaves the queries of a transaction to PGlite, rolled back as before', async () => {
    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('insert into item (name) values ($1)', ['in-transaction']);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const rows = await prepared.query('select 1 from item where name = $1', ['in-transaction']);
    expect(rows.rows).toEqual([]);
  });
});
