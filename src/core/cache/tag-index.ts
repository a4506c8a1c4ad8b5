import { LRUCache } from 'lru-cache';
import { INVALIDATION_MEMORY_MS, OVERFLOW_TAG } from './cache-tags.js';

/**
 * The in-process index from cache tags to the keys of the entries carrying them (cache-tags.ts). It holds at most
 * as many keys as its cache holds entries and at most MAX_TAGS_PER_ENTRY tags per key; when it has to drop a key
 * (least recently indexed first) it drops the entry too (`evictEntry`), so no cached entry outlives its place in
 * the index and nothing grows beyond the cache's own bounds.
 */
export class TagIndex {
  private readonly tagsByKey: LRUCache<string, readonly string[]>;
  private readonly keysByTag = new Map<string, Set<string>>();
  /** When each tag was last invalidated, for a while (bounded: a tag that falls out is long past mattering). */
  private readonly invalidatedAt = new LRUCache<string, number>({ max: 10_000, ttl: INVALIDATION_MEMORY_MS });

  constructor(maxKeys: number, evictEntry: (key: string) => void) {
    this.tagsByKey = new LRUCache<string, readonly string[]>({
      max: Math.max(1, maxKeys),
      // Replacing a key's tags unlinks the old ones in `add` itself (dispose runs after the set).
      noDisposeOnSet: true,
      dispose: (tags, key, reason) => {
        this.unlink(key, tags);
        if (reason === 'evict') evictEntry(key);
      },
    });
  }

  /**
   * Indexes an entry under its tags (none: the entry is not indexed and only `clear` forgets it). False, and
   * nothing indexed, when one of them was invalidated after `loadStartedAt`: the caller drops the entry.
   */
  add(key: string, tags: readonly string[] | undefined, loadStartedAt?: number): boolean {
    if (tags && loadStartedAt !== undefined && this.invalidatedSince(tags, loadStartedAt)) {
      this.tagsByKey.delete(key);
      return false;
    }
    const previous = this.tagsByKey.get(key);
    if (previous) this.unlink(key, previous);
    if (!tags || tags.length === 0) {
      this.tagsByKey.delete(key);
      return true;
    }
    this.tagsByKey.set(key, tags);
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  remove(key: string): void {
    this.tagsByKey.delete(key);
  }

  /** The keys of the entries carrying any of the tags (and of those carrying too many tags to list); unindexes them. */
  take(tags: readonly string[]): string[] {
    const keys = new Set<string>();
    const now = Date.now();
    for (const tag of tags) this.invalidatedAt.set(tag, now);
    for (const tag of [...tags, OVERFLOW_TAG]) for (const key of this.keysByTag.get(tag) ?? []) keys.add(key);
    for (const key of keys) this.tagsByKey.delete(key);
    return [...keys];
  }

  /** Keys indexed, and tags with keys (both bounded: see the class comment). */
  get size(): { keys: number; tags: number } {
    return { keys: this.tagsByKey.size, tags: this.keysByTag.size };
  }

  clear(): void {
    this.tagsByKey.clear();
    this.keysByTag.clear();
  }

  private invalidatedSince(tags: readonly string[], since: number): boolean {
    if (this.invalidatedAt.size === 0) return false;
    // What carries OVERFLOW_TAG depends on any tag. One process, one clock: no margin, and a load that started
    // in the invalidation's millisecond counts as after it (the common case: a request right after a publish).
    const times = tags.includes(OVERFLOW_TAG)
      ? [...this.invalidatedAt.values()]
      : tags.map((tag) => this.invalidatedAt.get(tag));
    return times.some((at) => at !== undefined && at > since);
  }

  private unlink(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      if (!keys) continue;
      keys.delete(key);
      if (keys.size === 0) this.keysByTag.delete(tag);
    }
  }
}
