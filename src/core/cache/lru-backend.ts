import type { LRUCache } from 'lru-cache';
import type { CacheBackend, CacheEnvelope } from './cache-backend.js';
import { LoaderLocks } from './loader-locks.js';
import { type LruBounds, createLruStore } from './lru-store.js';
import { TagIndex } from './tag-index.js';

/**
 * The in-process store read directly (lru-cache, bounded by entries and total size, TTL per entry): the page
 * cache and Redis's in-process fallback. Nothing is cloned or serialized on read, so a hit is one lookup and the
 * page-cache fast path can read it synchronously (see bench/README.md).
 */
export class LruBackend implements CacheBackend {
  readonly kind = 'memory' as const;
  private readonly entries: LRUCache<string, CacheEnvelope>;
  private readonly locks = new LoaderLocks();
  private readonly tags: TagIndex;

  constructor(bounds: LruBounds) {
    this.entries = createLruStore<CacheEnvelope>(bounds);
    this.tags = new TagIndex(bounds.maxEntries, (key) => this.entries.delete(key));
  }

  async get<T>(key: string): Promise<CacheEnvelope<T> | undefined> {
    return this.getSync<T>(key);
  }

  /** Synchronous read for the hot path. */
  getSync<T>(key: string): CacheEnvelope<T> | undefined {
    return this.entries.get(key) as CacheEnvelope<T> | undefined;
  }

  async set<T>(key: string, envelope: CacheEnvelope<T>, storeTtlMs: number, loadStartedAt?: number): Promise<void> {
    this.entries.set(key, envelope, { ttl: storeTtlMs });
    if (!this.tags.add(key, envelope.tags, loadStartedAt)) this.entries.delete(key);
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
    this.tags.remove(key);
  }

  async deleteTagged(tags: readonly string[]): Promise<void> {
    for (const key of this.tags.take(tags)) this.entries.delete(key);
  }

  async clear(): Promise<void> {
    this.entries.clear();
    this.tags.clear();
  }

  async acquireLock(key: string, lockTimeoutMs: number): Promise<string | undefined> {
    return this.locks.acquire(key, lockTimeoutMs);
  }

  async releaseLock(key: string, token: string): Promise<void> {
    this.locks.release(key, token);
  }

  status(): 'up' {
    return 'up';
  }

  get size(): number {
    return this.entries.size;
  }

  /** Total size of the entries held, in the unit of `LruBounds.maxBytes`. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}
