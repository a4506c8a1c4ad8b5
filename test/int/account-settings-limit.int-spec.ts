import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_SETTINGS_MAX_FAILURES } from '../../modules/account-security/index.js';
import { CookieJar, walk } from '../support/oidc-test-provider.js';
import { ThrowawayRedis, freePort } from '../support/redis-server.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

// SPEC §6: wrong current passwords and TOTP confirmations in the account settings are limited per account and per
// client address. With REDIS_URL every instance counts in Redis (the one failure limiter, FailureLimiter), so the
// failures of one address add up over instances instead of each instance allowing its own five.
describe('account settings failure limit shared by two instances through Redis', () => {
  let redis: ThrowawayRedis;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    redis = new ThrowawayRedis(await freePort());
    await redis.start();
    first = await startTestApp({ port: await freePort(), env: { REDIS_URL: redis.url } });
    second = await startTestApp({ port: await freePort(), env: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await redis?.stop();
  });

  /** Bea's portal session on `app`, and a POST to its account API. */
  async function accountOf(app: TestApp) {
    const base = app.baseUrl;
    const jar = new CookieJar();
    const { url } = await walk(jar, `${base}/api/auth/login?returnTo=${encodeURIComponent('/en/portal')}`, {
      login: 'bea@borealis.example.com',
    });
    expect(url).toBe(`${base}/en/portal`);
    return async (path: string, body: unknown) => {
      const response = await fetch(`${base}/api/portal/account${path}`, {
        method: 'POST',
        headers: { cookie: jar.header(base), origin: base, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
  }

  it('counts wrong current passwords on both instances together, and TOTP confirmations with them', async () => {
    const onFirst = await accountOf(first);
    const onSecond = await accountOf(second);
    const wrongPassword = { currentPassword: 'wrong-password', newPassword: 'new-Passw0rd-42' };

    const spread = ACCOUNT_SETTINGS_MAX_FAILURES - 2;
    for (let i = 0; i < spread; i += 1) expect((await onFirst('/password', wrongPassword)).status).toBe(400);
    for (let i = spread; i < ACCOUNT_SETTINGS_MAX_FAILURES; i += 1) {
      expect((await onSecond('/password', wrongPassword)).status).toBe(400);
    }

    const blocked = { status: 429, body: { statusCode: 429, code: 'TooManyAttempts' } };
    // The right password too: the address has used up its failures, whichever instance it asks.
    const right = { currentPassword: 'demo-password', newPassword: 'new-Passw0rd-42' };
    expect(await onFirst('/password', right)).toMatchObject(blocked);
    expect(await onSecond('/password', right)).toMatchObject(blocked);
    // A TOTP confirmation counts in the same limit.
    expect((await onSecond('/mfa/totp', {})).status).toBe(200);
    expect(await onSecond('/mfa/totp/confirm', { code: '000000' })).toMatchObject(blocked);
  });
});
