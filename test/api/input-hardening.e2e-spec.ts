import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContact } from '../factories/form-submissions.js';
import { rawRequest } from '../support/raw-http.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('no 5xx for crafted input', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const postJson = (url: string, payload: string) =>
    sut.fastify.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it.each([
    ['/api/forms/contact', `{"firstName":${nested(3000)}}`],
    ['/api/search-proxy/search', `{"localeCode":"en","query":${nested(3000)}}`],
    ['/api/search-proxy/suggest', `{"localeCode":"en","query":{"a":${nested(3000)}}}`],
  ])('refuses JSON nested 3000 levels deep to %s with 400', async (url, payload) => {
    const response = await postJson(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: expect.stringContaining('nested deeper') });
  });

  it('still takes a body nested a few levels', async () => {
    const response = await postJson('/api/forms/contact', JSON.stringify(validContact()));
    expect(response.statusCode).toBe(201);
  });

  it.each(['/api/search-proxy/search', '/api/search-proxy/suggest'])(
    'refuses a lone surrogate in the query to %s with 400',
    async (url) => {
      const response = await postJson(url, '{"localeCode":"en","query":"\\ud800abc"}');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'The request holds ill-formed Unicode' });
    },
  );

  it('redirects GET /%E4%B8%AD with a percent-encoded Location, not a raw 500', async () => {
    const response = await rawRequest(sut.baseUrl, `GET /%E4%B8%AD HTTP/1.1\r\nHost: localhost\r\nConnection: close`);
    expect(response.status).toBe(302);
    expect(response.headers).toMatch(/\r\nlocation: \/en\/%E4%B8%AD\r\n/i);
  });

  it('redirects a non-ASCII path with a trailing slash with a percent-encoded Location', async () => {
    const response = await rawRequest(
      sut.baseUrl,
      `GET /en/%E4%B8%AD/ HTTP/1.1\r\nHost: localhost\r\nConnection: close`,
    );
    expect(response.status).toBe(301);
    expect(response.headers).toMatch(/\r\nlocation: \/en\/%E4%B8%AD\r\n/i);
  });

  it.each([
    ['a backslash path', 'GET /\\evil.example/ HTTP/1.1'],
    ['an encoded backslash path', 'GET /%5Cevil.example/ HTTP/1.1'],
    ['the absolute form', 'GET http://evil.example/en/ HTTP/1.1'],
    ['the asterisk form', 'OPTIONS * HTTP/1.1'],
  ])('refuses %s with 400 and the JSON error, no redirect', async (_label, line) => {
    const response = await rawRequest(sut.baseUrl, `${line}\r\nHost: localhost\r\nConnection: close`);
    expect(response.status).toBe(400);
    expect(response.headers).not.toMatch(/\r\nlocation:/i);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 400, code: 'BadRequestTarget' });
  });

  it('never redirects to a protocol-relative //host', async () => {
    const response = await rawRequest(
      sut.baseUrl,
      `GET //evil.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close`,
    );
    const location = /\r\nlocation: ([^\r]*)/i.exec(response.headers)?.[1];
    if (location !== undefined) expect(location).not.toMatch(/^\/[/\\]/);
    expect(response.status).toBeLessThan(500);
  });

  it('refuses a duplicate Host header with 400', async () => {
    const response = await rawRequest(
      sut.baseUrl,
      `GET /en HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close`,
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: 400, message: 'Duplicate Host header' });
  });
});
