import { Inject, Injectable, Logger } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { RedirectsRepository } from './redirects.repository.js';

export const redirectKey = (siteId: string, path: string) => `redirect:${siteId}:${path}`;
/** Paths longer than this are not worth counting (and would bloat the table). */
const MAX_COUNTED_PATH_LENGTH = 512;

export interface RedirectTarget {
  target: string;
  statusCode: 301 | 302;
}

/** SPEC §2.3/§3 redirect table, plus the per-path 404 counter editors use to find redirects worth adding. */
@Injectable()
export class RedirectsService {
  private readonly logger = new Logger(RedirectsService.name);

  constructor(
    private readonly repository: RedirectsRepository,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  /** The redirect for a full path (with locale prefix, without query), cached including "none". */
  find(siteId: string, path: string): Promise<RedirectTarget | null> {
    return this.cache.getOrLoad(redirectKey(siteId, path), async () => {
      const row = await this.repository.find(siteId, path);
      return row ? { target: row.target, statusCode: row.statusCode === 302 ? 302 : 301 } : null;
    });
  }

  /** Records that `path` answered 404; never fails the request. */
  countNotFound(siteId: string, path: string): void {
    if (path.length > MAX_COUNTED_PATH_LENGTH) return;
    this.repository.countNotFound(siteId, path).catch((error: unknown) => {
      this.logger.warn(`could not count 404 for ${path}: ${(error as Error).message}`);
    });
  }

  notFoundCount(siteId: string, path: string): Promise<number> {
    return this.repository.notFoundCount(siteId, path);
  }

  /**
   * A page moved from `oldPath` to `newPath`: 301 from the old URL, earlier redirects to the old URL repointed,
   * and a redirect that would now shadow the new URL removed.
   */
  async pageMoved(siteId: string, oldPath: string, newPath: string): Promise<void> {
    if (oldPath === newPath) return;
    await this.repository.upsert(siteId, oldPath, newPath, 301);
    await this.repository.retarget(siteId, oldPath, newPath);
    await this.repository.delete(siteId, newPath);
    await Promise.all([oldPath, newPath].map((path) => this.cache.delete(redirectKey(siteId, path))));
  }
}
