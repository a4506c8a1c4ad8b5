import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createCacheFixture, sleep } from '../support/cache-fixtures.js';
import { ThrowawayRedis, freePort } from '../support/redis-server.js';
import { startTestApp } from '../support/test-app.js';
import { TEST_REDIS_URL } from '../support/test-database.js';

const hasRedisServer = (() => {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

// Runs where the real-Redis tier runs (TEST_REDIS_URL set, as in CI) and redis-server can be started.
describe.runIf(TEST_REDIS_URL && hasRedisServer)('Redis outage', () => {
  let redis: ThrowawayRedis | undefined;
  afterAll(async () => {
    await redis?.stop();
  });

  it('fails fast while Redis is down, serves from the in-process store, and goes back to Redis when it returns', async () => {
    redis = new ThrowawayRedis(await freePort());
    await redis.start();
    const fixture = await createCacheFixture({ redisUrl: redis.url, namespace: 'outage' });
    expect(fixture.cache.backend.status()).toBe('up');
    await fixture.cache.getOrLoad('before', async () => 'in redis');
    expect(await fixture.redis!.keys('outage*before')).toHaveLength(1);

    await redis.stop();
    await sleep(100);
    expect(fixture.cache.backend.status()).toBe('down');
    const startedAt = Date.now();
    expect(await fixture.cache.getOrLoad('during', async () => 'from the database')).toBe('from the database');
    expect(await fixture.cache.getOrLoadWithOutcome('during', async () => 'again')).toEqual({
      value: 'from the database',
      outcome: 'hit',
    });
    expect(Date.now() - startedAt).toBeLessThan(1_000); // no command waits for the dead server

    await redis.start();
    for (let i = 0; i < 100 && fixture.cache.backend.status() !== 'up'; i++) await sleep(50);
    expect(fixture.cache.backend.status()).toBe('up');
    await fixture.cache.getOrLoad('after', async () => 'back in redis');
    expect(await fixture.redis!.keys('outage*after')).toHaveLength(1);
    await fixture.dispose();
  }, 20_000);

  it('keeps serving pages and reports a degraded cache when Redis cannot be reached at all', async () => {
    const deadPort = await freePort();
    const sut = await startTestApp({ env: { REDIS_URL: `redis://127.0.0.1:${deadPort}` } });
    try {
      const page = await sut.fastify.inject({ method: 'GET', url: '/en' });
      expect(page.statusCode).toBe(200);
      const health = await sut.fastify.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', cache: { status: 'down', kind: 'redis' } });
    } finally {
      await sut.stop();
    }
  });
});
