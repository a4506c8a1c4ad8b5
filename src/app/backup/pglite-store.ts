import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { StorageConfig } from '../../core/config/core.config.js';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../../core/database/data-dir-lock.js';
import { openDatabase } from '../../core/database/database.js';
import { BackupError } from './backup-error.js';
import { runCommand } from './command.js';
import { type DatabaseFacts, readDatabaseFacts } from './database-facts.js';
import { emptyDir, entriesOf, isWithin } from './files.js';
import type { RestoreTarget } from './restore-target.js';

const LOCK_FILE = 'uapp.lock';
/**
 * PostgreSQL's own entries of a data directory. DATA_DIR is PGlite's data directory and also holds the server's
 * lock, its image cache and (by default) the uploads: the dump takes PostgreSQL's entries only. (PGlite's
 * `dumpDataDir()` would tar DATA_DIR whole, image cache and uploads included.)
 */
const POSTGRES_ENTRY = /^(?:PG_VERSION|base|global|pg_[a-z_]+(?:\.conf)?|postgresql(?:\.auto)?\.conf)$/;
const TAR_HINT = 'the embedded database is archived with tar (GNU tar, part of every Debian and Ubuntu system)';

/**
 * PGlite takes no lock of its own and a second process on its files corrupts them, so a backup or a restore
 * takes the server's lock on DATA_DIR: it refuses while a server runs there, and no server starts until it is done.
 */
function lockStopped(dataDir: string, what: 'backup' | 'restore'): DataDirLock {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(
        `the embedded database can be used for a ${what} only while no server runs: ${error.message}`,
      );
    }
    throw error;
  }
}

/**
 * PostgreSQL's file-system level backup: with the server stopped (the lock), PGlite opens the database once (crash
 * recovery after a kill, the facts, a checkpoint) and closes it cleanly; then tar copies its files, which nothing
 * can change until the lock is released.
 */
export async function dumpPgliteDatabase(dataDir: string, file: string): Promise<DatabaseFacts> {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) {
    throw new BackupError(`there is no embedded database in DATA_DIR ${dataDir} (set DATABASE_URL for PostgreSQL)`);
  }
  const lock = lockStopped(dataDir, 'backup');
  try {
    const handle = await openDatabase({ pgliteDir: dataDir });
    let facts: DatabaseFacts;
    try {
      facts = await readDatabaseFacts(handle.db);
      await handle.db.execute(sql`checkpoint`);
    } finally {
      await handle.close();
    }
    const entries = (await entriesOf(dataDir)).filter((entry) => POSTGRES_ENTRY.test(entry)).sort();
    await runCommand('tar', ['--create', '--gzip', `--file=${file}`, `--directory=${dataDir}`, ...entries], {
      missingHint: TAR_HINT,
    });
    return facts;
  } finally {
    lock.release();
  }
}

/** Restores into DATA_DIR: empty (or emptied with --force), locked as a server would lock it. */
export function pgliteTarget(storage: StorageConfig): RestoreTarget {
  const { dataDir, uploadsDir } = storage;
  const created = !existsSync(dataDir);
  const uploadsApart = !isWithin(uploadsDir, dataDir);
  let lock: DataDirLock | undefined;
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
      lock = lockStopped(dataDir, 'restore');
      if (force) {
        await emptyDir(dataDir, [LOCK_FILE]);
        if (uploadsApart) await emptyDir(uploadsDir);
      }
    },
    async load(file) {
      await runCommand('tar', ['--extract', '--gzip', '--no-same-owner', `--file=${file}`, `--directory=${dataDir}`], {
        missingHint: TAR_HINT,
      });
      // Opening it is the proof that this PGlite reads the files; the facts are compared with the manifest's.
      const handle = await openDatabase({ pgliteDir: dataDir });
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
