import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup-error.js';
import { CHECKSUMS_FILE } from './manifest.js';

/**
 * Every file of a backup with its SHA-256, in `sha256sum`'s format (`<hex>  <path>`), so an operator can check a
 * copy with `sha256sum -c SHA256SUMS` and restore refuses a damaged one before it writes anything.
 */
export interface Checksum {
  path: string;
  sha256: string;
}

/** Backup paths are relative, below the backup, in plain characters: nothing in a list can point elsewhere. */
const SAFE_PATH = /^(?!.*(?:^|\/)\.\.?(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function isSafeRelativePath(path: string): boolean {
  return SAFE_PATH.test(path);
}

export async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

export async function writeChecksums(dir: string, checksums: Checksum[]): Promise<void> {
  const lines = checksums.map(({ path, sha256 }) => `${sha256}  ${path}\n`).join('');
  await writeFile(join(dir, CHECKSUMS_FILE), lines, { flag: 'wx' });
}

/** Checks every listed file of the backup; returns the list, or throws a BackupError naming the first bad file. */
export async function verifyChecksums(dir: string): Promise<Checksum[]> {
  let text: string;
  try {
    text = await readFile(join(dir, CHECKSUMS_FILE), 'utf8');
  } catch {
    throw new BackupError(`${dir} is not a readable uapp backup: it has no ${CHECKSUMS_FILE}`);
  }
  const checksums: Checksum[] = [];
  for (const line of text.split('\n').filter(Boolean)) {
    const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
    if (!match || !isSafeRelativePath(match[2]!)) {
      throw new BackupError(`${dir} is not a readable uapp backup: ${CHECKSUMS_FILE} has a line it cannot read`);
    }
    checksums.push({ sha256: match[1]!, path: match[2]! });
  }
  for (const { path, sha256 } of checksums) {
    const actual = await hashFile(join(dir, path)).catch(() => undefined);
    if (actual === undefined) throw new BackupError(`the backup ${dir} is damaged: ${path} is missing`);
    if (actual !== sha256) {
      throw new BackupError(`the backup ${dir} is damaged: ${path} does not match its checksum in ${CHECKSUMS_FILE}`);
    }
  }
  return checksums;
}
