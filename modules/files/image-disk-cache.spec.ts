import { mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImageDiskCache } from './image-disk-cache.js';
import { RenderLimiter } from './render-limiter.js';

const bytes = (size: number) => Buffer.alloc(size, 1);

describe('ImageDiskCache', () => {
  it('stays under its byte cap, evicting the least recently used', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uapp-disk-cache-'));
    const cache = new ImageDiskCache(dir, 250);
    await cache.put(join('a', '1.png'), bytes(100));
    await cache.put(join('a', '2.png'), bytes(100));
    expect(await cache.get(join('a', '1.png'))).toBeDefined(); // now 2.png is the least recently used
    await cache.put(join('b', '3.png'), bytes(100));
    expect(cache.bytes).toBe(200);
    expect(await cache.get(join('a', '2.png'))).toBeUndefined();
    expect(await cache.get(join('a', '1.png'))).toBeDefined();
    await cache.put(join('b', 'huge.png'), bytes(300)); // larger than the cap: not kept at all
    expect(cache.bytes).toBe(200);
  });

  it('rebuilds its index from the directory at start, oldest first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uapp-disk-cache-'));
    const first = new ImageDiskCache(dir, 1_000);
    for (const name of ['old', 'middle', 'new']) await first.put(join('x', `${name}.png`), bytes(100));
    utimesSync(join(dir, 'x', 'old.png'), 1_000, 1_000);
    utimesSync(join(dir, 'x', 'middle.png'), 2_000, 2_000);
    const restarted = new ImageDiskCache(dir, 150);
    expect(await restarted.get(join('x', 'new.png'))).toBeDefined();
    expect(readdirSync(join(dir, 'x'))).toEqual(['new.png']);
  });
});

describe('RenderLimiter', () => {
  it('runs at most `concurrency` tasks, queues `queueLength`, refuses the rest', async () => {
    const limiter = new RenderLimiter(1, 1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const first = limiter.run(async () => {
      await gate;
      order.push('first');
    });
    const second = limiter.run(async () => {
      order.push('second');
    });
    expect(await limiter.run(async () => 'third')).toBeUndefined();
    release();
    expect(await first).toBeDefined();
    expect(await second).toBeDefined();
    expect(order).toEqual(['first', 'second']);
    expect(await limiter.run(async () => 'later')).toEqual({ value: 'later' });
  });
});
