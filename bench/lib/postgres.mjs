// A PostgreSQL database of the bench's own on the local server (127.0.0.1:5432, trust auth as in CI), created for a
// run and dropped after it. Undefined when no server answers: the PostgreSQL rows are then skipped, not failed.
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates `bench_<label>_<pid>` and answers its URL and a `drop()`; undefined when the server does not answer. */
export async function createBenchDatabase(label) {
  const name = `bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    await admin.end().catch(() => undefined);
    return { skipped: `PostgreSQL at ${new URL(ADMIN_URL).host} does not answer (${error.message})` };
  }
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3_000 });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
