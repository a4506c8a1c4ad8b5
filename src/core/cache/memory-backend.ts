import { randomUUID } from 'node:crypto';
import type { Cache } from 'cache-manager';
import { createCache } from 'cache-manager';
import { createKeyv } from 'cacheable';
import type { CacheBackend, CacheEnvelope } from './cache-backend.js';

/** An in-process LRU (cache-manager over cacheable's memory store) with in-process loader locks. */
export class MemoryBackend implements CacheBackend {
  readonly kind = 'memory' as const;
  private readonly locks = new Map<string, { token: string; takenAt: number }>();

  constructor(private readonly cache: Cache) {}

  static create(maxEntries: number): MemoryBackend {
    return new MemoryBackend(createCache({ stores: [createMemoryKeyv(maxEntries)] }));
  }

  async get<T>(key: string): Promise<CacheEnvelope<T> | undefined> {
    return (await this.cache.get<CacheEnvelope<T>>(key)) ?? undefined;
  }

  async set<T>(key: string, envelope: CacheEnvelope<T>, storeTtlMs: number): Promise<void> {
    await this.cache.set(key, envelope, storeTtlMs);
  }

  async delete(key: string): Promise<void> {
    await this.cache.del(key);
  }

  async clear(): Promise<void> {
    await this.cache.clear();
  }

  async acquireLock(key: string, lockTimeoutMs: number): Promise<string | undefined> {
    const held = this.locks.get(key);
    if (held && Date.now() - held.takenAt < lockTimeoutMs) return undefined;
    const token = randomUUID();
    this.locks.set(key, { token, takenAt: Date.now() });
    return token;
  }

  async releaseLock(key: string, token: string): Promise<void> {
    if (this.locks.get(key)?.token === token) this.locks.delete(key);
  }

  status(): 'up' {
    return 'up';
  }
}

export function createMemoryKeyv(maxEntries: number) {
  // The store-level TTL is set per entry by the caller (fresh time plus the stale window).
  // Values are treated as immutable by every caller, so they are not cloned on each read.
  return createKeyv({ lruSize: maxEntries, checkInterval: 60_000, useClone: false });
}
