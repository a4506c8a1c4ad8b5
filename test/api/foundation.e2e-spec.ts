import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

describe('foundation: one server for pages and the API', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp();
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('sends / to the visitor locale, English by default (SPEC §2.3)', async () => {
    const response = await sut.fastify.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en');
  });

  it('server-renders the home page in English with a request id', async () => {
    const response = await sut.fastify.inject({ method: 'GET', url: '/en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<h1>Wire processing, end to end</h1>');
    expect(response.body).toContain('<title>Wire processing, end to end | Kudex Group</title>');
  });

  it('renders the home page of another language and of a site by its slug', async () => {
    const german = await sut.fastify.inject({ method: 'GET', url: '/de' });
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('Kabelverarbeitung aus einer Hand');
    const events = await sut.fastify.inject({ method: 'GET', url: '/es/north-america-events' });
    expect(events.statusCode).toBe(200);
    expect(events.body).toContain('<html lang="es">');
    expect(events.body).toContain('Kudex North America Events');
  });

  it('answers an unknown page with the HTML not-found page and status 404', async () => {
    const response = await sut.fastify.inject({ method: 'GET', url: '/en/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Page not found');
  });

  it('keeps a caller-supplied request id that looks sane and replaces one that does not', async () => {
    const kept = await sut.fastify.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await sut.fastify.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('<script>');
  });

  it('serves built assets with long-lived immutable cache headers', async () => {
    const page = await sut.fastify.inject({ method: 'GET', url: '/en' });
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(page.body)?.[1];
    expect(asset).toBeDefined();
    const response = await sut.fastify.inject({ method: 'GET', url: asset! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  describe('API errors', () => {
    it('answers an unknown GET /api path with a JSON 404', async () => {
      const response = await sut.fastify.inject({ method: 'GET', url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining('/api/nope') });
    });

    it('answers an unknown POST /api path with a JSON 404', async () => {
      const response = await sut.fastify.inject({ method: 'POST', url: '/api/nope', payload: {} });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, message: expect.any(String) });
    });

    it('answers a malformed JSON body with a readable 400', async () => {
      const response = await sut.fastify.inject({
        method: 'POST',
        url: '/api/locales',
        headers: { 'content-type': 'application/json' },
        payload: '{"broken": ',
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ statusCode: 400, message: expect.stringMatching(/JSON/) });
      expect(JSON.stringify(body)).not.toMatch(/at .*\.(js|ts):\d+/);
    });

    it('answers a body over the limit with 413', async () => {
      const response = await sut.fastify.inject({
        method: 'POST',
        url: '/api/locales',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ statusCode: 413, message: expect.stringMatching(/too large/) });
    });
  });

  it('lists the locales with the sisCode mapping of SPEC §3', async () => {
    const response = await sut.fastify.inject({ method: 'GET', url: '/api/locales' });
    expect(response.statusCode).toBe(200);
    const locales = response.json() as { code: string; urlCode: string; sisCode: string; isInternational: boolean }[];
    const byCode = new Map(locales.map((l) => [l.code, l]));
    expect(byCode.get('en')).toMatchObject({ urlCode: 'en', sisCode: 'en-US', isInternational: true });
    expect(byCode.get('de-CH')).toMatchObject({ urlCode: 'de-ch', sisCode: 'de-CH', isInternational: false });
    expect(byCode.get('fr-CA')?.sisCode).toBe('fr-FR');
    expect(byCode.get('ja-JP')?.sisCode).toBe('ja-JP');
    expect(byCode.get('en-IN')?.sisCode).toBe('en-US');
  });

  it('reports health, and 503 once the database is gone', async () => {
    const healthy = await sut.fastify.inject({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({
      status: 'ok',
      database: { status: 'up', kind: 'pglite' },
      cache: { status: 'up', kind: 'memory' },
      // Everything built in: no upstream to report (issue 33; test/int/headless-tickets.int-spec.ts has one).
      upstreams: [],
    });
    await sut.database.handle.close();
    const down = await sut.fastify.inject({ method: 'GET', url: '/api/health' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'error', database: { status: 'down' } });
  });
});
