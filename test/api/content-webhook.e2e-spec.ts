import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

const URL = '/api/content/webhook';
const SECRET = 'content-webhook-secret-for-tests';

/** Issue 33 publish webhook, the receiving side: a rendering instance drops exactly the pages a change names. */
describe('POST /api/content/webhook (issue 33)', () => {
  let sut: TestApp;

  const send = (payload: unknown, authorization: string | null = `Bearer ${SECRET}`) =>
    sut.fastify.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const visit = async (url: string) =>
    (await sut.fastify.inject({ method: 'GET', url })).headers['x-page-cache'] as string | undefined;

  beforeAll(async () => {
    sut = await startTestApp({ env: { CONTENT_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('answers 401 without the secret or with another one', async () => {
    for (const authorization of [null, 'Bearer wrong-secret-of-some-length', `Basic ${SECRET}`]) {
      const response = await send({ tags: ['nav:main'] }, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({
        statusCode: 401,
        message: 'The content webhook secret is missing or wrong',
      });
    }
  });

  it('answers 400 for a body without tags, a tag that is no cache tag, too many tags, or bad JSON', async () => {
    const cases: unknown[] = [
      {},
      { tags: [] },
      { tags: ['DROP TABLE page'] },
      { tags: 'nav:main' },
      { tags: Array.from({ length: 501 }, (_, n) => `doc:page:p${n}`) },
      { tags: ['nav:main'], extra: true },
      '{"tags":',
    ];
    for (const payload of cases) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
    }
  });

  it('drops exactly the pages that carry the named tags', async () => {
    await visit('/en/about');
    await visit('/en/stories');
    expect(await visit('/en/about')).toBe('hit');
    expect(await visit('/en/stories')).toBe('hit');
    const response = await send({ tags: ['doc:page:about-main'] });
    expect(response.statusCode, response.body).toBe(204);
    expect(await visit('/en/about')).toBe('miss');
    expect(await visit('/en/stories')).toBe('hit');
  });

  it('drops every page for all: true', async () => {
    await visit('/en/stories');
    expect(await visit('/en/stories')).toBe('hit');
    expect((await send({ all: true })).statusCode).toBe(204);
    expect(await visit('/en/stories')).toBe('miss');
  });

  it('answers 404 on an instance without CONTENT_WEBHOOK_SECRET', async () => {
    const other = await startTestApp();
    try {
      const response = await other.fastify.inject({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${SECRET}` },
        payload: JSON.stringify({ tags: ['nav:main'] }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404 });
    } finally {
      await other.stop();
    }
  });
});
