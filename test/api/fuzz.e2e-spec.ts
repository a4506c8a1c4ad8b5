import { request as httpRequest } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';
import { rawRequest } from '../support/raw-http.js';

/**
 * Generated malformed paths, query strings, headers and JSON bodies to every route of the route
 * table (Nest's routes under /api and the page paths), only to 127.0.0.1. No answer may be a 5xx, and no error
 * may show a stack trace or an internal error code. Bounded: about 1,900 requests.
 */

interface Route {
  method: string;
  path: string;
}

/** Nest's route table: every controller method with its HTTP method and path (parameters as `:name`). */
function nestRoutes(sut: TestApp): Route[] {
  const scanner = new MetadataScanner();
  const routes: Route[] = [];
  const join = (...parts: string[]) =>
    '/' +
    parts
      .flatMap((part) => part.split('/'))
      .filter(Boolean)
      .join('/');
  for (const module of sut.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!controller) continue;
      const base = [Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined].flat()[0] ?? '';
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (method === undefined || path === undefined) continue;
        const full = base === 'file' ? join(base, [path].flat()[0]!) : join('api', base, [path].flat()[0]!);
        routes.push({ method: RequestMethod[method], path: full });
      }
    }
  }
  return routes;
}

const PAGE_PATHS = [
  '/',
  '/en',
  '/de-ch',
  '/en/about',
  '/en/products',
  '/en/terms',
  '/en/search',
  '/en/news',
  '/en/no-such-page',
  '/en/portal',
  '/en/portal/tickets',
  '/en/error',
  '/style-guide',
  '/editor-area',
  '/callback',
];

