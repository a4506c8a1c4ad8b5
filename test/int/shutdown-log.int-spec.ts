import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validContact } from '../factories/form-submissions.js';
import { freePort } from '../support/free-port.js';
import { ServerProcess, seededPgliteDir, until } from '../support/server-process.js';

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

const logLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);

/**
 * A POST whose body is sent in two halves: the server has the request (in flight) until `finish()` sends the rest.
 * Resolves once the first half went out; `answer` resolves with the status the client got.
 */
function slowPost(base: string, path: string, body: string) {
  const bytes = Buffer.from(body);
  const request = httpRequest(new URL(path, base), {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json', 'content-length': String(bytes.length) },
  });
  const answer = new Promise<number>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
  });
  const half = Math.floor(bytes.length / 2);
  const started = new Promise<void>((resolve) => request.write(bytes.subarray(0, half), () => resolve()));
  return { started, answer, finish: () => request.end(bytes.subarray(half)) };
}

// SIGTERM logs a line as it starts and one with what was drained, and the server exits 0.
describe('the shutdown log (SIGTERM)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'uapp-shutdown-'));
  let server: ServerProcess;
  let base: string;

  beforeAll(async () => {
    await seededPgliteDir(dataDir);
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = new ServerProcess({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: base,
      DATA_DIR: dataDir,
      FORMS_RATE_LIMIT: '1000',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('with a request in flight: says so, lets it finish, and reports what was drained', async () => {
    await server.start(90_000);
    const from = server.output.length;
    const slow = slowPost(base, '/api/forms/contact', JSON.stringify(validContact()));
    await slow.started;
    // The server has the request once its headers are in.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = server.kill('SIGTERM');
    const starting = await until(
      () => logLines(server.output.slice(from)).find((line) => line.msg.startsWith('shutting down')),
      'the shutdown line',
    );
    expect(starting.msg).toBe('shutting down: 1 request in flight, 1 connection open (SIGTERM)');
    expect(starting).toMatchObject({ signal: 'SIGTERM', requestsInFlight: 1, connectionsOpen: 1 });

    // The request in flight still gets its answer.
    slow.finish();
    expect(await slow.answer).toBe(201);
    expect(await exited).toBe(0);

    const stopped = logLines(server.output.slice(from)).find((line) => line.msg.startsWith('stopped'));
    expect(stopped?.msg).toMatch(
      /^stopped after \d+ ms: 1 request finished, 0 cut off, 1 connection closed; outbox and caches closed, database closed$/,
    );
    expect(stopped).toMatchObject({
      signal: 'SIGTERM',
      outcome: 'drained',
      requestsFinished: 1,
      requestsCutOff: 0,
      connectionsClosed: 1,
      outbox: 'closed',
      cache: 'closed',
      database: 'closed',
    });
    expect(stopped!.durationMs).toEqual(expect.any(Number));
  }, 150_000);

  it('idle: says nothing was in flight and exits 0', async () => {
    await server.start(90_000);
    const from = server.output.length;
    expect(await server.kill('SIGTERM')).toBe(0);
    const lines = logLines(server.output.slice(from));
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'shutting down: 0 requests in flight, 0 connections open (SIGTERM)',
        expect.stringMatching(
          /^stopped after \d+ ms: 0 requests finished, 0 cut off, 0 connections closed; outbox and caches closed, database closed$/,
        ),
      ]),
    );
  }, 150_000);
});
