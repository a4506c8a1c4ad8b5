import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// patches/@electric-sql+pglite+*.patch has PGlite's protocol reader decode each text field where it lies in the
// backend's answer instead of copying it into an ArrayBuffer of its own first. These read back what was written,
// field by field and across rows, so a wrong offset or length shows as a wrong string.

const SAMPLES = [
  '',
  'a',
  'Schneid- und Abisoliermaschine',
  'Grüße aus Zürich: Größe ÄÖÜ ß',
  'Кабельная обработка',
  '電線加工機 ケーブル',
  'emoji 🎉 and 𝄞 beyond the BMP',
  'x'.repeat(70_000),
  'ends with a multi-byte character é',
];

let client: PGlite;

beforeAll(async () => {
  client = await PGlite.create('memory://');
  await client.exec('create table sample (id int primary key, value text, other text)');
  for (const [index, value] of SAMPLES.entries()) {
    await client.query('insert into sample (id, value, other) values ($1, $2, $3)', [index, value, `#${index}`]);
  }
  await client.query('insert into sample (id, value, other) values ($1, null, $2)', [SAMPLES.length, 'null row']);
}, 60_000);

afterAll(async () => {
  await client?.close();
});

describe('PGlite reads text fields in place', () => {
  it('answers every text value as written, neighbouring fields and nulls included', async () => {
    const result = await client.query<{ id: number; value: string | null; other: string }>(
      'select id, value, other from sample order by id',
    );
    expect(result.rows).toEqual([
      ...SAMPLES.map((value, id) => ({ id, value, other: `#${id}` })),
      { id: SAMPLES.length, value: null, other: 'null row' },
    ]);
  });

  it('reads the same in array row mode and for parameters echoed back', async () => {
    const rows = await client.query<[number, string]>('select id, value from sample where id < $1 order by id', [3], {
      rowMode: 'array',
    });
    expect(rows.rows).toEqual(SAMPLES.slice(0, 3).map((value, id) => [id, value]));
    for (const value of SAMPLES) {
      const echoed = await client.query<{ echoed: string }>('select $1::text as echoed', [value]);
      expect(echoed.rows[0]!.echoed).toBe(value);
    }
  });

  it('decodes the backend’s messages: field names and error texts beyond ASCII', async () => {
    const named = await client.query('select 1 as "größe_電線"');
    expect(named.fields.map((field) => field.name)).toEqual(['größe_電線']);
    await expect(client.query('select * from "tabelle_größe"')).rejects.toThrow(
      'relation "tabelle_größe" does not exist',
    );
  });
});
