import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PROJECT_ROOT } from '../project-root.js';
import { dropPerQueryParsers } from './pglite-parsers.js';
import { usePreparedStatements } from './pglite-prepared.js';

/** PGlite and node-postgres behind the same Drizzle API (queries are built from each feature's tables). */
export type Database = PgDatabase<PgQueryResultHKT>;

export const DATABASE = Symbol('DATABASE');
export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'src/core/database/migrations');
const HEALTH_QUERY_TIMEOUT_MS = 2_000;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Throws when the database does not answer `select 1` within two seconds. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  pgliteDir?: string;
  /** A PGlite data-dir dump to start from (tests load a seeded template in half a second). */
  pgliteSnapshot?: Blob | File;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir ?? 'memory://', options.pgliteSnapshot);
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 3_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // Nor a checked-out one between two queries (a transaction's client when PostgreSQL shuts down): pg-pool listens
  // only to idle clients, and an 'error' without a listener is thrown. The pool drops such a client on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, casing: 'snake_case' }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      if (closed) throw new Error('database closed');
      await withTimeout(pool.query('select 1'), HEALTH_QUERY_TIMEOUT_MS, 'database ping');
    },
    migrate: async () => {
      // Serialise concurrent starts of several replicas on one database.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(726354)');
        await migratePg(drizzlePg({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock(726354)').catch(() => undefined);
        client.release();
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * PostgreSQL's default 128 MB of shared buffers live in PGlite's WASM memory, which never shrinks:
 * an embedded instance held about 130 MB more than the demo database (60 MB on disk) needs. 32 MB hold its hot
 * pages; the rest is read through the operating system's file cache, as a server PostgreSQL would.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

async function openPglite(dir: string, snapshot?: Blob | File): Promise<DatabaseHandle> {
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    loadDataDir: snapshot,
    startParams: PGLITE_START_PARAMS,
  });
  usePreparedStatements(client);
  dropPerQueryParsers(client);
  const db = drizzlePglite({ client, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      if (client.closed) throw new Error('database closed');
      await withTimeout(db.execute(sql`select 1`), HEALTH_QUERY_TIMEOUT_MS, 'database ping');
    },
    migrate: () =>
      migratePglite(drizzlePglite({ client, casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Dumps a PGlite database (tests use it to snapshot a migrated and seeded template). */
export async function dumpPglite(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  return client.dumpDataDir('none');
}
