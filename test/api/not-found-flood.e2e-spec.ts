import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedirectsService } from '../../modules/redirects/index.js';
import { RedirectsRepository } from '../../modules/redirects/redirects.repository.js';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const MAX_PATHS = 100;
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1)';

/** A flood of invented 404 paths leaves bounded rows and no data-cache entry per path. */
describe('bounded writes for unknown paths', () => {
  let sut: TestApp;
  const writtenKeys = new Set<string>();

  beforeAll(async () => {
    sut = await startTestApp({ env: { NOT_FOUND_MAX_PATHS: String(MAX_PATHS), NOT_FOUND_FLUSH_MS: '600000' } });
    const backend = sut.app.get<SwrCache>(DATA_CACHE).backend;
    const set = backend.set.bind(backend);
    backend.set = (key, envelope, ttl) => {
      writtenKeys.add(key);
      return set(key, envelope, ttl);
    };
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const get = (url: string) => sut.fastify.inject({ method: 'GET', url, headers: { 'user-agent': BOT } });

  it('keeps at most NOT_FOUND_MAX_PATHS rows, the most frequent among them, and no cache entry per path', async () => {
    // Warm the shared entries (sites, navigation, error page texts) before counting what the flood adds.
    expect((await get('/en/warm-up-path')).statusCode).toBe(404);
    expect((await get('/en/about')).statusCode).toBe(200);
    const keysBefore = writtenKeys.size;

    const total = 5_000;
    const batch = 25;
    for (let start = 0; start < total; start += batch) {
      const requests = [];
      for (let n = start; n < start + batch; n += 1) requests.push(get(`/en/flood-${n}`));
      // A path that keeps coming back is the one editors need to see; it must survive the flood.
      requests.push(get('/en/popular-missing-page'));
      const statuses = (await Promise.all(requests)).map((response) => response.statusCode);
      expect(new Set(statuses)).toEqual(new Set([404]));
    }

    const redirects = sut.app.get(RedirectsService);
    await redirects.flushNotFound();
    const rows = await sut.app.get(RedirectsRepository).countNotFoundRows();
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBeLessThanOrEqual(MAX_PATHS);
    expect(await redirects.notFoundCount('main', '/en/popular-missing-page')).toBe(total / batch);

    // Negative lookups (page, redirect) are not stored: the flood adds no data-cache key per path.
    expect(writtenKeys.size - keysBefore).toBeLessThan(20);
    expect([...writtenKeys].filter((key) => key.includes('flood-'))).toEqual([]);

    // A known page is still served from the cache.
    const aboutKeys = [...writtenKeys].filter((key) => key.includes(':about'));
    expect(aboutKeys.length).toBeGreaterThan(0);
  }, 480_000);
});
