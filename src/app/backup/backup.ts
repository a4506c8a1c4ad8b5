import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { StorageConfig } from '../../core/config/core.config.js';
import { BackupError } from './backup-error.js';
import { writeChecksums } from './checksums.js';
import { entriesOf } from './files.js';
import { hashFile } from './checksums.js';
import { type BackupManifest, DATABASE_FILES, type DatabaseMode, FORMAT_VERSION, writeManifest } from './manifest.js';
import { dumpPgliteDatabase } from './pglite-store.js';
import { dumpPostgresDatabase } from './postgres-store.js';
import { backUpUploads } from './uploads.js';

/**
 * Writes a backup directory: the database dump, the upload files its rows name, SHA256SUMS and manifest.json.
 * It is written under `<dir>.partial` and renamed when complete, so a directory named as asked is a whole backup.
 */
export async function createBackup(storage: StorageConfig, dir: string, appVersion: string): Promise<BackupManifest> {
  if ((await entriesOf(dir)).length > 0) throw new BackupError(`${dir} exists and is not empty: name a new directory`);
  const work = `${dir}.partial`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    const mode: DatabaseMode = storage.databaseUrl ? 'postgres' : 'pglite';
    const file = DATABASE_FILES[mode];
    const createdAt = new Date().toISOString();
    const facts = storage.databaseUrl
      ? await dumpPostgresDatabase(storage.databaseUrl, join(work, file))
      : await dumpPgliteDatabase(storage.dataDir, join(work, file));
    // The uploads after the dump (uploads.ts says why that order keeps them consistent with it).
    const uploads = await backUpUploads(storage.uploadsDir, facts.uploads, work);
    await writeChecksums(work, [{ path: file, sha256: await hashFile(join(work, file)) }, ...uploads.checksums]);
    const manifest: BackupManifest = {
      format: 'uapp-backup',
      formatVersion: FORMAT_VERSION,
      createdAt,
      appVersion,
      database: { mode, file, serverVersion: facts.serverVersion },
      schema: facts.schema,
      counts: {
        tables: facts.tables,
        uploads: { files: uploads.checksums.length, bytes: uploads.bytes, missing: uploads.missing.length },
      },
    };
    await writeManifest(work, manifest);
    await rm(dir, { recursive: true, force: true });
    await rename(work, dir);
    return manifest;
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}