/** Strings meant to break decoders, parsers and casts. */
const nasty = fc.oneof(
  fc.constantFrom(
    '%',
    '%zz',
    '%E4%B8%AD',
    '%ED%A0%80',
    '%C0%AF',
    '%00',
    '%2e%2e',
    '..',
    '%2F',
    '%5C',
    '//',
    '0000-00-00',
    '2024-02-31',
    '-1',
    '1e309',
    'NaN',
    '__proto__',
    'constructor',
    "'",
    '"',
    '<script>',
    '${x}',
    '{{x}}',
    'x'.repeat(3000),
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

/** A string as a request-target piece: printable ASCII as is, anything else percent-encoded as UTF-8. */
const onTheWire = (value: string) =>
  value.replace(/[^\x21-\x7e]|[#?]/gsu, (char) =>
    [...Buffer.from(char, 'utf8')].map((byte) => '%' + byte.toString(16).toUpperCase().padStart(2, '0')).join(''),
  );

/** A stack frame, a file position, Node's or Fastify's error codes, or the word stack in an error. */
const LEAK = /\n\s+at \S|\bat [\w.<>]+ \(|\.(?:ts|js|mjs):\d+:\d+|node_modules|\bFST_ERR|\bERR_[A-Z_]{3,}|"stack"/;

describe('fuzz: no 5xx and no leaks for any input', () => {
  let sut: TestApp;
  let routes: Route[];
  const seen = { requests: 0 };

  beforeAll(async () => {
    sut = await startTestApp({ listen: true });
    routes = nestRoutes(sut);
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const check = (label: string, status: number, body: string) => {
    seen.requests += 1;
    if (status >= 500 || (status >= 400 && LEAK.test(body)) || /\bFST_ERR/.test(body)) {
      throw new Error(`${label} → ${status}: ${body.slice(0, 500)}`);
    }
  };

  /** One request over a real connection (headers as given; only printable ASCII in the target). */
  const send = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        `${sut.baseUrl}${target}`,
        { method, headers: { connection: 'close', ...headers }, insecureHTTPParser: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  const fill = (path: string, segment: string) => path.replace(/:[\w]+/g, () => onTheWire(segment) || 'x');

  it('reads a route table with the API and the files route', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/forms/contact' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/search-proxy/search' });
    expect(routes).toContainEqual({ method: 'GET', path: expect.stringMatching(/^\/file\/:\w+$/) });
  });

  it('answers malformed paths without a 5xx', async () => {
    const targets = [...routes.map((route) => route.path), ...PAGE_PATHS];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), nasty, nasty, async (path, segment, tail) => {
        const target = fill(path, segment) + (tail.length % 2 ? '/' + onTheWire(tail) : onTheWire(tail));
        const response = await rawRequest(
          sut.baseUrl,
          `GET ${target.startsWith('/') ? target : '/' + target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close`,
        );
        check(`GET ${target}`, response.status, response.body);
      }),
      { numRuns: 450 },
    );
  }, 120_000);

  it('answers malformed query strings without a 5xx', async () => {
    const getRoutes = [...routes.filter((route) => route.method === 'GET').map((route) => route.path), ...PAGE_PATHS];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...getRoutes),
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom('lang', 'first', 'after', 'page', 'q', 'direct', 'stage', 'w', 'h'), nasty),
            nasty,
          ),
          { minLength: 1, maxLength: 4 },
        ),
        async (path, pairs) => {
          const target =
            fill(path, 'x') + '?' + pairs.map(([key, value]) => `${onTheWire(key)}=${onTheWire(value)}`).join('&');
          const response = await send('GET', target);
          check(`GET ${target}`, response.status, response.body);
        },
      ),
      { numRuns: 400 },
    );
  }, 120_000);

  it('answers malformed headers without a 5xx', async () => {
    const headerValue = fc
      .oneof(nasty, fc.string({ maxLength: 60 }))
      .map((value) => value.replace(/[^\x20-\x7e\t]/g, '?').trim() || 'x');
    const headerName = fc.constantFrom(
      'accept-language',
      'cookie',
      'x-forwarded-for',
      'x-forwarded-proto',
      'x-vercel-ip-country',
      'if-none-match',
      'if-modified-since',
      'range',
      'accept',
      'accept-encoding',
      'content-type',
      'origin',
      'referer',
      'user-agent',
      'authorization',
    );
    const cookieValue = fc
      .tuple(fc.constantFrom('uapp_session', 'uapp_editor', 'uapp_preview', 'uapp_locale', 'x'), headerValue)
      .map(([name, value]) => `${name}=${value.replace(/;/g, '')}`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes.filter((route) => route.method === 'GET').map((route) => route.path), ...PAGE_PATHS),
        fc.dictionary(headerName, headerValue, { maxKeys: 4 }),
        cookieValue,
        async (path, headers, cookie) => {
          const target = fill(path, 'x');
          const response = await send('GET', target, { cookie, ...headers });
          check(`GET ${target} ${JSON.stringify({ cookie, ...headers })}`, response.status, response.body);
        },
      ),
      { numRuns: 350 },
    );
  }, 120_000);

  it('answers malformed JSON bodies to every write route without a 5xx', async () => {
    const writes = routes.filter((route) => route.method !== 'GET' && route.method !== 'HEAD');
    expect(writes.length).toBeGreaterThan(5);
    const deep = fc
      .integer({ min: 20, max: 5000 })
      .chain((depth) => fc.constantFrom('[', '{"a":').map((open) => ({ open, depth })))
      .map(({ open, depth }) => open.repeat(depth) + '1' + (open === '[' ? ']' : '}').repeat(depth));
    const body = fc.oneof(
      fc.json({ maxDepth: 4 }),
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify({ query: value, password: value, input: value })),
      fc.constantFrom('', '{', '{"a":1', 'null', '[]', '"\\ud800abc"', '{"query":"\\udc00"}', '{"__proto__":{"x":1}}'),
      deep,
      nasty.map((value) => JSON.stringify({ query: value, localeCode: value, email: value, lines: [value] })),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/json; charset=latin1',
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), nasty, body, contentType, async (route, segment, payload, type) => {
        const response = await sut.fastify.inject({
          method: route.method as 'POST',
          url: fill(route.path, segment),
          remoteAddress: '127.0.0.1',
          headers: { 'content-type': type, origin: sut.baseUrl },
          payload,
        });
        check(`${route.method} ${route.path} ${payload.slice(0, 200)}`, response.statusCode, response.body);
      }),
      { numRuns: 700 },
    );
    expect(seen.requests).toBeLessThanOrEqual(3000);
  }, 120_000);
});
