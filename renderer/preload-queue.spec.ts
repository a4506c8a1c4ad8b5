import { describe, expect, it, vi } from 'vitest';
import { MAX_ROUTE_PRELOADS_AT_ONCE, createPreloadQueue } from './preload-queue.js';

/** A preload per URL that ends when the test says so. */
function controlledPreloads() {
  const pending = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const started: string[] = [];
  const preload = (url: string) =>
    new Promise<void>((resolve, reject) => {
      started.push(url);
      pending.set(url, { resolve, reject });
    });
  return { preload, started, pending };
}

describe(createPreloadQueue.name, () => {
  it('runs at most 5 preloads at once (SPEC §9) and starts the next as one ends', async () => {
    const { preload, started, pending } = controlledPreloads();
    const sut = createPreloadQueue(preload);
    for (let n = 1; n <= 8; n += 1) sut.add(`/en/page-${n}`);
    expect(MAX_ROUTE_PRELOADS_AT_ONCE).toBe(5);
    expect(started).toEqual(['/en/page-1', '/en/page-2', '/en/page-3', '/en/page-4', '/en/page-5']);
    expect([sut.running, sut.waiting]).toEqual([5, 3]);

    pending.get('/en/page-2')!.resolve();
    await vi.waitFor(() => expect(started).toHaveLength(6));
    expect(started[5]).toBe('/en/page-6');
    expect(sut.running).toBe(5);
  });

  it('preloads each URL once, and a failed preload frees its place (only logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { preload, started, pending } = controlledPreloads();
    const sut = createPreloadQueue(preload, 1);
    sut.add('/en/a');
    sut.add('/en/a');
    sut.add('/en/b');
    expect(started).toEqual(['/en/a']);
    pending.get('/en/a')!.reject(new Error('offline'));
    await vi.waitFor(() => expect(started).toEqual(['/en/a', '/en/b']));
    expect(warn).toHaveBeenCalledOnce();
    sut.add('/en/a');
    expect(sut.waiting).toBe(0);
    warn.mockRestore();
  });
});
