import { hostname } from 'node:os';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * An upload is streamed to `{id}.{pid}.{host}.part` and renamed to `{id}` only once its row is committed, so a
 * file under its final name always has a row. A server killed mid-upload (kill -9, power loss) leaves the `.part`
 * behind; `sweepPartialUploads` removes it: at once when the writer was a process of this host that no longer
 * runs, otherwise (another host sharing the directory, or a reused pid) once it has not changed for `staleMs`.
 */
const PART = /^[0-9a-f-]{36}\.(\d+)\.(.+)\.part$/;
const HOST = hostname().replace(/[^A-Za-z0-9-]/g, '_') || 'host';

export function partialUploadPath(finalPath: string): string {
  return `${finalPath}.${process.pid}.${HOST}.part`;
}

function writerIsGone(pid: number, host: string): boolean {
  if (host !== HOST || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: the pid runs, as another user's process.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Deletes the partial files of uploads whose request died with its server; returns how many. */
export async function sweepPartialUploads(uploadsDir: string, staleMs: number, now = Date.now()): Promise<number> {
  let entries;
  try {
    entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    const match = entry.isFile() ? PART.exec(entry.name) : null;
    if (!match) continue;
    const path = join(entry.parentPath, entry.name);
    const dead =
      writerIsGone(Number(match[1]), match[2]!) ||
      now - (await stat(path).catch(() => ({ mtimeMs: now }))).mtimeMs > staleMs;
    if (!dead) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
