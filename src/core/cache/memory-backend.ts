import type { Cache } from 'cache-manager';
import { createCache } from 'cache-manager';
import { Keyv } from 'keyv';
import type { CacheBackend, CacheEnvelope } from './cache-backend.js';
import { LoaderLocks } from './loader-locks.js';
import { type LruBounds, createLruStore } from './lru-store.js';
import { TagIndex } from './tag-index.js';

/** The data cache in-process: cache-manager (as @nestjs/cache-manager provides it) over an lru-cache store. */
export class MemoryBackend implements CacheBackend {
  readonly kind = 'memory' as const;
  private readonly locks = new LoaderLocks();
  private readonly tags: TagIndex;

  /** @param maxEntries the store's entry bound, which the tag index keeps too. */
  constructor(
    private readonly cache: Cache,
    maxEntries: number,
  ) {
    this.tags = new TagIndex(maxEntries, (key) => void this.cache.del(key));
  }

  static create(bounds: LruBounds): MemoryBackend {
    return new MemoryBackend(createCache({ stores: [createMemoryKeyv(bounds)] }), bounds.maxEntries);
  }

  async get<T>(key: string): Promise<CacheEnvelope<T> | undefined> {
    return (await this.cache.get<CacheEnvelope<T>>(key)) ?? undefined;
  }

  async set<T>(key: string, envelope: CacheEnvelope<T>, storeTtlMs: number, loadStartedAt?: number): Promise<void> {
    await this.cache.set(key, envelope, storeTtlMs);
    if (!this.tags.add(key, envelope.tags, loadStartedAt)) await this.cache.del(key);
  }

  async delete(key: string): Promise<void> {
    await this.cache.del(key);
    this.tags.remove(key);
  }

  async deleteTagged(tags: readonly string[]): Promise<void> {
    const keys = this.tags.take(tags);
    if (keys.length > 0) await this.cache.mdel(keys);
  }

  async clear(): Promise<void> {
    await this.cache.clear();
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
}

/**
 * A Keyv over lru-cache, bounded by entries and total size. The store-level TTL is set per entry by the caller
 * (fresh time plus the stale window). Values are treated as immutable by every caller, so they are neither
 * serialized nor cloned.
 */
export function createMemoryKeyv(bounds: LruBounds): Keyv {
  const entries = createLruStore<object>(bounds);
  const store = {
    opts: {},
    get: async (key: string) => entries.get(key),
    set: async (key: string, value: object, ttl?: number) => {
      entries.set(key, value, { ttl });
      return true;
    },
    delete: async (key: string) => entries.delete(key),
    clear: async () => entries.clear(),
  };
  const keyv = new Keyv({ store });
  keyv.serialize = undefined;
  keyv.deserialize = undefined;
  return keyv;
}
