// `npx node bench/render-ratio.mjs`: the render ratio of issue 32. Server CPU (all threads, /proc) per KB of
// uncompressed HTML of a page render, over the same figure of the shared perf anchor (plain React renderToString,
// ../shared/perf-anchor), measured in the same run with the same client and headers. See bench/RENDER-RATIO.md.
//
// Env: BENCH_DURATION (s per page type, default 5), BENCH_WARMUP (s, default = BENCH_DURATION),
//      BENCH_RATIO_CONNECTIONS (default 4), BENCH_PROFILE (unset: profile the public rotation as a whole; 1: profile
//      every page type on its own; 0: no profile), DATABASE_URL (PostgreSQL instead of PGlite), BENCH_JSON (path:
//      also write the results as JSON).
// Exit code: 0 every verdict PASS; 1 any FAIL; 2 the bench could not run; 130 interrupted.
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { startApp } from './lib/app.mjs';
import { browserHeaders } from './lib/browser-headers.mjs';
import { browserLoad } from './lib/browser-load.mjs';
import { concurrentUsers } from './lib/concurrent-users.mjs';
import { fetchLoad } from './lib/fetch-load.mjs';
import {
  PUBLIC_TYPES,
  SIGNED_IN_TYPES,
  URLS_PER_TYPE,
  discoverPublicPages,
  signedInPages,
} from './lib/page-rotation.mjs';
import { startPerfAnchor } from './lib/perf-anchor.mjs';
import { profilePass } from './lib/profile-pass.mjs';
import { BenchError, cleanup, isInterrupted, stopChild } from './lib/processes.mjs';
import { MAX_RATIO, anchorsOf, judge, table, verdictLines } from './lib/ratio-report.mjs';
import { measureCpu, probePages, toRow } from './lib/render-measure.mjs';
import { customerCookie, editorCookie } from './lib/sign-in.mjs';

/** The customer whose pages are measured one type at a time (the issue: inventory as the demo customer). */
const MEASURED_CUSTOMER = 'carl@apex.example.com';
/** Every public answer a page-cache miss: the rotations go round more pages than the cache holds. */
const APP_ENV = { PAGE_CACHE_MAX_ENTRIES: '1' };

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
    profile: env.BENCH_PROFILE === '0' ? 'off' : env.BENCH_PROFILE === '1' ? 'per-type' : 'public',
  };
}

/** The page types to measure: `{ type, group, paths, cookie, expectStatus, expectCache }`, and what was not found. */
function pageTypes(publicPages, signedPages, cookies) {
  const types = [];
  const missing = [];
  for (const type of PUBLIC_TYPES) {
    const paths = publicPages[type.id] ?? [];
    if (paths.length < 2) missing.push(`${type.label}: ${paths.length} URL(s) found, a miss rotation needs several`);
    else {
      const expectStatus = type.id === 'not-found' ? 404 : 200;
      types.push({ ...type, group: 'public', paths, expectStatus, expectCache: 'miss' });
    }
  }
  for (const type of SIGNED_IN_TYPES) {
    const paths = signedPages[type.id] ?? [];
    if (paths.length === 0) missing.push(`${type.label}: no page found for the ${type.session} session`);
    else types.push({ ...type, group: 'signed-in', paths, cookie: cookies[type.session], expectCache: 'private' });
  }
  return { types, missing };
}

/**
 * Runs the whole measurement and answers `{ lines: [{ verdict, text }], results }`: `results.table` holds the
 * printable table, `results.rows` the figures, `results.profileLines` the profile summary. Starts its own app and
 * anchor and stops them; the caller runs cleanup() (temporary folder) when done.
 */
