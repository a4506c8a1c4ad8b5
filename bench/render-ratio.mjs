// `npx node bench/render-ratio.mjs`: the render ratio of issue 32. Server CPU (all threads, /proc) per KB of
// uncompressed HTML of a page render, over the same figure of the shared perf anchor (plain React renderToString,
// ../shared/perf-anchor), measured in the same run with the same client and headers. See bench/RENDER-RATIO.md.
//
// Env: BENCH_DURATION (s per page type, default 5), BENCH_WARMUP (s, default = BENCH_DURATION),
//      BENCH_RATIO_CONNECTIONS (default 4), BENCH_PROFILE (unset: profile the public rotation; 1: also the signed-in
//      pages; 0: no profile), DATABASE_URL (PostgreSQL instead of PGlite), BENCH_JSON (write the results there).
// Exit code: 0 every verdict PASS; 1 any FAIL; 2 the bench could not run; 130 interrupted.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startApp } from './lib/app.mjs';
import { browserHeaders } from './lib/browser-headers.mjs';
import { browserLoad } from './lib/browser-load.mjs';
import { fetchLoad } from './lib/fetch-load.mjs';
import {
  PUBLIC_TYPES,
  SIGNED_IN_TYPES,
  URLS_PER_TYPE,
  discoverPublicPages,
  portalPagesOf,
  signedInPages,
} from './lib/page-rotation.mjs';
import { startPerfAnchor } from './lib/perf-anchor.mjs';
import { profilePass } from './lib/profile-pass.mjs';
import { BenchError, cleanup, isInterrupted, stopChild } from './lib/processes.mjs';
import { MAX_P99_MS, MAX_RATIO, judge, table, verdictLine } from './lib/ratio-report.mjs';
import { measureCpu, percentile, probePages, toRow } from './lib/render-measure.mjs';
import { DEMO_CUSTOMERS, customerCookie, editorCookie } from './lib/sign-in.mjs';
import { sessionLoad } from './lib/session-load.mjs';

/** The customer whose pages are measured one type at a time (the issue: inventory as the demo customer). */
const MEASURED_CUSTOMER = 'carl@apex.example.com';
const CONCURRENT_USERS = 8;

