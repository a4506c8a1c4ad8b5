import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Copies a file (never over an existing one), hashing it on the way: one read of the source. */
export async function copyWithHash(from: string, to: string): Promise<{ sha256: string; bytes: number }> {
  await mkdir(dirname(to), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(createReadStream(from), tap, createWriteStream(to, { flags: 'wx' }));
  return { sha256: hash.digest('hex'), bytes };
}

/** The entries of a directory; none when it does not exist. */
export async function entriesOf(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Removes everything in a directory but the names kept; the directory itself stays. */
export async function emptyDir(dir: string, keep: string[] = []): Promise<void> {
  for (const entry of await entriesOf(dir)) {
    if (!keep.includes(entry)) await rm(join(dir, entry), { recursive: true, force: true });
  }
}

/** Whether `inner` is `outer` or below it (UPLOADS_DIR defaults to DATA_DIR/uploads). */
export function isWithin(inner: string, outer: string): boolean {
  return inner === outer || inner.startsWith(`${outer}/`);
}
