import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_LEVEL } from '../support/log-capture.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * The Vite dev server's paths answered 500 and logged a stack trace in the production build. They
 * name no page: a plain 404, and nothing logged at warn or above.
 */
describe('Vite dev-server paths in production', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({ logs: 'debug' });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it.each([
    '/__vite_ping',
    '/@vite/client',
    '/%40vite/client',
    '/@fs/etc/passwd',
    '/@id/virtual:vike',
    '/@react-refresh',
    '/%40fs/etc/passwd',
    '/@vite/env?import',
    '/%5F%5Fvite_ping',
    '/__vite_ping?x=1',
  ])('answers %s with a 404 and logs no error', async (url) => {
    sut.logs.clear();
    const response = await sut.fastify.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toMatch(/\bat \S+ \(|Error:/);
    expect(response.body).not.toContain('root:');
    const problems = sut.logs.lines.filter((line) => line.level >= LOG_LEVEL.warn);
    expect(problems).toEqual([]);
    expect(JSON.stringify(sut.logs.lines)).not.toMatch(/"stack"/);
  });

  it('still renders pages whose path starts like one (a page slug is never such a path)', async () => {
    expect((await sut.fastify.inject({ method: 'GET', url: '/en' })).statusCode).toBe(200);
  });
});