export async function runRenderRatio(options = optionsFromEnv()) {
  const { duration, warmup, connections } = options;
  const started = Date.now();
  const rows = [];

  const anchor = await startPerfAnchor();
  const app = await startApp({ extra: APP_ENV, label: 'app' });
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log('bench: finding the pages (sitemaps, page contexts) and signing in…');
  const publicPages = await discoverPublicPages(app.base);
  const cookies = {
    customer: await customerCookie(app.base, MEASURED_CUSTOMER),
    editor: await editorCookie(app.base),
  };
  const signedPages = await signedInPages(app.base, cookies.customer);
  const { types, missing } = pageTypes(publicPages, signedPages, cookies);

  /** One page type (or the anchor), one client: warm-up, measured load, row. */
  const measure = async (type, client, server) => {
    const { paths, expectStatus, expectCache } = type;
    process.stdout.write(`bench: ${type.label} (${client}, ${paths.length} URLs): ${warmup} s + ${duration} s… `);
    const headers = client === 'browser' ? browserHeaders(type.cookie) : undefined;
    // autocannon does not decompress: each page's uncompressed size is read once (fetch reads every answer's).
    const sizes = client === 'browser' ? await probePages(server.port, paths, headers) : undefined;
    // One rotation for the warm-up and the measured run (see browserLoad).
    const rotation = { next: 0 };
    const load =
      client === 'browser'
        ? (seconds) => browserLoad({ port: server.port, paths, headers, connections, seconds, rotation })
        : (seconds) => fetchLoad({ base: server.base, paths, connections, seconds, rotation });
    const measured = await measureCpu({ pid: server.pid, warmup, duration, load });
    const row = toRow({ ...type, client, urls: paths.length, measured, sizes, expectStatus, expectCache });
    console.log(`${row.requests} requests, ${row.cpuPerRequest.toFixed(0)} µs CPU each`);
    rows.push(row);
  };
  const anchorType = (when) => ({
    id: 'anchor',
    label: `perf anchor (plain React), ${when}`,
    group: 'anchor',
    paths: [anchor.path],
  });

  // A warm-up of the whole app first (every public page in one rotation): the first measured type should not pay
  // for compiling code that every page shares.
  if (warmup > 0) {
    console.log(`bench: warming the app up (${warmup} s, every public page)…`);
    const paths = types.filter((type) => type.group === 'public').flatMap((type) => type.paths);
    await browserLoad({ port: app.port, paths, headers: browserHeaders(), connections, seconds: warmup });
  }

  // The browser pass (every type), then the fetch pass (the public types); the anchor before and after each.
  await measure(anchorType('before'), 'browser', anchor);
  for (const type of types) await measure(type, 'browser', app);
  await measure(anchorType('after'), 'browser', anchor);
  const concurrent = await concurrentUsers({ app, warmup, duration });
  await measure(anchorType('before'), 'fetch', anchor);
  for (const type of types.filter((each) => each.group === 'public')) await measure(type, 'fetch', app);
  await measure(anchorType('after'), 'fetch', anchor);
  await stopChild(anchor.child);
  const anchors = anchorsOf(rows);
  judge(rows, anchors);

  // The profile: the app again under --cpu-prof (the measured app stays unprofiled: profiling costs CPU).
  await stopChild(app.child);
  let profile = { lines: [], summaries: [] };
  if (options.profile !== 'off') {
    const headersFor = (type) => async (base) => {
      // Sessions are issued again by the profiled process (the demo mode's signing keys may be its own).
      if (type.session === 'customer') return browserHeaders(await customerCookie(base, MEASURED_CUSTOMER));
      if (type.session === 'editor') return browserHeaders(await editorCookie(base));
      return browserHeaders();
    };
    const windows =
      options.profile === 'per-type'
        ? types.map((type) => ({ name: type.label, paths: type.paths, headers: headersFor(type) }))
        : [
            {
              name: 'public page-cache misses, all public types in one rotation (browser headers)',
              paths: types.filter((type) => type.group === 'public').flatMap((type) => type.paths),
              headers: browserHeaders(),
            },
          ];
    try {
      profile = await profilePass({ dataDir: app.dataDir, extra: APP_ENV, windows, warmup, duration, connections });
    } catch (error) {
      // The measurements stand without it: the summary says why it is missing.
      if (!(error instanceof BenchError)) throw error;
      profile = { lines: [`no profile: ${error.message}`], summaries: [] };
    }
  }

  const lines = verdictLines({ rows, anchors, database, connections, warmup, duration });
  for (const problem of missing) lines.push({ verdict: 'FAIL', text: `page type not measured: ${problem}` });
  lines.push(concurrent.line);
  lines.push({ verdict: 'info', text: `render-ratio bench took ${((Date.now() - started) / 1000).toFixed(0)} s` });
  return {
    lines,
    results: {
      database,
      maxRatio: MAX_RATIO,
      rows,
      anchors,
      concurrent: concurrent.figures,
      pages: { public: publicPages, signedIn: signedPages },
      profile: profile.summaries,
      profileLines: profile.lines,
      table: table(rows),
    },
  };
}

async function main() {
  let exitCode = 0;
  if (Number(process.versions.node.split('.')[0]) < 24) {
    // The servers run on the Node that runs the bench (bench/lib/processes.mjs): figures on another are not ours.
    console.error(`bench: this is Node ${process.versions.node}; the project runs on 24: npm run bench:ratio`);
  }
  try {
    const { lines, results } = await runRenderRatio(optionsFromEnv());
    console.log('');
    for (const line of results.table) console.log(line);
    if (results.profileLines.length) console.log('');
    for (const line of results.profileLines) console.log(line);
    console.log('');
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
