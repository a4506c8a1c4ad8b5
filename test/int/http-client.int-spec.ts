import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoreConfig } from '../../src/core/config/core.config.js';
import { createRootLogger } from '../../src/core/logging/logging.js';
import { PinoNestLogger } from '../../src/core/logging/pino-nest-logger.js';
import {
  type HttpCallLog,
  type HttpClient,
  HttpClientFactory,
  HttpStatusError,
  HttpTimeoutError,
  RETRY_STATUSES,
  createHttpClient,
} from '../../src/core/http-client/index.js';

interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  body: string;
}

/**
 * SPEC §7.1 against a throw-away server on a free port: `/status/{code}` answers that status, `/slow` answers after
 * a second, `/echo` answers what it received.
 */
describe('the outbound HTTP client (SPEC §7.1)', () => {
  let server: Server;
  let received: Received[];
  let logs: HttpCallLog[];
  let sut: HttpClient;

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const url = request.url ?? '/';
    received.push({ method: request.method ?? '', url, contentType: request.headers['content-type'], body });
    const status = /^\/status\/(\d{3})/.exec(url)?.[1];
    if (status) {
      response.writeHead(Number(status), { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: `status ${status}` }));
    } else if (url.startsWith('/slow')) {
      setTimeout(() => response.writeHead(200).end('late'), 1_000).unref();
    } else {
      response.writeHead(200, { 'content-type': 'application/json' });
      const json = request.headers['content-type'] === 'application/json' && body;
      response.end(JSON.stringify({ method: request.method, url, body: json ? (JSON.parse(body) as unknown) : body }));
    }
  };

  beforeAll(async () => {
    server = createServer((request, response) => void answer(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    sut = createHttpClient({
      baseURL: `http://127.0.0.1:${port}/`,
      timeoutMs: 200,
      retryDelayMs: 0,
      logger: { log: (line) => logs.push(line), warn: (line) => logs.push(line) },
    });
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    received = [];
    logs = [];
  });

  it('does not retry a GET that answered 503, and raises with the status', async () => {
    const error = await sut.get('/status/503').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(503);
    expect((error as HttpStatusError).body).toEqual({ error: 'status 503' });
    expect(received).toHaveLength(1);
  });

  it.each(RETRY_STATUSES)('retries a POST exactly once on %i', async (status) => {
    const error = await sut.post(`/status/${status}`, { n: 1 }).catch((caught: unknown) => caught);
    expect((error as HttpStatusError).status).toBe(status);
    expect(received.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(received[1]!.body).toBe('{"n":1}');
    expect(logs.map((line) => [line.status, line.attempt])).toEqual([
      [status, 1],
      [status, 2],
    ]);
  });

  it.each([400, 404])('does not retry a POST on %i, and raises with the status', async (status) => {
    const error = await sut.post(`/status/${status}`, { n: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(status);
    expect(received).toHaveLength(1);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('retries a %s once as well', async (method) => {
    await expect(sut.request('/status/502', { method, body: {} })).rejects.toBeInstanceOf(HttpStatusError);
    expect(received.map((request) => request.method)).toEqual([method, method]);
  });

  it('raises on a 4xx GET too', async () => {
    await expect(sut.get('/status/418')).rejects.toMatchObject({ name: 'HttpStatusError', status: 418 });
  });

  it('raises a timeout when no answer comes in time, and does not retry it', async () => {
    const started = performance.now();
    const error = await sut.post('/slow', { n: 1 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpTimeoutError);
    expect((error as HttpTimeoutError).timeoutMs).toBe(200);
    expect(performance.now() - started).toBeLessThan(900);
    expect(received).toHaveLength(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ method: 'POST', error: expect.stringMatching(/timeout/) as unknown });
    expect(logs[0]!.status).toBeUndefined();
    expect(logs[0]!.durationMs).toBeGreaterThanOrEqual(150);
  });

  it('takes a per-call timeout', async () => {
    await expect(sut.get('/slow', { timeoutMs: 50 })).rejects.toMatchObject({ name: 'TimeoutError', timeoutMs: 50 });
  });

  it('sends a plain-object body as JSON with its content type, on POST, PUT, PATCH and DELETE', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const answer = await sut.request<{ body: unknown }>('/echo', { method, body: { token: 'abc', list: [1, 2] } });
      expect(answer.body).toEqual({ token: 'abc', list: [1, 2] });
    }
    expect(received.map((request) => [request.method, request.contentType, request.body])).toEqual(
      ['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => [method, 'application/json', '{"token":"abc","list":[1,2]}']),
    );
  });

  it('resolves paths against the base URL and logs each call with its duration, query values hidden', async () => {
    await sut.get('/echo', { query: { key: 'secret-api-key', page: 2 } });
    expect(received[0]!.url).toBe('/echo?key=secret-api-key&page=2');
    expect(logs).toHaveLength(1);
    const [line] = logs;
    expect(line).toMatchObject({ msg: 'outbound http', method: 'GET', status: 200, attempt: 1 });
    expect(line!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/echo\?key=…&page=…$/);
    expect(line!.durationMs).toEqual(expect.any(Number));
    expect(line!.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(logs)).not.toContain('secret-api-key');
  });

  it("logs a slow answer's real duration", async () => {
    logs.length = 0;
    await sut.get('/slow', { timeoutMs: 5_000 });
    expect(logs).toHaveLength(1);
    // The server answers after a second.
    expect(logs[0]!.durationMs).toBeGreaterThanOrEqual(900);
  });

  it('offers the same rules as a fetch for libraries, with the body left for them to read', async () => {
    const response = await sut.fetch(`${serverUrl()}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'x' }),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { method: string }).method).toBe('POST');
    expect(received[0]).toMatchObject({ contentType: 'application/x-www-form-urlencoded', body: 'code=x' });
    await expect(sut.fetch(`${serverUrl()}/status/503`)).rejects.toMatchObject({ status: 503 });
    await expect(sut.fetch(`${serverUrl()}/status/503`, { method: 'POST' })).rejects.toMatchObject({ status: 503 });
    expect(received.map((request) => request.method)).toEqual(['POST', 'GET', 'POST', 'POST']);
  });

  const serverUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it('logs through the app logger (Nest Logger on pino) as one JSON line per call, with its duration', async () => {
    const lines: string[] = [];
    const config = { logLevel: 'info', outboundHttp: { timeoutMs: 1_000 } } as CoreConfig;
    Logger.overrideLogger(new PinoNestLogger(createRootLogger(config, { write: (line: string) => lines.push(line) })));
    const client = new HttpClientFactory(config).create('test', { baseURL: serverUrl() });
    await client.get('/echo', { query: { key: 'secret' } });
    const [line] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toMatchObject({ level: 30, context: 'HttpClient:test', msg: 'outbound http', method: 'GET' });
    expect(line).toMatchObject({ status: 200, url: `${serverUrl()}/echo?key=…` });
    expect(line!.durationMs).toEqual(expect.any(Number));
  });
});
