// `npm run bench`: throughput, latency and server CPU per request of the production server on the demo seed,
// next to a bare Fastify server answering the same HTML bytes in the same run. See bench/README.md.
//
// Env: BENCH_DURATION (s, default 8), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 50),
//      BENCH_JSON (optional path: also write the results as JSON).
// Exit code: 0 when every scenario ran clean and the acceptance check passed; 1 when the check failed or was
// inconclusive, or a scenario had errors; 2 when the bench could not run (build or start failure); 130 interrupted.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from '../scripts/build-stamp.mjs';
import { startApp } from './lib/app.mjs';
import { HOST, freePort, get, send, waitUntilReady } from './lib/http.mjs';
import { clockTicks, cpuMicros, rssMegabytes } from './lib/proc.mjs';
import { BenchError, cleanup, isInterrupted, startChild, stopChild, tail, tmpRoot, tracked } from './lib/processes.mjs';
import { signInToPortal } from './portal-sign-in.mjs';
const DURATION = positiveNumber('BENCH_DURATION', 8);
const WARMUP = positiveNumber('BENCH_WARMUP', 3, true);
const CONNECTIONS = positiveNumber('BENCH_CONNECTIONS', 50);
/** Acceptance (issue): a cached home page reaches at least this share of the bare-Fastify throughput. */
const REQUIRED_RATIO = 0.5;
/** Below this share of one core the bare server was not the bottleneck of its own run (see the WARNING). */
const BARE_MIN_CPU_PERCENT = 80;

/** Page-cache entries of the app under bench: fewer than the pages each render scenario goes round. */
const PAGE_CACHE_ENTRIES = 4;
/** Sent as X-Cache-Secret by the scenario that bypasses every cache as an editor would. */
const BENCH_CACHE_SECRET = 'bench-cache-secret';

function positiveNumber(name, fallback, allowZero = false) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero)) {
    console.error(`bench: ${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Helpers

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function rotating(paths) {
  let next = 0;
  return (request) => ({ ...request, path: paths[next++ % paths.length] });
}

/** One autocannon run; latencies of 2xx responses are kept at full (sub-millisecond) precision. */
/** A different client address per request (10.0.0.0/8): visitors behind the proxy, each within its rate limit. */
let clientNumber = 0;
function fromManyClients(request) {
  clientNumber = (clientNumber + 1) % 0xffffff;
  const address = `10.${clientNumber >> 16}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
}

async function cannon(port, path, seconds, latencies, { paths, headers, connections, method, body, manyClients } = {}) {
  const instance = autocannon({
    url: `http://${HOST}:${port}${path}`,
    connections: connections ?? CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    ...(headers ? { headers } : {}),
    ...(method ? { method } : {}),
    ...(body ? { body } : {}),
    // Several URLs: the requests go round them in turn (one counter for all connections, so concurrent requests
    // ask for different pages and none waits for another's render).
    ...(paths ? { requests: [{ method: 'GET', setupRequest: rotating(paths) }] } : {}),
    ...(manyClients ? { requests: [{ method: method ?? 'GET', body, headers, setupRequest: fromManyClients }] } : {}),
  });
  if (latencies) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  }
  return tracked(instance);
}

/**
 * Warm-up, then the measured run with the server's CPU time read before and after.
 * `check(response)` returns a problem description (or nothing) for one request made after the warm-up and one
 * after the measured run.
 */
