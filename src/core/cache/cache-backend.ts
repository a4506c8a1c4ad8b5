/** What the stale-while-revalidate cache stores: the value and until when it counts as fresh. */
export interface CacheEnvelope<T = unknown> {
  value: T;
  freshUntil: number;
  /** What the value was built from (cache-tags.ts): handed on to whatever is loaded around a hit, and indexed. */
  tags?: string[];
}

/** A key-value store plus the loader lock, in-process or in Redis (shared by all instances). */
export interface CacheBackend {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<CacheEnvelope<T> | undefined>;
  /**
   * `loadStartedAt`: when the value's loader started. If one of its tags was invalidated after that (a publish
   * while the page rendered), the value may show the old content and is not kept.
   */
  set<T>(key: string, envelope: CacheEnvelope<T>, storeTtlMs: number, loadStartedAt?: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every entry whose envelope carried any of these tags when it was set (in every key scope: the index
   * holds full keys), and the entries carrying too many tags to list.
   */
  deleteTagged(tags: readonly string[]): Promise<void>;
  clear(): Promise<void>;
  /** Takes the loader lock for `key`; a lock older than `lockTimeoutMs` counts as deadlocked and is taken over. */
  acquireLock(key: string, lockTimeoutMs: number): Promise<string | undefined>;
  releaseLock(key: string, token: string): Promise<void>;
  status(): 'up' | 'down';
}
