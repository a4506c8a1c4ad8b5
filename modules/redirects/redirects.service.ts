import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { type RedirectsConfig, redirectsConfig } from './redirects.config.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import { redirectKey, redirectsTag } from './redirects.lookup.js';
import { RedirectsRepository } from './redirects.repository.js';

/** Paths longer than this are not worth counting (and would bloat the table). */
const MAX_COUNTED_PATH_LENGTH = 512;

/**
 * SPEC §2.3/§3 redirect table, written (RedirectsLookup reads it), plus the per-path 404 counter editors use to find
 * redirects worth adding. Anonymous 404s must not grow storage without bound, so hits are summed in memory (at most
 * NOT_FOUND_MAX_PATHS distinct paths; when full, the least counted half is dropped), written in one batch every
 * NOT_FOUND_FLUSH_MS and on shutdown, after which the table is trimmed to the same number of most frequent rows.
 */
@Injectable()
export class RedirectsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RedirectsService.name);
  /** Pending 404 hits by `siteId\npath`. */
  private pending = new Map<string, number>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repository: RedirectsRepository,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    @Inject(redirectsConfig.KEY) private readonly config: RedirectsConfig,
    private readonly invalidation: PageCacheInvalidation,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flushNotFound(), this.config.notFound.flushMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flushNotFound();
  }

  /** Records that `path` answered 404, in memory until the next flush; never fails the request. */
  countNotFound(siteId: string, path: string): void {
    if (path.length > MAX_COUNTED_PATH_LENGTH) return;
    const key = `${siteId}\n${path}`;
    const count = this.pending.get(key);
    if (count !== undefined) {
      this.pending.set(key, count + 1);
      return;
    }
    if (this.pending.size >= this.config.notFound.maxPaths) this.dropLeastCounted();
    this.pending.set(key, 1);
  }

  /** Keeps the most counted half of the pending paths, so frequent ones survive a flood of one-off paths. */
  private dropLeastCounted(): void {
    const keep = Math.floor(this.config.notFound.maxPaths / 2);
    const sorted = [...this.pending].sort((a, b) => b[1] - a[1]).slice(0, keep);
    this.pending = new Map(sorted);
  }

  /** Writes the pending counts in one batch and trims the table to the most frequent NOT_FOUND_MAX_PATHS rows. */
  flushNotFound(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.pending.size === 0) return;
      const batch = [...this.pending].map(([key, count]) => {
        const separator = key.indexOf('\n');
        return { siteId: key.slice(0, separator), path: key.slice(separator + 1), count };
      });
      this.pending = new Map();
      try {
        await this.repository.addNotFoundHits(batch);
        await this.repository.trimNotFound(this.config.notFound.maxPaths);
      } catch (error) {
        this.logger.warn(`could not write ${batch.length} 404 counts: ${(error as Error).message}`);
      }
    });
    return this.flushing;
  }

  /** The recorded 404 count of a path, pending hits included. */
  async notFoundCount(siteId: string, path: string): Promise<number> {
    await this.flushNotFound();
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
    await this.redirectsChanged(siteId);
  }

  /**
   * A page was deleted: its URL answers 410 Gone, or 301 to `target` where the editor chose one. Earlier redirects
   * to the URL follow it.
   */
  async pageGone(siteId: string, path: string, target: string | null): Promise<void> {
    if (target === path) return;
    await this.repository.upsert(siteId, path, target ?? '', target ? 301 : 410);
    if (target) await this.repository.retarget(siteId, path, target);
    await this.cache.delete(redirectKey(siteId, path));
    await this.redirectsChanged(siteId);
  }

  /** A page now lives at `path` again: a 410 or redirect recorded for it earlier must not shadow it. */
  async pathTaken(siteId: string, path: string): Promise<void> {
    const freed = await this.repository.delete(siteId, path);
    await this.cache.delete(redirectKey(siteId, path));
    // Every publication passes here: only one that freed a path tells the caches of the set (and other instances).
    if (freed) await this.redirectsChanged(siteId);
  }

  /**
   * The site's set of redirect sources (RedirectsLookup) is forgotten by its tag rather than its key: in every key
   * scope, on the other instances too (cache webhooks), and a set that was being loaded meanwhile is not stored.
   */
  private redirectsChanged(siteId: string): Promise<void> {
    return this.invalidation.invalidate([redirectsTag(siteId)]);
  }
}
