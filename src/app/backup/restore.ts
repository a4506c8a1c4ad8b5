import { join } from 'node:path';
import type { StorageConfig } from '../../core/config/core.config.js';
import { knownMigrations } from '../../core/database/schema-level.js';
import { BackupError } from './backup-error.js';
import { verifyChecksums } from './checksums.js';
import { type DatabaseFacts, countDifferences } from './database-facts.js';
import { type BackupManifest, readManifest } from './manifest.js';
import { pgliteTarget } from './pglite-store.js';
import { postgresTarget } from './postgres-store.js';
import { restoreUploads } from './uploads.js';

export interface RestoreResult {
  manifest: BackupManifest;
  target: string;
  uploads: number;
}

/** The checks that need nothing but the backup: all of them pass before anything is written. */
async function checkBackup(dir: string, mode: 'pglite' | 'postgres') {
  const manifest = await readManifest(dir);
  if (manifest.database.mode !== mode) {
    throw new BackupError(
      manifest.database.mode === 'pglite'
        ? `${dir} holds an embedded (PGlite) database: restore it with DATABASE_URL unset, into an empty DATA_DIR`
        : `${dir} holds a PostgreSQL database: restore it with DATABASE_URL set to an empty PostgreSQL database`,
    );
  }
  const known = knownMigrations();
  if (manifest.schema.migrations > known.length) {
    throw new BackupError(
      `${dir} was made by a newer version of uapp (schema at migration ${manifest.schema.migrations}, ` +
        `${manifest.schema.latest ?? 'unknown to this version'}; this version knows ${known.length}): ` +
        'restore it with the version that made it',
    );
  }
  const checksums = await verifyChecksums(dir);
  if (!checksums.some((entry) => entry.path === manifest.database.file)) {
    throw new BackupError(`the backup ${dir} is damaged: ${manifest.database.file} is not in its SHA256SUMS`);
  }
  return { manifest, checksums };
}

/**
 * Restores a backup into the configured storage (DATA_DIR or DATABASE_URL, and UPLOADS_DIR), which must be empty
 * unless `force`. The uploads go first, then the database (all or nothing); a failure takes back what was written.
 * Migrations are not run here: the next `npm start` brings an older backup's schema up to date.
 */
export async function restoreBackup(storage: StorageConfig, dir: string, force: boolean): Promise<RestoreResult> {
  const mode = storage.databaseUrl ? 'postgres' : 'pglite';
  const { manifest, checksums } = await checkBackup(dir, mode);
  const target = storage.databaseUrl
    ? postgresTarget({ ...storage, databaseUrl: storage.databaseUrl })
    : pgliteTarget(storage);
  await target.prepare(force);
  let uploads: number;
  let facts: DatabaseFacts;
  try {
    uploads = await restoreUploads(dir, checksums, storage.uploadsDir);
    facts = await target.load(join(dir, manifest.database.file));
  } catch (error) {
    await target.abandon().catch(() => undefined);
    throw error;
  } finally {
    target.release();
  }
  // The verification: the restored database is read again and its counts compared with the manifest's.
  const differences = countDifferences(manifest.counts.tables, facts.tables);
  if (differences.length > 0) {
    throw new BackupError(
      `restored, but the database does not hold what the backup recorded: ${differences.join('; ')}`,
    );
  }
  return { manifest, target: target.describe, uploads };
}
