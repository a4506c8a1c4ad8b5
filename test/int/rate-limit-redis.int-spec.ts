import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_MAX_FAILURES } from '../../modules/editor-auth/index.js';
import { INVITATION_ACCEPT_LIMIT } from '../../modules/user-admin/index.js';
import { TEST_REDIS_URL } from '../support/test-database.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

// With REDIS_URL, two instances share every rate limit. Runs where the real-Redis tier runs.
describe.runIf(TEST_REDIS_URL)('rate limits shared through Redis by two instances', () => {
  let first: TestApp;
  let second: TestApp;
  // A client of this run only: counts left in Redis by an earlier run do not matter.
  const client = `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

  beforeAll(async () => {
    first = await startTestApp({ env: { REDIS_URL: TEST_REDIS_URL! } });
    second = await startTestApp({ env: { REDIS_URL: TEST_REDIS_URL! } });
  });
  afterAll(async () => {
    await first?.stop();
    await second?.stop();
  });

  const signIn = (app: TestApp) =>
    app.fastify.inject({
      method: 'POST',
      url: '/api/editor-area-autentication',
      remoteAddress: client,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ input: 'not-the-password' }),
    });

  it('counts failed editor sign-ins of both instances together', async () => {
    for (let i = 0; i < EDITOR_MAX_FAILURES; i++) {
      expect((await signIn(i % 2 === 0 ? first : second)).statusCode).toBe(200);
    }
    expect((await signIn(first)).statusCode).toBe(429);
    expect((await signIn(second)).statusCode).toBe(429);
  });

  it('counts invitation acceptances (the throttler guard) of both instances together', async () => {
    const accept = (app: TestApp) =>
      app.fastify.inject({
        method: 'POST',
        url: '/api/user-admin/invitations/no-such-token',
        remoteAddress: client,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ password: 'a-long-enough-password-1' }),
      });
    for (let i = 0; i < INVITATION_ACCEPT_LIMIT; i++) {
      expect((await accept(i % 2 === 0 ? first : second)).statusCode).not.toBe(429);
    }
    expect((await accept(second)).statusCode).toBe(429);
    expect((await accept(first)).statusCode).toBe(429);
  });
});
