import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../src/core/database/database.js';
import { seedDemoContent } from '../../src/app/seed.js';
import { PROJECT_ROOT } from '../../src/core/project-root.js';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL;

export type DatabaseKind = 'pglite' | 'postgres';

/** The kinds to run data-layer tests on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const DATABASE_KINDS: DatabaseKind[] = TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL database's URL (a second instance can open it); undefined on PGlite. */
  url?: string;
  /** Closes the handle (if still open) and drops the PostgreSQL database. */
  dispose(): Promise<void>;
}

/** A fresh, migrated and seeded database of its own for one test file. */
export async function createTestDatabase(kind: DatabaseKind = 'pglite'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = readFileSync(join(PROJECT_ROOT, '.tmp/pglite-template.tar'));
    const handle = await openDatabase({ pgliteDir: 'memory://', pgliteSnapshot: new Blob([template]) });
    return { handle, dispose: () => handle.close() };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `uapp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  await seedDemoContent(handle.db);
  return {
    handle,
    url: url.toString(),
    dispose: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