async function measure({
  name,
  server,
  path,
  paths,
  headers,
  connections,
  check,
  method,
  body,
  twin,
  manyClients,
  warmup = WARMUP,
  duration = DURATION,
}) {
  const shown = paths ? `${paths.length} URLs like ${paths[0]}` : path;
  process.stdout.write(`bench: ${name} (${method ?? 'GET'} ${shown}): warm-up ${warmup} s, measure ${duration} s… `);
  const problems = [];
  const options = { paths, headers, connections, method, body, manyClients };
  if (warmup > 0) await cannon(server.port, paths?.[0] ?? path, warmup, undefined, options);
  const probe = async (when) => {
    const response = await send(server.port, { method, path: paths?.[0] ?? path, headers, body });
    if (response.status < 200 || response.status >= 300) problems.push(`${when}: status ${response.status}`);
    const problem = check?.(response);
    if (problem) problems.push(`${when}: ${problem}`);
    return response;
  };
  const before = paths ? await get(server.port, paths[0], headers) : await probe('after warm-up');

  const latencies = [];
  const cpuBefore = cpuMicros(server.pid);
  const loadBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  const result = await cannon(server.port, paths?.[0] ?? path, duration, latencies, options);
  const wallSeconds = Number(process.hrtime.bigint() - wallBefore) / 1e9;
  const load = process.cpuUsage(loadBefore);
  const cpuAfter = cpuMicros(server.pid);

  if (paths && check) {
    // Going round the pages one at a time, each must be rendered anew (the page cache holds fewer of them).
    for (const each of paths) await get(server.port, each, headers);
    for (const each of paths) {
      const problem = check(await get(server.port, each, headers));
      if (problem) problems.push(`${each}: ${problem}`);
    }
  } else await probe('after the run');
  if (result.errors > 0) problems.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats)
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}× ${code}`);
    problems.push(`${result.non2xx} non-2xx responses (${codes.join(', ')})`);
  }
  if (result.mismatches > 0) problems.push(`${result.mismatches} body mismatches`);

  const requests = result.requests.total;
  latencies.sort((a, b) => a - b);
  const serverCpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const row = {
    name,
    path: paths ? paths.join(' ') : path,
    requests,
    seconds: result.duration,
    rps: requests / result.duration,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuPerRequest: serverCpu === undefined || requests === 0 ? undefined : serverCpu / requests,
    serverCpuPercent: serverCpu === undefined ? undefined : (serverCpu / 1e6 / wallSeconds) * 100,
    loadgenCpuPercent: ((load.user + load.system) / 1e6 / wallSeconds) * 100,
    bytesPerResponse: requests ? result.throughput.total / requests : 0,
    pageCache: before.headers['x-page-cache'],
    rssMb: rssMegabytes(server.pid),
    twin,
    errors: result.errors,
    non2xx: result.non2xx,
    problems,
  };
  console.log(`${Math.round(row.rps)} req/s${problems.length ? ` — PROBLEMS: ${problems.join('; ')}` : ''}`);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Servers

const BARE_SERVER = `
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
const routes = JSON.parse(readFileSync(process.env.BENCH_ROUTES_FILE, 'utf8'));
const app = Fastify({ logger: false });
for (const route of routes) {
  const body = readFileSync(route.file);
  app.route({
    method: route.method,
    url: route.path,
    handler: (request, reply) => reply.header('content-type', route.contentType).send(body),
  });
}
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
console.log('bare fastify listening');
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => app.close().then(() => process.exit(0)));
`;

// The home page's own URL: `/` answers a 302 to the visitor's locale (SPEC §2.3), `/en` is the page itself.
const HOME_PATH = process.env.BENCH_HOME_PATH ?? '/en';
/** A product page of the seeded catalogue: the heaviest public page, served from the page cache. */
const PRODUCT_PATH =
  process.env.BENCH_PRODUCT_PATH ?? '/en/products/cutting-stripping/cut-strip-machines/cutstrip-9000';
/** A classification page: the products of one machine family, with its filters. */
const CLASSIFICATION_PATH =
  process.env.BENCH_CLASSIFICATION_PATH ?? '/en/products/cutting-stripping/cut-strip-machines';
/** The header search's suggestions (POST, as the client sends them): catalogue and content matches for "cut". */
const SUGGEST = {
  method: 'POST',
  path: '/api/search-proxy/suggest',
  headers: { 'content-type': 'application/json' },
  requestBody: JSON.stringify({ localeCode: 'en', query: 'cut' }),
};
/** The catalogue's product data of one locale (SPEC §7.4), the largest JSON answer. */
const PRODUCT_DATA_PATH = '/api/product-data/en-US';
/** A signed-in page: the customer portal's ticket list, never cached. */
const TICKETS_PATH = '/en/portal/tickets/list';
const PORTAL_USER = { email: 'carl@apex.example.com', password: 'demo-password' };
/** Baselines (bare Fastify, same bytes) run shorter: they are steady and the whole bench must stay under 5 min. */
const TWIN_WARMUP = Math.min(WARMUP, 1);
const TWIN_DURATION = Math.max(1, Math.round(DURATION / 2));

/**
 * A bare Fastify server answering, for each route `{method, path, body, contentType}`, that route's bytes: the
 * app's own answer to the same request, captured once, so every scenario has its baseline in the same run.
 */
async function startBare(routes) {
  const port = await freePort();
  const manifest = routes.map((route, i) => {
    const file = join(tmpRoot, `bare-${i}.body`);
    writeFileSync(file, route.body);
    return { method: route.method ?? 'GET', path: route.path, file, contentType: route.contentType };
  });
  const routesFile = join(tmpRoot, 'bare-routes.json');
  writeFileSync(routesFile, JSON.stringify(manifest));
  // Evaluated with the repository as working directory, so `fastify` resolves from its node_modules.
  const env = { ...process.env, PORT: String(port), HOST, BENCH_ROUTES_FILE: routesFile };
  delete env.NODE_OPTIONS;
  const child = startChild('bare', ['--input-type=module', '-e', BARE_SERVER], env);
  await waitUntilReady(child, port, '/', 30_000);
  for (const route of routes) {
    const check = await send(port, {
      method: route.method,
      path: route.path,
      headers: route.headers,
      body: route.requestBody,
    });
    if (!check.body.equals(route.body)) throw new Error(`the bare server does not answer the bytes of ${route.path}`);
  }
  return { child, pid: child.pid, port };
}

/** Locale homes the render scenarios go round (those answering 200 are used). */
const HOME_ROTATION = ['/en', '/de', '/fr', '/es', '/it', '/pt', '/ja', '/zh', '/cs', '/hu', '/ro', '/sk'];
/** The required render ratio, and the memory an instance may hold after the cache-busting run. */
const MAX_RENDER_RATIO = 4;
/**
 * Connections of the render scenarios and their plain-React baselines: fewer than the pages they go round, so no
 * two requests in flight ask for the same page (one would wait for the other's render and cost nothing).
 */
const RENDER_CONNECTIONS = 8;
const RSS_LIMIT_POSTGRES_MB = 300;
const RSS_LIMIT_PGLITE_MB = 500;

async function answering(port, paths) {
  const ok = [];
  for (const path of paths) if ((await get(port, path)).status === 200) ok.push(path);
  return ok;
}

async function averageBytes(port, paths) {
  let total = 0;
  for (const path of paths) total += (await get(port, path)).body.length;
  return Math.round(total / paths.length);
}

/** bench/plain-react-server.mjs rendering a page of about `bytes` bytes, in production mode as the app runs React. */
async function startPlainReact(bytes) {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), BENCH_PAGE_BYTES: String(bytes) };
  delete env.NODE_OPTIONS;
  const child = startChild('plain-react', [join(ROOT, 'bench/plain-react-server.mjs')], env);
  await waitUntilReady(child, port, '/', 30_000);
  const page = await get(port, '/');
  return { child, pid: child.pid, port, bytes: page.body.length };
}

/**
 * `count` requests, each with a query string of its own (`?utm_source=…&ref=…`), over the given pages: every one
 * is the same cached page. Answers the row, the page-cache misses it caused and the server's RSS.
 */
async function cacheBusting(server, pages, count) {
  const name = `${count} distinct query strings`;
  process.stdout.write(`bench: ${name} (GET ${pages.length} pages?utm_source=…)… `);
  for (const page of pages) await get(server.port, page);
  let next = 0;
  let misses = 0;
  const latencies = [];
  const cpuBefore = cpuMicros(server.pid);
  const wallBefore = process.hrtime.bigint();
  const instance = autocannon({
    url: `http://${HOST}:${server.port}${pages[0]}`,
    connections: CONNECTIONS,
    amount: count,
    pipelining: 1,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const i = next++;
          const page = pages[i % pages.length];
          return { ...request, path: `${page}?utm_source=bench-${i}&ref=${(i * 7919) % 100_003}` };
        },
      },
    ],
  });
  instance.on('response', (client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  instance.on('headers', () => undefined);
  const result = await tracked(instance);
  const wallSeconds = Number(process.hrtime.bigint() - wallBefore) / 1e9;
  const cpuAfter = cpuMicros(server.pid);
  // How many of them were rendered: a probe with a new query string must be a hit.
  const probe = await get(server.port, `${pages[0]}?utm_source=bench-probe`);
  if (probe.headers['x-page-cache'] !== 'hit') misses++;
  const problems = [];
  if (result.errors > 0) problems.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx responses`);
  if (misses > 0) problems.push(`a new query string was not served from the page cache`);
  latencies.sort((a, b) => a - b);
  const requests = result.requests.total;
  const serverCpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const row = {
    name,
    path: pages.join(' '),
    requests,
    seconds: wallSeconds,
    rps: requests / wallSeconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    cpuPerRequest: serverCpu === undefined || requests === 0 ? undefined : serverCpu / requests,
    serverCpuPercent: serverCpu === undefined ? undefined : (serverCpu / 1e6 / wallSeconds) * 100,
    loadgenCpuPercent: undefined,
    bytesPerResponse: requests ? result.throughput.total / requests : 0,
    errors: result.errors,
    non2xx: result.non2xx,
    problems,
  };
  const rssMb = rssMegabytes(server.pid);
  console.log(
    `${Math.round(row.rps)} req/s, RSS ${fmt(rssMb)} MB${problems.length ? ` — PROBLEMS: ${problems.join('; ')}` : ''}`,
  );
  return { row, rssMb, misses, requests };
}

// ---------------------------------------------------------------------------------------------------------------
// Report

function fmt(value, digits = 0) {
  return value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);
}

function ratio(value, base) {
  return value === undefined || base === undefined || !base ? 'n/a' : `${(value / base).toFixed(2)}×`;
}

/** `vs bare`: to the row's own baseline (bare Fastify answering the same bytes) where it has one, else to `bare`. */
function printTable(rows, bare) {
  const header = [
    'scenario',
    'req/s',
    'vs bare',
    'p50 ms',
    'p99 ms',
    'CPU µs/req',
    'vs bare',
    'server CPU',
    'loadgen CPU',
    'RSS MB',
    'bytes/resp',
  ];
  const lines = rows.map((row) => [
    row.name,
    fmt(row.rps),
    ratio(row.rps, (row.twin ?? bare).rps),
    fmt(row.p50, 2),
    fmt(row.p99, 2),
    fmt(row.cpuPerRequest, 1),
    ratio(row.cpuPerRequest, (row.twin ?? bare).cpuPerRequest),
    row.serverCpuPercent === undefined ? 'n/a' : `${fmt(row.serverCpuPercent)} %`,
    `${fmt(row.loadgenCpuPercent)} %`,
    fmt(row.rssMb),
    fmt(row.bytesPerResponse),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const render = (cells) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])));
  console.log(render(header).join('  '));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(render(line).join('  '));
}

// ---------------------------------------------------------------------------------------------------------------
// Main

async function main() {
  const app = await startApp({
    extra: {
      // A page cache too small for the render scenarios' rotation of pages, so each of their requests
      // misses it while the data caches stay warm; the single-URL scenarios still hit.
      PAGE_CACHE_MAX_ENTRIES: String(PAGE_CACHE_ENTRIES),
      CACHE_CLEAR_SECRET: BENCH_CACHE_SECRET,
    },
  });
  const home = await get(app.port, HOME_PATH);
  if (home.status !== 200) throw new Error(`GET / on the app answered ${home.status}, expected 200`);
  const contentType = home.headers['content-type'] ?? 'text/html; charset=utf-8';
  console.log(
    `bench: home page is ${home.body.length} bytes (${contentType}, x-page-cache: ${home.headers['x-page-cache']})`,
  );
  const bare = await startBare([{ path: '/', body: home.body, contentType }]);
  console.log(`bench: bare Fastify on http://${HOST}:${bare.port} (pid ${bare.pid})`);
  console.log(
    `bench: ${CONNECTIONS} connections, warm-up ${WARMUP} s, ${DURATION} s per scenario, ` +
      `${os.cpus().length} CPUs, Node ${process.version}, ${clockTicks} clock ticks/s\n`,
  );

  const pageCache = (expected) => (response) => {
    const outcome = response.headers['x-page-cache'];
    if (!expected.includes(outcome)) return `x-page-cache is "${outcome}", expected ${expected.join(' or ')}`;
  };
  const homeRotation = await answering(app.port, HOME_ROTATION);
  const productRotation = await answering(
    app.port,
    HOME_ROTATION.map((home) => home + PRODUCT_PATH.replace(/^\/[^/]+/, '')),
  );
  if (homeRotation.length <= PAGE_CACHE_ENTRIES || productRotation.length <= PAGE_CACHE_ENTRIES) {
    throw new BenchError('too few home or product pages answer 200 for the render scenarios');
  }
  const rows = [];
  rows.push(await measure({ name: 'bare Fastify, same HTML', server: bare, path: '/' }));
  rows.push(await measure({ name: 'home, page-cache hit', server: app, path: HOME_PATH, check: pageCache(['hit']) }));
  // After a warm-up (the run above), 4,000 distinct query strings on
  // seeded pages the page cache holds, then the server's RSS. (The RSS after every scenario is printed at the end.)
  const busting = await cacheBusting(app, [HOME_PATH, PRODUCT_PATH, `${HOME_PATH}/stories`], 4000);
  rows.push(busting.row);
  // The other scenarios' answers, captured once for their baselines (after the cache-busting RSS
  // figure, so that it measures what the issue asks: a warm-up plus the 4,000 variants).
  const portalCookie = await signInToPortal(`http://${HOST}:${app.port}`, PORTAL_USER).catch((error) => {
    throw new BenchError(`signing ${PORTAL_USER.email} in for the portal scenario failed: ${error.message}`);
  });
  const captured = {};
  for (const [key, request] of Object.entries({
    product: { path: PRODUCT_PATH },
    classification: { path: CLASSIFICATION_PATH },
    suggest: SUGGEST,
    productData: { path: PRODUCT_DATA_PATH },
    tickets: { path: TICKETS_PATH, headers: { cookie: portalCookie } },
  })) {
    const response = await send(app.port, { ...request, body: request.requestBody });
    if (response.status !== 200)
      throw new BenchError(`${request.method ?? 'GET'} ${request.path} answered ${response.status}`);
    captured[key] = { ...request, body: response.body, contentType: response.headers['content-type'] };
  }
  const twins = await startBare([{ path: '/', body: home.body, contentType }, ...Object.values(captured)]);
  /** The scenario, then bare Fastify answering the same request with the same bytes: the row's baseline. */
  const measureWithTwin = async (scenario, request) => {
    const row = await measure({ ...scenario, method: request.method, body: request.requestBody });
    row.twin = await measure({
      name: `  bare Fastify, same ${fmt(request.body.length)} B`,
      server: twins,
      path: request.path,
      headers: request.headers?.['content-type'] ? { 'content-type': request.headers['content-type'] } : undefined,
      method: request.method,
      body: request.requestBody,
      warmup: TWIN_WARMUP,
      duration: TWIN_DURATION,
    });
    return [row, row.twin];
  };
  const homeMiss = await measure({
    name: 'home, page-cache miss',
    server: app,
    paths: homeRotation,
    connections: RENDER_CONNECTIONS,
    check: pageCache(['miss']),
  });
  rows.push(homeMiss);
  rows.push(
    ...(await measureWithTwin(
      { name: 'product page, page-cache hit', server: app, path: PRODUCT_PATH, check: pageCache(['hit']) },
      captured.product,
    )),
  );
  const productMiss = await measure({
    name: 'product page, page-cache miss',
    server: app,
    paths: productRotation,
    connections: RENDER_CONNECTIONS,
    check: pageCache(['miss']),
  });
  rows.push(productMiss);
  rows.push(
    ...(await measureWithTwin(
      {
        name: 'classification page, page-cache hit',
        server: app,
        path: CLASSIFICATION_PATH,
        check: pageCache(['hit']),
      },
      captured.classification,
    )),
  );
  rows.push(
    ...(await measureWithTwin(
      {
        name: 'search suggest (POST)',
        server: app,
        path: SUGGEST.path,
        headers: SUGGEST.headers,
        // Search is rate-limited per client (60 a minute): many visitors, as behind the proxy in production.
        manyClients: true,
      },
      captured.suggest,
    )),
  );
  rows.push(
    ...(await measureWithTwin(
      { name: `GET ${PRODUCT_DATA_PATH}`, server: app, path: PRODUCT_DATA_PATH },
      captured.productData,
    )),
  );
  rows.push(
    ...(await measureWithTwin(
      {
        name: 'portal ticket list, signed in',
        server: app,
        path: TICKETS_PATH,
        headers: { cookie: portalCookie },
        // Never cached, never shared (README § Caching): rendered for the signed-in user every time.
        check: (response) =>
          response.headers['cache-control'] === 'private, no-store'
            ? undefined
            : `cache-control is "${response.headers['cache-control']}", expected private, no-store`,
      },
      captured.tickets,
    )),
  );

  rows.push(
    await measure({
      name: "home, a visitor's cache=false",
      server: app,
      path: `${HOME_PATH}?cache=false`,
      // Rate-limited per client: beyond the limit the page comes from the cache.
      check: pageCache(['hit', 'bypass']),
    }),
  );
  rows.push(
    await measure({
      name: 'home, cache=false (editor: all caches)',
      server: app,
      path: `${HOME_PATH}?cache=false`,
      headers: { 'x-cache-secret': BENCH_CACHE_SECRET },
      // Every request queries the database: fewer connections, so the queue stays short.
      connections: Math.min(CONNECTIONS, 8),
      check: pageCache(['bypass']),
    }),
  );
  rows.push(await measure({ name: 'GET /api/health', server: app, path: '/api/health' }));

  // The same pages rendered by plain Fastify + React, in this run.
  const homeBytes = await averageBytes(app.port, homeRotation);
  const productBytes = await averageBytes(app.port, productRotation);
  const plainHome = await startPlainReact(homeBytes);
  const plainHomeRow = await measure({
    name: `plain React renderToString, ${plainHome.bytes} B`,
    server: plainHome,
    path: '/',
  });
  rows.push(plainHomeRow);
  await stopChild(plainHome.child);
  const plainProduct = await startPlainReact(productBytes);
  const plainProductRow = await measure({
    name: `plain React renderToString, ${plainProduct.bytes} B`,
    server: plainProduct,
    path: '/',
    connections: RENDER_CONNECTIONS,
  });
  rows.push(plainProductRow);
  await stopChild(plainProduct.child);
  const finalRssMb = rssMegabytes(app.pid);
  const appLines = app.child.lineCount - app.startupLines;
  console.log('');
  printTable(rows, rows[0]);
  console.log('');
  console.log(
    'req/s: completed requests / duration.  p50/p99: latency of 2xx responses.  CPU µs/req: server process ' +
      'user+system CPU / requests.\nserver CPU and loadgen CPU: share of one core used by the server and by this ' +
      'process (autocannon) during the measured run.',
  );
  if (appLines > 0)
    console.log(
      `\nThe app logged ${appLines} lines (warn level or above) during the bench; the last ones:\n${tail(app.child)}`,
    );

  const [bareRow, cached] = rows;
  let failed = false;
  console.log('');
  for (const row of rows) {
    if (row.problems.length) {
      failed = true;
      console.log(`PROBLEM  ${row.name}: ${row.problems.join('; ')}`);
    }
  }
  // A bare server well below one busy core was held back by scheduling, not by its own work (on VMs, idle vCPUs
  // that halt and must be woken up for every batch of packets): its req/s is then too low and every ratio too kind.
  const bareUnreliable = bareRow.serverCpuPercent !== undefined && bareRow.serverCpuPercent < BARE_MIN_CPU_PERCENT;
  if (bareUnreliable) {
    console.log(
      `WARNING  the bare server used only ${fmt(bareRow.serverCpuPercent)} % of a core: it was not CPU-bound, so ` +
        'its req/s is too low and the ratios are too favourable. Rerun (see bench/README.md § Reading the numbers).',
    );
  }
  const achieved = cached.rps / bareRow.rps;
  // A held-back bare server only makes the ratio look better: a FAIL stands, a PASS cannot be trusted.
  const clean = cached.problems.length === 0 && bareRow.problems.length === 0;
  const verdict = !clean || achieved < REQUIRED_RATIO ? 'FAIL' : bareUnreliable ? 'INCONCLUSIVE' : 'PASS';
  console.log(
    `${verdict}  cached home page: ${fmt(cached.rps)} req/s = ${achieved.toFixed(2)}× bare Fastify ` +
      `(${fmt(bareRow.rps)} req/s); required ≥ ${REQUIRED_RATIO}×` +
      (clean ? '' : ' (both runs must be clean: see PROBLEM above)') +
      (verdict === 'INCONCLUSIVE' ? ' — the bare run was held back (see WARNING above): rerun' : ''),
  );
  if (verdict !== 'PASS') failed = true;

  // A page-cache miss within 4× the CPU of a plain React render of a page of that size.
  for (const [miss, plain] of [
    [homeMiss, plainHomeRow],
    [productMiss, plainProductRow],
  ]) {
    const renderRatio = miss.cpuPerRequest / plain.cpuPerRequest;
    const ok = Number.isFinite(renderRatio) && renderRatio <= MAX_RENDER_RATIO && miss.problems.length === 0;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  render ratio, ${miss.name}: ${fmt(miss.cpuPerRequest)} µs CPU/req = ` +
        `${fmt(renderRatio, 2)}× ${plain.name} (${fmt(plain.cpuPerRequest)} µs); required ≤ ${MAX_RENDER_RATIO}×`,
    );
  }
  const rssLimit = process.env.DATABASE_URL ? RSS_LIMIT_POSTGRES_MB : RSS_LIMIT_PGLITE_MB;
  const rssOk = busting.rssMb !== undefined && busting.rssMb <= rssLimit && busting.row.problems.length === 0;
  if (!rssOk) failed = true;
  console.log(
    `${rssOk ? 'PASS' : 'FAIL'}  server RSS after ${busting.requests} distinct query strings: ${fmt(busting.rssMb)} MB ` +
      `(${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; page-cache entries added: ${busting.misses}); ` +
      `required ≤ ${rssLimit} MB`,
  );

  console.log(
    `info  server RSS after every scenario (render misses and uncached renders included): ${fmt(finalRssMb)} MB`,
  );

  if (process.env.BENCH_JSON) {
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      connections: CONNECTIONS,
      warmupSeconds: WARMUP,
      durationSeconds: DURATION,
      homeBytes: home.body.length,
      rows,
      rssAfterCacheBustingMb: busting.rssMb,
      rssAtEndMb: finalRssMb,
      acceptance: { ratio: achieved, required: REQUIRED_RATIO, pass: verdict === 'PASS', bareUnreliable },
    };
    writeFileSync(process.env.BENCH_JSON, JSON.stringify(report, null, 2) + '\n');
    console.log(`bench: results written to ${process.env.BENCH_JSON}`);
  }
  return failed ? 1 : 0;
}

let exitCode;
try {
  exitCode = await main();
} catch (error) {
  if (!isInterrupted())
    console.error(`\nbench: ${error instanceof BenchError ? error.message : (error?.stack ?? error)}`);
  exitCode = 2;
}
await cleanup();
process.exit(isInterrupted() ? 130 : exitCode);
