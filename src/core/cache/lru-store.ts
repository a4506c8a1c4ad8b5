import { LRUCache } from 'lru-cache';

/** How big an in-process store may grow: both bounds apply, the least recently used entries go first. */
export interface LruBounds {
  maxEntries: number;
  /** Total size of the entries, measured by `sizeOfValue` (about bytes for Latin text). */
  maxBytes: number;
}

/** A value that knows its own size (a rendered page): the store need not serialize it to measure it. */
export interface SizedValue {
  readonly byteSize: number;
}

const sizeHintOf = (value: unknown): number | undefined => {
  const inner = (value as { value?: unknown } | null)?.value ?? value;
  const size = (inner as Partial<SizedValue> | null)?.byteSize;
  return typeof size === 'number' && size > 0 ? size : undefined;
};

/**
 * The size of a cached value: its own `byteSize` when it has one (also inside a cache envelope), else the length of its JSON form, which is what Redis would store for it and a fair
 * measure of the memory it holds. Strings count their length. A value JSON cannot represent counts as 1.
 */
export function sizeOfValue(value: unknown): number {
  const hint = typeof value === 'object' ? sizeHintOf(value) : undefined;
  if (hint !== undefined) return hint;
  if (typeof value === 'string') return Math.max(1, value.length);
  try {
    return Math.max(1, JSON.stringify(value)?.length ?? 1);
  } catch {
    return 1;
  }
}

/**
 * An lru-cache bounded by entry count and total size, with per-entry TTL (given on `set`). An entry larger than
 * the whole budget is not stored. Reads of an expired entry miss and drop it.
 */
export function createLruStore<V extends {}>(bounds: LruBounds): LRUCache<string, V> {
  return new LRUCache<string, V>({
    max: bounds.maxEntries,
    maxSize: bounds.maxBytes,
    sizeCalculation: (value) => sizeOfValue(value),
    // Expired entries are dropped when read or evicted, not by a timer per entry.
    ttlAutopurge: false,
  });
}
