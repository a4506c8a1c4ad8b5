import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CacheEnvelope } from './cache-backend.js';
import { LoaderLocks } from './loader-locks.js';
import { LruBackend } from './lru-backend.js';
import { sizeOfValue } from './lru-store.js';
import { MemoryBackend } from './memory-backend.js';

const HOUR_MS = 60 * 60_000;
const envelope = <T>(value: T): CacheEnvelope<T> => ({ value, freshUntil: Date.now() + HOUR_MS });
/** A value whose envelope measures about `size` (the JSON length of `{"value":"…","freshUntil":…}`). */
const sized = (size: number) => envelope('x'.repeat(size - 40));

describe(LruBackend.name, () => {
  it('evicts the least recently used entries once the total size exceeds its budget', async () => {
    const sut = new LruBackend({ maxEntries: 100, maxBytes: 1_000 });
    for (const key of ['a', 'b', 'c']) await sut.set(key, sized(300), HOUR_MS);
    expect(sut.getSync('a')).toBeDefined(); // a is now more recent than b
    await sut.set('d', sized(300), HOUR_MS);
    expect(sut.getSync('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((key) => sut.getSync(key) !== undefined)).toBe(true);
    expect(sut.bytes).toBeLessThanOrEqual(1_000);
    expect(sut.size).toBe(3);
  });

  it('evicts by entry count when the entries are small', async () => {
    const sut = new LruBackend({ maxEntries: 2, maxBytes: 1_000_000 });
    for (const key of ['a', 'b', 'c']) await sut.set(key, envelope(key), HOUR_MS);
    expect(sut.getSync('a')).toBeUndefined();
    expect(sut.size).toBe(2);
  });

  it('never stores an entry larger than the whole budget', async () => {
    const sut = new LruBackend({ maxEntries: 10, maxBytes: 1_000 });
    await sut.set('small', sized(100), HOUR_MS);
    await sut.set('huge', sized(5_000), HOUR_MS);
    expect(sut.getSync('huge')).toBeUndefined();
    expect(sut.getSync('small')).toBeDefined();
  });

  it('drops an entry once its store TTL has passed', async () => {
    const sut = new LruBackend({ maxEntries: 10, maxBytes: 10_000 });
    await sut.set('short', envelope(1), 20);
    expect((await sut.get('short'))?.value).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(sut.getSync('short')).toBeUndefined();
    expect(sut.size).toBe(0);
  });

  it('forgets everything on clear', async () => {
    const sut = new LruBackend({ maxEntries: 10, maxBytes: 10_000 });
    await sut.set('a', envelope(1), HOUR_MS);
    await sut.clear();
    expect(sut.getSync('a')).toBeUndefined();
    expect(sut.bytes).toBe(0);
  });
});

describe(MemoryBackend.name, () => {
  it('evicts the least recently used entries once the total size exceeds its budget', async () => {
    const sut = MemoryBackend.create({ maxEntries: 100, maxBytes: 1_000 });
    for (const key of ['a', 'b', 'c']) await sut.set(key, sized(280), HOUR_MS);
    expect(await sut.get('a')).toBeDefined();
    await sut.set('d', sized(280), HOUR_MS);
    expect(await sut.get('b')).toBeUndefined();
    expect(await sut.get('d')).toBeDefined();
  });

  it('drops an entry once its store TTL has passed', async () => {
    const sut = MemoryBackend.create({ maxEntries: 10, maxBytes: 10_000 });
    await sut.set('short', envelope(1), 20);
    expect((await sut.get('short'))?.value).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await sut.get('short')).toBeUndefined();
  });
});

describe(LoaderLocks.name, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('grants a key to one holder until it releases it', () => {
    const sut = new LoaderLocks();
    const token = sut.acquire('k', 5_000);
    expect(token).toBeTypeOf('string');
    expect(sut.acquire('k', 5_000)).toBeUndefined();
    expect(sut.acquire('other', 5_000)).toBeTypeOf('string');
    sut.release('k', token!);
    expect(sut.acquire('k', 5_000)).toBeTypeOf('string');
  });

  it('takes over a lock older than the timeout, and the late release of its old holder changes nothing', () => {
    const sut = new LoaderLocks();
    const first = sut.acquire('k', 5_000)!;
    vi.advanceTimersByTime(5_000);
    const second = sut.acquire('k', 5_000);
    expect(second).toBeTypeOf('string');
    sut.release('k', first);
    expect(sut.acquire('k', 5_000)).toBeUndefined();
  });
});

describe(sizeOfValue.name, () => {
  it('measures the JSON length, strings by their length, and never less than 1', () => {
    expect(sizeOfValue({ a: 'bc' })).toBe(JSON.stringify({ a: 'bc' }).length);
    expect(sizeOfValue('abcd')).toBe(4);
    expect(sizeOfValue('')).toBe(1);
    expect(sizeOfValue(undefined)).toBe(1);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(sizeOfValue(circular)).toBe(1);
  });
});
