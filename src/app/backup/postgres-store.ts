import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { StorageConfig } from '../../core/config/core.config.js';
import type { Database } from '../../core/database/database.js';
import { BackupError } from './backup-error.js';
import { type DatabaseFacts, readDatabaseFacts } from './database-facts.js';
import { emptyDir, entriesOf } from './files.js';
import { connectionFor, runTool } from './postgres-tools.js';
import type { RestoreTarget } from './restore-target.js';

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new BackupError(
      `cannot connect to the database of DATABASE_URL (${connectionFor(databaseUrl).label}): ${(error as Error).message}`,
    );
  }
  return client;
}

const asDatabase = (client: pg.Client) => drizzle({ client, casing: 'snake_case' }) as unknown as Database;

/**
 * A live backup: one read-only REPEATABLE READ transaction exports its snapshot, the manifest's facts (schema level,
 * counts, the upload files the rows name) are read in it, and pg_dump dumps exactly that snapshot (`--snapshot`),
 * so the dump, the counts and the list of files agree while the servers go on writing.
 */
export async function dumpPostgresDatabase(databaseUrl: string, file: string): Promise<DatabaseFacts> {
  const client = await connect(databaseUrl);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const facts = await readDatabaseFacts(asDatabase(client));
    const { url, env } = connectionFor(databaseUrl);
    await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, `--file=${file}`, url], env);
    await client.query('commit');
    return facts;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Tables, views, sequences or schemas of our own: a database holding any of them is not empty. */
async function objectsIn(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: number }>(`
    select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
             where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%')
         + (select count(*) from pg_namespace
             where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%') as count`);
  return Number(rows[0]?.count ?? 0);
}

/**
 * Restores into the PostgreSQL database of DATABASE_URL, which must exist (createdb) and be empty. pg_restore turns
 * the dump into SQL first (an unreadable dump fails before the database is touched), then psql runs it in one
 * transaction with ON_ERROR_STOP: the database gets all of it or nothing. With --force the same transaction first
 * drops the schemas `public` and `drizzle`, so a failed restore leaves the old data in place.
 */
export function postgresTarget(storage: StorageConfig & { databaseUrl: string }): RestoreTarget {
  const { databaseUrl, uploadsDir } = storage;
  const { url, env, label } = connectionFor(databaseUrl);
  let replace = false;
  return {
    describe: `the PostgreSQL database ${label}`,
    async prepare(force) {
      const client = await connect(databaseUrl);
      try {
        const objects = await objectsIn(client);
        if (objects > 0 && !force) {
          throw new BackupError(
            `the PostgreSQL database ${label} is not empty (${objects} tables, indexes and other objects): restore needs ` +
              'an empty database (createdb), or pass --force to replace what is in it.',
          );
        }
        replace = objects > 0;
      } finally {
        await client.end().catch(() => undefined);
      }
      if (!force && (await entriesOf(uploadsDir)).length > 0) {
        throw new BackupError(
          `UPLOADS_DIR ${uploadsDir} is not empty: restore needs an empty uploads directory. ` +
            'Move it aside, or pass --force to replace what is in it.',
        );
      }
      if (force) await emptyDir(uploadsDir);
    },
    async load(file) {
      const work = await mkdtemp(join(tmpdir(), 'uapp-restore-'));
      try {
        const script = join(work, 'restore.sql');
        await runTool('pg_restore', ['--no-owner', '--no-privileges', '--no-comments', `--file=${script}`, file], env);
        const drop =
          'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;';
        await runTool(
          'psql',
          [
            '--no-psqlrc',
            '--quiet',
            '--set=ON_ERROR_STOP=1',
            '--single-transaction',
            ...(replace ? [`--command=${drop}`] : []),
            `--file=${script}`,
            url,
          ],
          env,
        );
      } finally {
        await rm(work, { recursive: true, force: true });
      }
      const client = await connect(databaseUrl);
      try {
        return await readDatabaseFacts(asDatabase(client));
      } finally {
        await client.end().catch(() => undefined);
      }
    },
    async abandon() {
      await emptyDir(uploadsDir);
    },
    release() {},
  };
}
