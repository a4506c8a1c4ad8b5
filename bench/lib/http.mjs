// Plain HTTP for the bench: free ports, single requests, waiting for a server to answer.
import http from 'node:http';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { BenchError, tail } from './processes.mjs';

export const HOST = '127.0.0.1';

/** A TCP port free right now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A plain GET with only Host and Connection headers, like autocannon sends (so the page-cache key matches). */
export function get(port, path, headers = {}) {
  return send(port, { path, headers });
}

/** One request (GET unless `method` says otherwise; `body` is sent as is), answering status, headers and body. */
export function send(port, { method = 'GET', path, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: HOST, port, method, path, agent: false, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** Polls `path` until it answers 200; fails early if the child exits. */
export async function waitUntilReady(child, port, path, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let exit;
  void child.exited.then((value) => (exit = value));
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit) {
      throw new BenchError(
        `${child.label} exited during start-up (code ${exit.code}, signal ${exit.signal}):\n${tail(child)}`,
      );
    }
    try {
      const response = await get(port, path);
      if (response.status === 200) return;
      lastError = `GET ${path} answered ${response.status}`;
    } catch (error) {
      lastError = error.message;
    }
    await sleep(250);
  }
  throw new BenchError(`${child.label} not ready after ${timeoutMs / 1000} s (${lastError}):\n${tail(child)}`);
}