export function optionsFromEnv(env = process.env) {
  const number = (name, fallback, allowZero = false) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero)) {
      throw new BenchError(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} number, got "${raw}"`);
    }
    return value;
  };
  const duration = number('BENCH_DURATION', 5);
  const connections = number('BENCH_RATIO_CONNECTIONS', 4);
  // Every connection must ask for a different page than the others in flight, or two requests could share a render.
  if (connections > URLS_PER_TYPE - 2) {
    throw new BenchError(`BENCH_RATIO_CONNECTIONS must be at most ${URLS_PER_TYPE - 2}, got ${connections}`);
  }
  return {
    duration,
    warmup: number('BENCH_WARMUP', duration, true),
    connections,
    profile: env.BENCH_PROFILE === '0' ? 'off' : env.BENCH_PROFILE === '1' ? 'all' : 'public',
  };
}

/**
 * Runs the whole measurement and answers `{ lines: [{ verdict, text }], results }`: `results.table` holds the
 * printable table, `results.rows` the figures. Starts its own app and anchor and stops them; the caller runs
 * cleanup() (temporary folder) when done.
 */
export async function runRenderRatio(options = optionsFromEnv()) {
  const { duration, warmup, connections } = options;
  const lines = [];
  const rows = [];
  const anchors = {};
  const started = Date.now();
  const log = (text) => console.log(`bench: ${text}`);

  const anchor = await startPerfAnchor();
  const extra = { PAGE_CACHE_MAX_ENTRIES: '1' };
  const app = await startApp({ extra, label: 'app' });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

  log('finding the pages (sitemaps, page contexts) and signing in…');
  const publicPages = await discoverPublicPages(app.base);
  const carl = await customerCookie(app.base, MEASURED_CUSTOMER);
  const editor = await editorCookie(app.base);
  const signedPages = await signedInPages(app.base, carl);
  const cookieOf = { customer: carl, editor };

  /** One page type, one client: warm-up, measured load, row. */
  const measure = async ({ id, label, group, client, server, paths, headers, expectStatus, expectCache }) => {
    process.stdout.write(
      `bench: ${label} (${client}, ${paths.length} URLs): warm-up ${warmup} s, measure ${duration} s… `,
    );
    const sizes = client === 'browser' ? await probePages(server.port, paths, headers) : undefined;
    // One rotation for the warm-up and the measured run (see browserLoad).
    const rotation = { next: 0 };
    const load =
      client === 'browser'
        ? (seconds) => browserLoad({ port: server.port, paths, headers, connections, seconds, rotation })
        : (seconds) => fetchLoad({ base: server.base, paths, connections, seconds, rotation });
    const measured = await measureCpu({ pid: server.pid, warmup, duration, load });
    const row = toRow({ id, label, group, client, urls: paths.length, measured, sizes, expectStatus, expectCache });
    console.log(`${row.requests} requests, ${row.cpuPerRequest.toFixed(0)} µs CPU each`);
    rows.push(row);
    return row;
  };

  // The browser pass: the anchor, every public type, every signed-in type.
  anchors.browser = await measure({
    id: 'anchor',
    label: 'perf anchor (plain React)',
    group: 'anchor',
    client: 'browser',
    server: anchor,
    paths: [anchor.path],
    headers: browserHeaders(),
  });
  const missing = [];
  for (const type of PUBLIC_TYPES) {
    const paths = publicPages[type.id] ?? [];
    if (paths.length < 2) {
      missing.push(`${type.label}: only ${paths.length} URL(s) found, a miss rotation needs more than one`);
      continue;
    }
    await measure({
      ...type,
      group: 'public',
      client: 'browser',
      server: app,
      paths,
      headers: browserHeaders(),
      expectStatus: type.id === 'not-found' ? 404 : 200,
      expectCache: 'miss',
    });
  }
  for (const type of SIGNED_IN_TYPES) {
    const paths = signedPages[type.id] ?? [];
    if (paths.length === 0) {
      missing.push(`${type.label}: no page found for the ${type.session} session`);
      continue;
    }
    await measure({
      ...type,
      group: 'signed-in',
      client: 'browser',
      server: app,
      paths,
      headers: browserHeaders(cookieOf[type.session]),
      expectCache: 'private',
    });
  }

  // Concurrent signed-in users: the four demo customers, two connections each.
  log(`signing in the ${DEMO_CUSTOMERS.length} demo customers for ${CONCURRENT_USERS} concurrent sessions…`);
  const users = [];
  for (let i = 0; i < CONCURRENT_USERS; i++) {
    const email = DEMO_CUSTOMERS[i % DEMO_CUSTOMERS.length];
    const cookie = await customerCookie(app.base, email);
    users.push({ email, cookie, paths: await portalPagesOf(app.base, cookie) });
  }
  process.stdout.write(
    `bench: ${CONCURRENT_USERS} concurrent signed-in users: warm-up ${warmup} s, measure ${duration} s… `,
  );
  const sessions = await measureCpu({
    pid: app.pid,
    warmup,
    duration,
    load: (seconds) => sessionLoad({ port: app.port, users, seconds }),
  });
  const sessionLatencies = [...sessions.latencies].sort((a, b) => a - b);
  const concurrent = {
    users: CONCURRENT_USERS,
    requests: sessions.requests,
    reqPerSecond: sessions.requests / sessions.wallSeconds,
    p50ms: percentile(sessionLatencies, 50),
    p99ms: percentile(sessionLatencies, 99),
    cpuPerRequest: sessions.cpuMicros / sessions.requests,
    cache: sessions.cache,
    statuses: sessions.statuses,
    errors: sessions.errors,
    leaks: sessions.leaks,
  };
  console.log(`${sessions.requests} requests, p99 ${concurrent.p99ms.toFixed(1)} ms`);

  // The fetch pass: the anchor and the public types again, driven by Node's fetch with its default headers.
  anchors.fetch = await measure({
    id: 'anchor',
    label: 'perf anchor (plain React)',
    group: 'anchor',
    client: 'fetch',
    server: anchor,
    paths: [anchor.path],
  });
  for (const type of PUBLIC_TYPES) {
    const paths = publicPages[type.id] ?? [];
    if (paths.length < 2) continue;
    await measure({
      ...type,
      group: 'public',
      client: 'fetch',
      server: app,
      paths,
      expectStatus: type.id === 'not-found' ? 404 : 200,
      expectCache: 'miss',
    });
  }
  await stopChild(anchor.child);
  judge(rows, anchors);

  // The profile: the app again under --cpu-prof (the measured app stays unprofiled: profiling costs CPU).
  let profile = { lines: [], summaries: [] };
  await stopChild(app.child);
  if (options.profile !== 'off') {
    const windows = [
      {
        name: 'public page-cache misses (browser headers)',
        paths: Object.values(publicPages).flat(),
        headers: browserHeaders(),
      },
    ];
    if (options.profile === 'all') {
      const customerPaths = ['dashboard', 'ticket-list', 'ticket-detail', 'inventory'].flatMap(
        (id) => signedPages[id] ?? [],
      );
      windows.push({
        name: `signed-in portal pages (${MEASURED_CUSTOMER})`,
        paths: customerPaths,
        headers: async (base) => browserHeaders(await customerCookie(base, MEASURED_CUSTOMER)),
      });
      windows.push({
        name: 'editor translation grid',
        paths: signedPages.translations,
        headers: async (base) => browserHeaders(await editorCookie(base)),
      });
    }
    profile = await profilePass({ dataDir: app.dataDir, extra, windows, warmup, duration, connections });
  }

  // The report.
  const printable = table(rows);
  lines.push({
    verdict: 'info',
    text:
      `render ratio = (app CPU µs per request ÷ uncompressed HTML KB per response) ÷ (the same for the perf anchor), ` +
      `same client, same headers, same run; KB = ${1024} bytes of HTML before compression; ${database}; ` +
      `${connections} connections; warm-up ${warmup} s + ${duration} s measured per row; ` +
      `public pages with PAGE_CACHE_MAX_ENTRIES=1 (every answer a miss, checked on each answer's x-page-cache)`,
  });
  for (const problem of missing) lines.push({ verdict: 'FAIL', text: `page type not measured: ${problem}` });
  for (const row of rows) {
    if (row.group !== 'anchor') lines.push(verdictLine(row, anchors[row.client]));
    else if (row.problems.length)
      lines.push({ verdict: 'FAIL', text: `perf anchor (${row.client}): ${row.problems.join('; ')}` });
  }
  const concurrentProblems = [];
  if (concurrent.errors) concurrentProblems.push(`${concurrent.errors} errors`);
  const badStatuses = Object.keys(concurrent.statuses).filter((status) => status !== '200');
  if (badStatuses.length) concurrentProblems.push(`statuses ${badStatuses.join(', ')}`);
  const shared = Object.keys(concurrent.cache).filter((outcome) => outcome !== 'private');
  if (shared.length)
    concurrentProblems.push(`x-page-cache ${shared.join(', ')} on a signed-in page (expected private)`);
  if (concurrent.leaks.length)
    concurrentProblems.push(`${concurrent.leaks.length} dashboards named another user (${concurrent.leaks[0]})`);
  lines.push({
    verdict: concurrentProblems.length === 0 && concurrent.p99ms < MAX_P99_MS ? 'PASS' : 'FAIL',
    text:
      `${CONCURRENT_USERS} concurrent signed-in users (${DEMO_CUSTOMERS.length} demo customers × 2, portal pages): ` +
      `p99 ${concurrent.p99ms.toFixed(1)} ms (p50 ${concurrent.p50ms.toFixed(1)} ms, ${concurrent.reqPerSecond.toFixed(0)} req/s, ` +
      `${concurrent.cpuPerRequest.toFixed(0)} µs CPU/req); required < ${MAX_P99_MS} ms` +
      (concurrentProblems.length
        ? `; ${concurrentProblems.join('; ')}`
        : "; every answer private, every dashboard its own user's"),
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  lines.push({ verdict: 'info', text: `render-ratio bench took ${seconds} s` });
  return {
    lines,
    results: {
      database,
      rows,
      anchors,
      concurrent,
      profile: profile.summaries,
      profileLines: profile.lines,
      table: printable,
      maxRatio: MAX_RATIO,
    },
  };
}

async function main() {
  let exitCode = 0;
  try {
    const { lines, results } = await runRenderRatio(optionsFromEnv());
    console.log('');
    for (const line of results.table) console.log(line);
    console.log('');
    for (const line of results.profileLines) console.log(line);
    if (results.profileLines.length) console.log('');
    for (const { verdict, text } of lines) console.log(`${verdict.toUpperCase().padEnd(4)}  ${text}`);
    if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ lines, results }, null, 2));
    exitCode = lines.some((line) => line.verdict === 'FAIL') ? 1 : 0;
  } catch (error) {
    if (!isInterrupted()) console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
    exitCode = isInterrupted() ? 130 : 2;
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
