import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_VIEWS_PER_MINUTE } from '../../modules/analytics/analytics.contract.js';
import { pageView } from '../../modules/analytics/analytics.schema.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const STATISTICS = 'uapp_consent=v1.s1.m0';
let lastIp = 0;
/** Each test posts from its own address so that the per-client rate limit only bites where it is tested. */
const freshIp = () => `10.2.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`;

describe('first-party statistics: POST /api/analytics/collect', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const collect = (
    payload: unknown,
    options: { cookie?: string; ip?: string; contentType?: string; host?: string } = {},
  ) =>
    sut.fastify.inject({
      method: 'POST',
      url: '/api/analytics/collect',
      remoteAddress: options.ip ?? freshIp(),
      headers: {
        'content-type': options.contentType ?? 'application/json',
        host: options.host ?? 'localhost:3000',
        ...(options.cookie === '' ? {} : { cookie: options.cookie ?? STATISTICS }),
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const views = () => sut.database.handle.db.select().from(pageView).orderBy(desc(pageView.createdAt));

  it('stores a page view with statistics consent: host, path and only the host of an external referrer', async () => {
    const before = (await views()).length;
    const response = await collect({ path: '/de/about', referrer: 'https://www.search.example/q?name=jane' });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');
    const internal = await collect({ path: '/en/stories', referrer: 'http://localhost:3000/en' });
    expect(internal.statusCode).toBe(204);
    const rows = await views();
    expect(rows).toHaveLength(before + 2);
    expect(rows.map(({ host, path, referrerHost }) => ({ host, path, referrerHost }))).toEqual(
      expect.arrayContaining([
        { host: 'localhost', path: '/de/about', referrerHost: 'www.search.example' },
        { host: 'localhost', path: '/en/stories', referrerHost: null },
      ]),
    );
    // Nothing identifying: no address, cookie or user agent column at all.
    expect(Object.keys(rows[0]!).sort()).toEqual(['createdAt', 'host', 'id', 'path', 'referrerHost', 'updatedAt']);
  });

  it('refuses with 403 without statistics consent, and stores nothing', async () => {
    const before = (await views()).length;
    for (const cookie of ['', 'uapp_consent=v1.s0.m1', 'uapp_consent=v1.s0.m0', 'uapp_consent=garbage']) {
      const response = await collect({ path: '/en' }, { cookie });
      expect(response.statusCode, cookie).toBe(403);
      expect(response.json()).toMatchObject({ statusCode: 403, code: 'NoStatisticsConsent' });
    }
    expect(await views()).toHaveLength(before);
  });

  it('accepts but does not store views of testing visitors and of technical areas (SPEC §2.1)', async () => {
    const before = (await views()).length;
    const testing = await collect({ path: '/en' }, { cookie: `${STATISTICS}; uapp_is-testing=true` });
    expect(testing.statusCode).toBe(204);
    for (const path of ['/style-guide', '/en/callback', '/blank-callback']) {
      expect((await collect({ path })).statusCode, path).toBe(204);
    }
    expect(await views()).toHaveLength(before);
  });

  describe('bad input: 400 with the reason, nothing stored', () => {
    it.each([
      ['no path', {}, 'path is required'],
      ['a path that is not a string', { path: ['/en'] }, 'path must be a string'],
      ['a full URL', { path: 'https://evil.example/' }, 'path must be the path'],
      ['a path of another host', { path: '//evil.example' }, 'path must be the path'],
      ['a path with a query', { path: '/en?utm_source=x' }, 'path must be the path'],
      ['a path with white space', { path: '/en/a b' }, 'path must be the path'],
      ['a very long path', { path: `/${'a'.repeat(600)}` }, 'path must be at most 500'],
      ['a referrer that is not a string', { path: '/en', referrer: {} }, 'referrer must be a string'],
      ['a very long referrer', { path: '/en', referrer: `https://x.example/${'a'.repeat(2100)}` }, 'at most 2000'],
      ['an unknown property', { path: '/en', userAgent: 'x' }, 'property userAgent should not exist'],
    ])('%s', async (_case, payload, message) => {
      const before = (await views()).length;
      const response = await collect(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400 });
      expect(String(response.json<{ message: string }>().message)).toContain(message);
      expect(await views()).toHaveLength(before);
    });

    it('refuses malformed JSON (400), anything but JSON (415) and a body over 4 KiB (413)', async () => {
      expect((await collect('{"path":')).statusCode).toBe(400);
      const form = await collect('path=/en', { contentType: 'application/x-www-form-urlencoded' });
      expect(form.statusCode).toBe(415);
      expect(form.json()).toMatchObject({ statusCode: 415 });
      const plain = await collect(JSON.stringify({ path: '/en' }), { contentType: 'text/plain' });
      expect(plain.statusCode).toBe(415);
      const large = await collect({ path: '/en', referrer: 'x'.repeat(5000) });
      expect(large.statusCode).toBe(413);
      expect(large.json()).toMatchObject({ statusCode: 413, message: expect.any(String) });
    });

    it('stores a nonsense host as unknown, not as sent', async () => {
      const response = await collect({ path: '/en/odd-host' }, { host: 'a'.repeat(300) });
      expect(response.statusCode).toBe(204);
      expect((await views()).find((row) => row.path === '/en/odd-host')?.host).toBe('unknown');
    });
  });

  it(`answers 429 after ${PAGE_VIEWS_PER_MINUTE} page views a minute from one client`, async () => {
    const ip = '10.8.8.8';
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE; i++) {
      expect((await collect({ path: '/en' }, { ip })).statusCode).toBe(204);
    }
    const limited = await collect({ path: '/en' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429 });
    expect((await collect({ path: '/en' })).statusCode).toBe(204);
  });
});
