import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SchemaLevel } from '../../core/database/schema-level.js';
import { BackupError } from './backup-error.js';

export const BACKUP_FORMAT = 'uapp-backup';
/** Raised when a backup's layout changes; restore refuses versions it does not know. */
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const CHECKSUMS_FILE = 'SHA256SUMS';
export const UPLOADS_FOLDER = 'uploads';

export type DatabaseMode = 'pglite' | 'postgres';
/** The database dump in a backup: PGlite's data directory as a tarball, or pg_dump's custom format. */
export const DATABASE_FILES: Record<DatabaseMode, string> = {
  pglite: 'database.pglite.tar.gz',
  postgres: 'database.pgdump',
};

/** What a backup holds, written last (a directory without it is no backup), read first by restore. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  database: { mode: DatabaseMode; file: string; serverVersion: string };
  schema: SchemaLevel;
  counts: {
    /** Rows of every table of the `public` schema, as the dump holds them. */
    tables: Record<string, number>;
    /** Upload files copied; `missing`: rows whose file was not on disk (an upload still being written). */
    uploads: { files: number; bytes: number; missing: number };
  };
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
}

/** Reads and checks a backup's manifest; anything it cannot use is a BackupError saying what. */
export async function readManifest(dir: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') {
      throw new BackupError(`${dir} is not a uapp backup: it has no ${MANIFEST_FILE}`);
    }
    throw new BackupError(`cannot read ${join(dir, MANIFEST_FILE)}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupError(`${dir} is not a readable uapp backup: ${MANIFEST_FILE} is not valid JSON`);
  }
  return parseManifest(value, dir);
}

function parseManifest(value: unknown, dir: string): BackupManifest {
  const fail = (what: string): never => {
    throw new BackupError(`${dir} is not a readable uapp backup: ${MANIFEST_FILE} ${what}`);
  };
  const m = value as Partial<BackupManifest> | null;
  if (!m || typeof m !== 'object' || m.format !== BACKUP_FORMAT) fail(`does not say "format": "${BACKUP_FORMAT}"`);
  if (m!.formatVersion !== FORMAT_VERSION) {
    fail(`has format version ${String(m!.formatVersion)}; this version of uapp reads version ${FORMAT_VERSION}`);
  }
  const database = m!.database;
  if (!database || (database.mode !== 'pglite' && database.mode !== 'postgres')) fail('names no database mode');
  if (database!.file !== DATABASE_FILES[database!.mode]) fail(`names an unexpected database file`);
  const schema = m!.schema;
  if (!schema || !Number.isInteger(schema.migrations) || schema.migrations < 0) fail('has no schema level');
  const counts = m!.counts;
  const tablesOk =
    counts?.tables &&
    typeof counts.tables === 'object' &&
    Object.values(counts.tables).every((n) => Number.isInteger(n) && n >= 0);
  if (!tablesOk || !counts?.uploads || !Number.isInteger(counts.uploads.files)) fail('has no counts');
  return m as BackupManifest;
}
