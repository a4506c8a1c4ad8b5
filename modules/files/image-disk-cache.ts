import { mkdir, readFile, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';

/**
 * Resized images on disk, capped in bytes with least-recently-used eviction. The index (size per
 * file, in recency order) lives in memory; at start it is rebuilt from the directory, oldest modification first.
 * Each instance evicts by its own view: instances sharing the directory each keep the total under their cap as
 * far as they know it (a file another instance wrote is counted once this one reads it).
 */
export class ImageDiskCache {
  private readonly logger = new Logger(ImageDiskCache.name);
  /** Relative path → size in bytes; Map order is recency (first = least recently used). */
  private readonly entries = new Map<string, number>();
  private totalBytes = 0;
  private ready: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {}

  get bytes(): number {
    return this.totalBytes;
  }

  async get(relative: string): Promise<Buffer | undefined> {
    await this.init();
    const body = await readFile(join(this.dir, relative)).catch(() => undefined);
    if (!body) {
      this.forget(relative);
      return undefined;
    }
    this.touch(relative, body.length);
    return body;
  }

  /** Written under a temporary name and renamed, so a concurrent reader never sees half a file. */
  async put(relative: string, body: Buffer): Promise<void> {
    await this.init();
    if (body.length > this.maxBytes) return;
    const path = join(this.dir, relative);
    try {
      await mkdir(join(path, '..'), { recursive: true });
      const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, path);
      this.touch(relative, body.length);
      await this.evict();
    } catch (error) {
      this.logger.warn(`could not cache ${relative}: ${(error as Error).message}`);
    }
  }

  /** Drops every cached size of one image (`{dir}/{id}/…`): a deleted image must not be served from here. */
  async removeImage(id: string): Promise<void> {
    await this.init();
    const prefix = join(id, '');
    for (const relative of [...this.entries.keys()]) if (relative.startsWith(prefix)) this.forget(relative);
    await rm(join(this.dir, id), { recursive: true, force: true });
  }

  private touch(relative: string, size: number): void {
    this.forget(relative);
    this.entries.set(relative, size);
    this.totalBytes += size;
  }

  private forget(relative: string): void {
    const size = this.entries.get(relative);
    if (size === undefined) return;
    this.entries.delete(relative);
    this.totalBytes -= size;
  }

  private async evict(): Promise<void> {
    while (this.totalBytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.forget(oldest);
      await unlink(join(this.dir, oldest)).catch(() => undefined);
    }
  }

  private init(): Promise<void> {
    this.ready ??= this.scan().catch((error: unknown) => {
      this.logger.warn(`could not index ${this.dir}: ${(error as Error).message}`);
    });
    return this.ready;
  }

  /** Files `{dir}/{id}/{variant}`, oldest modification first; leftover temporary files are removed. */
  private async scan(): Promise<void> {
    const ids = await readdir(this.dir, { withFileTypes: true }).catch(() => []);
    const found: { relative: string; size: number; mtimeMs: number }[] = [];
    for (const id of ids) {
      if (!id.isDirectory()) continue;
      for (const name of await readdir(join(this.dir, id.name)).catch(() => [] as string[])) {
        const relative = join(id.name, name);
        if (name.endsWith('.tmp')) {
          await unlink(join(this.dir, relative)).catch(() => undefined);
          continue;
        }
        const info = await stat(join(this.dir, relative)).catch(() => undefined);
        if (info?.isFile()) found.push({ relative, size: info.size, mtimeMs: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const file of found) this.touch(file.relative, file.size);
    await this.evict();
  }
}
