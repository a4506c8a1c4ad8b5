import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT_PER_MINUTE } from '../../modules/search/index.js';
import { validContact } from '../factories/form-submissions.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const RATE_LIMIT = 3;

const postForm = (sut: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  sut.fastify.inject({
    method: 'POST',
    url: '/api/forms/contact',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(validContact()),
  });

describe('client addresses and rate limits', () => {
  describe('TRUST_PROXY off (the default)', () => {
    let sut: TestApp;
    beforeAll(async () => {
      sut = await startTestApp({ env: { FORMS_RATE_LIMIT: String(RATE_LIMIT) } });
    });
    afterAll(async () => {
      await sut?.stop();
    });

    it('does not let a new X-Forwarded-For on each request escape the form rate limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMIT; i++) {
        statuses.push((await postForm(sut, { 'x-forwarded-for': `203.0.113.${i + 1}` }, '10.20.0.1')).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(201), 429]);
    });

    it(`limits search and suggest to ${SEARCH_LIMIT_PER_MINUTE} a minute per client, whatever X-Forwarded-For says`, async () => {
      const suggest = (i: number) =>
        sut.fastify.inject({
          method: 'POST',
          url: '/api/search-proxy/suggest',
          remoteAddress: '10.20.0.2',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${(i % 250) + 1}` },
          payload: JSON.stringify({ localeCode: 'en', query: 'cr' }),
        });
      for (let i = 0; i < SEARCH_LIMIT_PER_MINUTE; i++) expect((await suggest(i)).statusCode).toBe(200);
      const limited = await suggest(SEARCH_LIMIT_PER_MINUTE);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ statusCode: 429, message: expect.stringContaining('Too many requests') });
      const other = await sut.fastify.inject({
        method: 'POST',
        url: '/api/search-proxy/suggest',
        remoteAddress: '10.20.0.3',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ localeCode: 'en', query: 'cr' }),
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('TRUST_PROXY=127.0.0.1', () => {
    let sut: TestApp;
    beforeAll(async () => {
      sut = await startTestApp({ env: { FORMS_RATE_LIMIT: String(RATE_LIMIT), TRUST_PROXY: '127.0.0.1' } });
    });
    afterAll(async () => {
      await sut?.stop();
    });

    it('counts the forwarded address when the proxy is trusted', async () => {
      for (let i = 0; i <= RATE_LIMIT; i++) {
        expect((await postForm(sut, { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode).toBe(201);
      }
      for (let i = 0; i < RATE_LIMIT; i++) {
        expect((await postForm(sut, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(201);
      }
      expect((await postForm(sut, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
    });

    it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= RATE_LIMIT; i++) {
        statuses.push((await postForm(sut, { 'x-forwarded-for': `192.0.2.${i + 1}` }, '10.20.1.1')).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(201), 429]);
    });
  });
});
