// Memory that levels off (issue 32, item 4): 12,000 requests that are each a real render, as browsers send them,
// with the server's RSS sampled after 4,000, 8,000 and 12,000, on PostgreSQL and on PGlite.
//
// The requests go round three kinds, each a render the page cache cannot answer:
// - search results in every language, a query never asked before each time (the search page's `q` is part of
//   the page-cache key, so each is a miss, and then an entry the cache must hold or evict);
// - every product page of every language the sitemap lists, asked by a signed-in customer (a visitor with a
//   session is never served from the page cache, modules/routing/page-variant.ts);
// - the customer portal of the four demo customers: dashboard, ticket list, ticket details, inventory.
// The `x-page-cache` header of every answer is counted, so the report says how many were renders.
//
// Runnable alone: `node bench/memory.mjs` (BENCH_MEMORY_REQUESTS, BENCH_MEMORY_DATABASES=pglite,postgres).
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { startApp } from './lib/app.mjs';
import { HOST } from './lib/http.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { cpuMicros, rssMegabytes } from './lib/proc.mjs';
import { BenchError, cleanup, isInterrupted, stopChild } from './lib/processes.mjs';
import { signInToPortal } from './portal-sign-in.mjs';

/** Issue 32 item 4. */
export const RSS_LIMIT_MB = { PostgreSQL: 300, PGlite: 450 };
const MAX_LATE_GROWTH = 0.05;
const CONNECTIONS = 8;
/** The demo customers (seed/identity/identity.data.ts): the two customer companies' four accounts. */
const CUSTOMERS = [
  'anna@apex.example.com',
  'carl@apex.example.com',
  'bea@borealis.example.com',
  'olli@borealis.example.com',
];
const DEMO_PASSWORD = 'demo-password';
const PORTAL_LOCALES = ['en', 'de'];
const SEARCH_LOCALES = ['en', 'de', 'fr', 'es', 'cs', 'hu', 'ja', 'pt', 'ro', 'sk', 'zh'];
/** Real catalogue words, so that result pages list products and stories like a visitor's search does. */
const SEARCH_WORDS = ['cut', 'strip', 'crimp', 'press', 'cable', 'harness', 'wire', 'machine', 'seal', 'terminal'];

/** What a current desktop Chrome sends with a page request. */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-GB,en;q=0.9,de;q=0.8',
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** One GET through a keep-alive agent, the body read and dropped; answers status and the page-cache outcome. */
function request(agent, port, path, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: HOST, port, path, agent, headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () =>
        resolve({ status: response.statusCode, pageCache: response.headers['x-page-cache'] ?? 'none' }),
      );
      response.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`GET ${path} timed out`)));
    req.on('error', reject);
  });
}

