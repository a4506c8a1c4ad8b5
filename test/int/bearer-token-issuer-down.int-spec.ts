import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * With the issuer unreachable, any `ciam_id_token` header, even
 * `not-a-token`, answered 500 and logged a stack per request. A token no live portal session holds is now refused
 * from the session table alone, without asking the issuer.
 */
describe('a bearer ID token while the issuer cannot be reached', () => {
  let sut: TestApp;

  beforeAll(async () => {
    // Not listening: the embedded issuer at PUBLIC_BASE_URL/oidc cannot answer its discovery.
    sut = await startTestApp({ logs: 'warn', env: { PUBLIC_BASE_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it.each(['not-a-token', 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln'])(
    'refuses %s with the JSON 401 and logs no error',
    async (token) => {
      const response = await sut.fastify.inject({
        method: 'GET',
        url: '/api/portal/me',
        headers: { ciam_id_token: token },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401 });
      expect(sut.logs.lines.filter((line) => line.level >= 50)).toEqual([]);
    },
  );
});
