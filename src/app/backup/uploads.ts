import { copyFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { StoredUpload } from '../../../modules/tickets/index.js';
import { type Checksum, isSafeRelativePath } from './checksums.js';
import { copyWithHash } from './files.js';
import { UPLOADS_FOLDER } from './manifest.js';

export interface CopiedUploads {
  checksums: Checksum[];
  bytes: number;
  /** Rows without their file: uploads still being written when the snapshot was taken (they are never claimed). */
  missing: StoredUpload[];
}

/**
 * Copies the files the dumped rows name, after the dump: an upload's file is complete under its name before its
 * row is completed and claimed, and a file is deleted only after its row, so every file a dumped row names is
 * still there. Files added after the snapshot have no row in the dump and are left out.
 */
export async function backUpUploads(
  uploadsDir: string,
  uploads: StoredUpload[],
  backupDir: string,
): Promise<CopiedUploads> {
  const result: CopiedUploads = { checksums: [], bytes: 0, missing: [] };
  for (const upload of uploads) {
    const path = `${UPLOADS_FOLDER}/${upload.storagePath}`;
    if (!isSafeRelativePath(path)) throw new Error(`unexpected upload path in the database: ${upload.storagePath}`);
    try {
      const { sha256, bytes } = await copyWithHash(join(uploadsDir, upload.storagePath), join(backupDir, path));
      result.checksums.push({ path, sha256 });
      result.bytes += bytes;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      result.missing.push(upload);
    }
  }
  return result;
}

/** Copies a backup's (checked) upload files into UPLOADS_DIR at the paths their rows name. */
export async function restoreUploads(backupDir: string, checksums: Checksum[], uploadsDir: string): Promise<number> {
  let files = 0;
  for (const { path } of checksums) {
    if (!path.startsWith(`${UPLOADS_FOLDER}/`)) continue;
    const target = join(uploadsDir, path.slice(UPLOADS_FOLDER.length + 1));
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(backupDir, path), target);
    files++;
  }
  return files;
}