async function fetchText(base, path, headers = {}) {
  const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

/** Every product page of every language, from the sitemap index and its per-language sitemaps. */
async function productPaths(base) {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const index = await fetchText(base, '/sitemap.xml');
  if (index.status !== 200) throw new BenchError(`GET /sitemap.xml answered ${index.status}`);
  const paths = [];
  for (const sitemap of locs(index.text)) {
    for (const path of locs((await fetchText(base, sitemap)).text)) {
      // `/{locale}/products/{group}/{family}/{product}`: the product pages (the shorter ones list them).
      if (/^\/[a-z]{2}(-[a-z]+)?\/products\/[^/]+\/[^/]+\/[^/]+$/.test(path)) paths.push(path);
    }
  }
  if (paths.length === 0) throw new BenchError('the sitemap lists no product page');
  return [...new Set(paths)];
}

/** The portal pages a customer can open (answering 200 with the session), ticket details found in the list. */
async function portalPaths(base, cookie) {
  const candidates = [];
  for (const locale of PORTAL_LOCALES) {
    candidates.push(`/${locale}/portal`, `/${locale}/portal/tickets/list`, `/${locale}/portal/inventory`);
  }
  const paths = [];
  for (const path of candidates) {
    const { status, text } = await fetchText(base, path, { cookie });
    if (status !== 200) continue;
    paths.push(path);
    if (path.endsWith('/tickets/list')) {
      const locale = path.split('/')[1];
      const details = new Set(
        [...text.matchAll(new RegExp(`href="(/${locale}/portal/tickets/[0-9a-zA-Z-]+)"`, 'g'))]
          .map((match) => match[1])
          .filter((detail) => !/\/(list|newticket)$/.test(detail)),
      );
      paths.push(...[...details].slice(0, 4));
    }
  }
  return paths;
}

/** A search query no earlier request asked: a catalogue word and a made-up word from the request's number. */
function searchPath(n) {
  const locale = SEARCH_LOCALES[n % SEARCH_LOCALES.length];
  let made = '';
  for (let rest = n + 1; rest > 0; rest = Math.floor(rest / 26)) made += String.fromCharCode(97 + (rest % 26));
  const word = SEARCH_WORDS[Math.floor(n / SEARCH_LOCALES.length) % SEARCH_WORDS.length];
  return `/${locale}/search?q=${encodeURIComponent(`${word} ${made}`)}`;
}

/**
 * The n-th request of the run: of every 4, two searches, one product page (signed in) and one portal page.
 * Each carries a client address of its own (the app trusts the bench as its proxy), as visitors would.
 */
function plan(n, { products, portal }) {
  const slot = n % 4;
  const headers = { ...BROWSER_HEADERS, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
  const round = Math.floor(n / 4);
  if (slot < 2) return { kind: 'search', path: searchPath(round * 2 + slot), headers };
  const customer = portal[round % portal.length];
  if (slot === 2) {
    return {
      kind: 'product',
      path: products[round % products.length],
      headers: { ...headers, cookie: customer.cookie },
    };
  }
  return {
    kind: 'portal',
    path: customer.paths[Math.floor(round / portal.length) % customer.paths.length],
    headers: { ...headers, cookie: customer.cookie },
  };
}

/** Sends requests `from` .. `to`-1 over CONNECTIONS keep-alive connections; counts statuses and outcomes. */
async function drive(app, targets, from, to, tally) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  let next = from;
  const worker = async () => {
    while (next < to && !isInterrupted()) {
      const { kind, path, headers } = plan(next++, targets);
      const { status, pageCache } = await request(agent, app.port, path, headers);
      const key = `${kind} ${status} ${pageCache}`;
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
}

/** One database: start, discover the pages, run and sample. */
async function measureDatabase(database, { total, extra }) {
  const app = await startApp({ extra, label: `memory-${database.toLowerCase()}` });
  try {
    const products = await productPaths(app.base);
    const portal = [];
    for (const email of CUSTOMERS) {
      const cookie = await signInToPortal(app.base, { email, password: DEMO_PASSWORD });
      const paths = await portalPaths(app.base, cookie);
      if (paths.length === 0) throw new BenchError(`no portal page answers 200 for ${email}`);
      portal.push({ email, cookie, paths });
    }
    const portalCount = portal.reduce((sum, customer) => sum + customer.paths.length, 0);
    console.log(
      `bench: memory (${database}): ${total} requests: searches, ${products.length} product pages (signed in), ` +
        `${portalCount} portal pages of ${portal.length} customers; RSS at start ${fmt(rssMegabytes(app.pid))} MB`,
    );
    const tally = new Map();
    const samples = [];
    const startedAt = performance.now();
    const cpuAtStart = cpuMicros(app.pid);
    for (const at of [total / 3, (2 * total) / 3, total].map(Math.round)) {
      await drive(app, { products, portal }, samples.at(-1)?.requests ?? 0, at, tally);
      if (isInterrupted()) throw new BenchError('interrupted');
      samples.push({
        requests: at,
        rssMb: rssMegabytes(app.pid),
        seconds: (performance.now() - startedAt) / 1000,
        cpuMs: (cpuMicros(app.pid) - cpuAtStart) / 1000,
      });
      console.log(`bench:   after ${at} requests: RSS ${fmt(samples.at(-1).rssMb)} MB`);
    }
    return { database, samples, tally: Object.fromEntries(tally), products: products.length, portalCount };
  } finally {
    await stopChild(app.child);
  }
}

const fmt = (mb) => (mb === undefined ? '?' : mb.toFixed(0));

/** The verdict lines of one database's run. */
function judge(result) {
  const limit = RSS_LIMIT_MB[result.database];
  const [, middle, last] = result.samples;
  const peak = Math.max(...result.samples.map((sample) => sample.rssMb ?? Infinity));
  const growth = middle.rssMb && last.rssMb ? last.rssMb / middle.rssMb - 1 : Infinity;
  const bad = Object.entries(result.tally).filter(([key]) => !/ 200 /.test(key));
  const renders = Object.entries(result.tally)
    .filter(([key]) => !key.endsWith(' hit'))
    .reduce((sum, [, count]) => sum + count, 0);
  const shown = result.samples.map((sample) => `${fmt(sample.rssMb)}`).join(' → ');
  const counts = (kind) =>
    Object.entries(result.tally)
      .filter(([key]) => key.startsWith(`${kind} `))
      .reduce((sum, [, count]) => sum + count, 0);
  const lines = [
    {
      verdict: peak <= limit ? 'PASS' : 'FAIL',
      text:
        `memory (${result.database}): RSS ${shown} MB after ${result.samples.map((s) => s.requests).join(' / ')} ` +
        `requests; required ≤ ${limit} MB`,
    },
    {
      verdict: growth < MAX_LATE_GROWTH ? 'PASS' : 'FAIL',
      text:
        `memory (${result.database}): growth ${result.samples[1].requests}→${result.samples[2].requests} ` +
        `${(growth * 100).toFixed(1)}%; required < ${MAX_LATE_GROWTH * 100}%`,
    },
    {
      verdict: bad.length === 0 && renders === result.samples[2].requests ? 'info' : 'FAIL',
      text:
        `memory (${result.database}): ${renders} of ${result.samples[2].requests} were renders (no page-cache hit); ` +
        `${counts('search')} searches, ${counts('product')} signed-in product pages, ${counts('portal')} portal ` +
        `pages; ${(result.samples[2].requests / result.samples[2].seconds).toFixed(0)} req/s, ` +
        `${(result.samples[2].cpuMs / result.samples[2].requests).toFixed(2)} ms of the app's CPU per request` +
        (bad.length ? `; not 200: ${bad.map(([key, count]) => `${count}× ${key}`).join(', ')}` : ''),
    },
  ];
  return lines;
}

/**
 * Runs both databases, PostgreSQL first (skipped with an info line when no server answers on 127.0.0.1:5432).
 * @returns {Promise<{lines: {verdict: string, text: string}[], results: object[]}>}
 */
export async function runMemory({
  total = Number(process.env.BENCH_MEMORY_REQUESTS) || 12_000,
  databases = (process.env.BENCH_MEMORY_DATABASES ?? 'postgres,pglite').split(','),
} = {}) {
  const lines = [];
  const results = [];
  if (databases.includes('postgres')) {
    const created = await createBenchDatabase('memory');
    if (created.skipped) lines.push({ verdict: 'info', text: `memory (PostgreSQL): skipped: ${created.skipped}` });
    else {
      try {
        const result = await measureDatabase('PostgreSQL', { total, extra: { DATABASE_URL: created.url } });
        results.push(result);
        lines.push(...judge(result));
      } finally {
        await created.drop().catch((error) => console.error(`bench: could not drop the database: ${error.message}`));
      }
    }
  }
  if (databases.includes('pglite')) {
    const result = await measureDatabase('PGlite', { total, extra: {} });
    results.push(result);
    lines.push(...judge(result));
  }
  return { lines, results };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let code = 0;
  try {
    const { lines } = await runMemory();
    console.log('');
    for (const { verdict, text } of lines) console.log(`${verdict.padEnd(5)} ${text}`);
    if (lines.some((line) => line.verdict === 'FAIL')) code = 1;
  } catch (error) {
    if (!isInterrupted()) console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
    code = 2;
  } finally {
    await cleanup();
  }
  process.exit(code);
}
