import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../../core/database/data-dir-lock.js';
import { dumpPglite, openDatabase } from '../../core/database/database.js';
import type { StorageConfig } from '../../core/config/app-config.js';
import { BackupError } from './backup-error.js';
import { type DatabaseFacts, readDatabaseFacts } from './database-facts.js';
import { emptyDir, entriesOf, isWithin } from './files.js';
import type { RestoreTarget } from './restore-target.js';

const LOCK_FILE = 'uapp.lock';

/**
 * The embedded database is one process's files: PGlite takes no lock and a second process on them corrupts them,
 * and a copy taken while the server writes is torn. So the backup takes the server's own lock on DATA_DIR: it
 * refuses while a server runs there, and no server can start until it is done.
 */
function lockForBackup(dataDir: string, what: 'backup' | 'restore'): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `the embedded database can only be used for a ${what} while no server runs: ${error.message}`,
      );
    }
    throw error;
  }
}

/** Dumps PGlite's data directory (PGlite's own `dumpDataDir`, a gzipped tarball) with the server stopped. */
export async function dumpPgliteDatabase(dataDir: string, file: string): Promise<DatabaseFacts> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`there is no embedded database in DATA_DIR ${dataDir} (set DATABASE_URL for PostgreSQL)`);
  }
  const lock = lockForBackup(dataDir, 'backup');
  try {
    const handle = await openDatabase({ pgliteDir: dataDir });
    try {
      const facts = await readDatabaseFacts(handle.db);
      // Everything written to the table files first, so the tarball needs no WAL replay to open.
      await handle.db.execute(sql`checkpoint`);
      const dump = await dumpPglite(handle, 'gzip');
      await writeFile(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
      return facts;
    } finally {
      await handle.close();
    }
  } finally {
    lock.release();
  }
}

/** Restores into DATA_DIR: empty (or emptied with --force), locked as a server would lock it. */
export function pgliteTarget(storage: StorageConfig): RestoreTarget {
  const { dataDir, uploadsDir } = storage;
  const created = !existsSync(dataDir);
  let lock: DataDirLock | undefined;
  const uploadsApart = !isWithin(uploadsDir, dataDir);
  return {
    describe: `DATA_DIR ${dataDir}`,
    async prepare(force) {
      if (!force) {
        const entries = await entriesOf(dataDir);
        if (entries.length > 0) {
          throw new BackupError(
            `DATA_DIR ${dataDir} is not empty (${entries.length} entries): restore needs an empty data directory. ` +
              'Move it aside, or pass --force to replace what is in it.',
          );
        }
        if (uploadsApart && (await entriesOf(uploadsDir)).length > 0) {
          throw new BackupError(
            `UPLOADS_DIR ${uploadsDir} is not empty: restore needs an empty uploads directory. ` +
              'Move it aside, or pass --force to replace what is in it.',
          );
        }
      }
      lock = lockForBackup(dataDir, 'restore');
      if (force) {
        await emptyDir(dataDir, [LOCK_FILE]);
        if (uploadsApart) await emptyDir(uploadsDir);
      }
    },
    async load(file) {
      const snapshot = new Blob([await readFile(file)]);
      const handle = await openDatabase({ pgliteDir: dataDir, pgliteSnapshot: snapshot });
      try {
        return await readDatabaseFacts(handle.db);
      } finally {
        await handle.close();
      }
    },
    async abandon() {
      await emptyDir(dataDir, [LOCK_FILE]);
      if (uploadsApart) await emptyDir(uploadsDir);
      lock?.release();
      lock = undefined;
      if (created) await rm(dataDir, { recursive: true, force: true });
    },
    release() {
      lock?.release();
    },
  };
}
