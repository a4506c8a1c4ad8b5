/** What the stale-while-revalidate cache stores: the value and until when it counts as fresh. */
export interface CacheEnvelope<T = unknown> {
  value: T;
  freshUntil: number;
}

/** A key-value store plus the loader lock, in-process or in Redis (shared by all instances). */
export interface CacheBackend {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<CacheEnvelope<T> | undefined>;
  set<T>(key: string, envelope: CacheEnvelope<T>, storeTtlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  clear(): Promise<void>;
  /** Takes the loader lock for `key`; a lock older than `lockTimeoutMs` counts as deadlocked and is taken over. */
  acquireLock(key: string, lockTimeoutMs: number): Promise<string | undefined>;
  releaseLock(key: string, token: string): Promise<void>;
  status(): 'up' | 'down';
}
