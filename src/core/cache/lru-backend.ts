import { randomUUID } from 'node:crypto';
import type { CacheBackend, CacheEnvelope } from './cache-backend.js';

/**
 * A plain in-process LRU on a Map, for the page cache: entries are immutable rendered pages, so unlike the
 * cache-manager memory store nothing is cloned on read, and a hit costs a Map lookup (see bench/README.md).
 */
export class LruBackend implements CacheBackend {
  readonly kind = 'memory' as const;
  private readonly entries = new Map<string, { envelope: CacheEnvelope; expiresAt: number }>();
  private readonly locks = new Map<string, { token: string; takenAt: number }>();

  constructor(private readonly maxEntries: number) {}

  async get<T>(key: string): Promise<CacheEnvelope<T> | undefined> {
    return this.getSync<T>(key);
  }

  /** Synchronous read for the hot path. */
  getSync<T>(key: string): CacheEnvelope<T> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used goes last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.envelope as CacheEnvelope<T>;
  }

  async set<T>(key: string, envelope: CacheEnvelope<T>, storeTtlMs: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { envelope, expiresAt: Date.now() + storeTtlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async clear(): Promise<void> {
    this.entries.clear();
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

  get size(): number {
    return this.entries.size;
  }
}
