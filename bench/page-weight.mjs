// JavaScript a first visit to each public page type loads (issue 32, item 5): brotli kilobytes as the server sends
// them and the number of script requests, against the budget (≤ 100 KB, ≤ 8 scripts). With BENCH_LIGHTHOUSE=1 it
// also runs Lighthouse mobile on the home page (median of 3): the performance score (≥ 95) and the share of each
// chunk Lighthouse finds unused (≤ 25 %).
//
// A page's scripts are found two ways and counted once:
// - statically: `<script src>`, the entry imports of the inline module scripts, `<link rel="modulepreload">`, and
//   what those chunks import statically (their `import … from "…"` and `export … from "…"`), recursively;
// - in Chromium (playwright-core, /usr/bin/chromium): every script the page requests until it has hydrated and the
//   network is idle, which adds the chunks loaded by dynamic imports during hydration.
//
//   node bench/page-weight.mjs            (starts the built app on a fresh seeded PGlite; builds if needed)
//   BENCH_BASE=http://127.0.0.1:3000 node bench/page-weight.mjs   (measures a running app instead)
//
// Env: BENCH_BASE, BENCH_LIGHTHOUSE=1, CHROMIUM_PATH (default /usr/bin/chromium), BENCH_NO_BROWSER=1 (static only).
// Exit code (alone): 0 when every line passed, 1 when one failed, 2 when the bench could not run.
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { startApp } from './lib/app.mjs';
import { BenchError, cleanup, stopChild } from './lib/processes.mjs';

const MAX_KB = 100;
const MAX_SCRIPTS = 8;
const MAX_UNUSED_SHARE = 0.25;
const MIN_PERFORMANCE = 95;
const LIGHTHOUSE_RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** What a desktop Chromium sends for a page (issue 32: requests carry browser headers). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-GB,en;q=0.9',
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
};

/** Public page types and how to find one of each on the demo seed (some paths are read from a listing). */
const PAGE_TYPES = [
  { type: 'home', path: '/en' },
  { type: 'classification', path: '/en/products/cutting-stripping/cut-strip-machines' },
  { type: 'product', path: '/en/products/cutting-stripping/cut-strip-machines/cutstrip-9000' },
  { type: 'story', from: '/en/stories', link: /href="(\/en\/stories\/[^"#?]+)"/ },
  { type: 'media release', from: '/en/media-releases', link: /href="(\/en\/media-releases\/[^"#?]+)"/ },
  { type: 'search results', path: '/en/search?q=cut' },
  { type: '404', path: '/en/no-such-page', status: 404 },
  { type: 'contact', path: '/en/contact' },
];

async function fetchText(base, path) {
  const response = await fetch(new URL(path, base), { headers: BROWSER_HEADERS });
  return { status: response.status, text: await response.text() };
}

async function resolvePath(base, page) {
  if (page.path) return page.path;
  const { text } = await fetchText(base, page.from);
  const path = page.link.exec(text)?.[1];
  if (!path) throw new BenchError(`no ${page.type} linked from ${page.from}`);
  return path;
}

/** Script URLs named by the HTML: script src, imports of inline module scripts, modulepreload links. */
function scriptsOfHtml(html) {
  const urls = new Set();
  for (const [, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(src);
  for (const [, tag] of html.matchAll(/<link\b([^>]*)>/g)) {
    if (/\brel="modulepreload"/.test(tag)) urls.add(/\bhref="([^"]+)"/.exec(tag)?.[1]);
  }
  for (const [, body] of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, specifier] of body.matchAll(/\bimport\s*\(?\s*["']([^"']+)["']/g)) urls.add(specifier);
  }
  urls.delete(undefined);
  return urls;
}

/** Static imports of a built chunk (Rolldown's minified `import{…}from"…"`, `import"…"`, `export{…}from"…"`). */
function staticImports(code) {
  const specifiers = [];
  for (const [, specifier] of code.matchAll(
    /(?:^|[;\n}])\s*(?:import|export)\s*(?:[\w$*{][^"'`;]*?from\s*)?["']([^"']+)["']/g,
  )) {
    specifiers.push(specifier);
  }
  return specifiers;
}

/** Fetches one script as a browser would (brotli): its compressed size, and its code for the import scan. */
async function fetchScript(base, url) {
  const response = await fetch(new URL(url, base), { headers: { ...BROWSER_HEADERS, accept: '*/*' } });
  if (response.status !== 200) throw new BenchError(`${url} answered ${response.status}`);
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  // fetch() decodes the body: the bytes on the wire are the content-length of the encoded answer.
  const code = await response.text();
  const wire = Number(response.headers.get('content-length'));
  const bytes = Number.isFinite(wire) && wire > 0 && encoding !== 'identity' ? wire : await encodedSize(base, url);
  return { url, code, bytes, encoding, raw: Buffer.byteLength(code) };
}

/** Size on the wire when no content-length came with the decoded answer: asked again, undecoded, over node:http. */
async function encodedSize(base, url) {
  const { request } = await import('node:http');
  const target = new URL(url, base);
  return new Promise((resolve, reject) => {
    const req = request(target, { headers: { ...BROWSER_HEADERS, accept: '*/*' } }, (response) => {
      let size = 0;
      response.on('data', (chunk) => (size += chunk.length));
      response.on('end', () => resolve(size));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** The HTML's scripts and everything they import statically, each fetched once. */
async function staticScripts(base, html, cache) {
  const pending = [...scriptsOfHtml(html)].map((url) => new URL(url, base).pathname);
  const seen = new Set();
  while (pending.length) {
    const url = pending.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    cache.set(url, cache.get(url) ?? (await fetchScript(base, url)));
    for (const specifier of staticImports(cache.get(url).code))
      pending.push(new URL(specifier, new URL(url, base)).pathname);
  }
  return seen;
}

let browserPromise;
async function browser() {
  browserPromise ??= import('playwright-core').then(({ chromium }) =>
    chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--no-first-run'],
    }),
  );
  return browserPromise;
}

/** Scripts Chromium requests for a first visit, until the page has hydrated and the network is idle. */
async function browserScripts(base, path) {
  const context = await (await browser()).newContext({ viewport: { width: 390, height: 800 } });
  try {
    const page = await context.newPage();
    const urls = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.add(new URL(request.url()).pathname);
    });
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    return urls;
  } finally {
    await context.close();
  }
}

const kb = (bytes) => bytes / 1024;

async function measurePage(base, page, cache, useBrowser) {
  const path = await resolvePath(base, page);
  const { status, text } = await fetchText(base, path);
  const expected = page.status ?? 200;
  if (status !== expected) throw new BenchError(`${page.type} ${path} answered ${status}, expected ${expected}`);
  const urls = await staticScripts(base, text, cache);
  const staticCount = urls.size;
  let hydration = [];
  if (useBrowser) {
    hydration = [...(await browserScripts(base, path))].filter((url) => !urls.has(url));
    for (const url of hydration) {
      urls.add(url);
      cache.set(url, cache.get(url) ?? (await fetchScript(base, url)));
    }
  }
  const scripts = [...urls].map((url) => cache.get(url)).sort((a, b) => b.bytes - a.bytes);
  const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  return { type: page.type, path, staticCount, hydration, scripts, bytes, count: scripts.length };
}

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse (optional)

const run = promisify(execFile);

async function lighthouseOnce(url) {
  const args = [
    '--yes',
    'lighthouse',
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    `--chrome-path=${CHROMIUM}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  const { stdout } = await run('npx', args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, maxBuffer: 64 << 20 });
  const report = JSON.parse(stdout);
  const unused = (report.audits['unused-javascript']?.details?.items ?? []).map((item) => ({
    url: new URL(item.url).pathname,
    totalBytes: item.totalBytes,
    wastedBytes: item.wastedBytes,
  }));
  return { score: Math.round(report.categories.performance.score * 100), unused };
}

async function lighthouse(base, path, scripts) {
  const runs = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseOnce(new URL(path, base).href));
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  // Lighthouse lists only chunks with at least 20 KiB unused: for the others it gives no share.
  const unused = scripts.map((script) => {
    const item = median.unused.find((entry) => entry.url === script.url);
    return { url: script.url, share: item ? item.wastedBytes / item.totalBytes : undefined };
  });
  return { scores: runs.map((entry) => entry.score), score: median.score, unused };
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * Measures every public page type. `options.base` measures a running app; otherwise the built app is started on
 * a fresh seeded PGlite and stopped at the end. `options.lighthouse` adds the Lighthouse check.
 */
export async function runPageWeight(options = {}) {
  const lines = [];
  const given = options.base ?? process.env.BENCH_BASE;
  // An app started here is stopped here: the suites after this one measure CPU and memory.
  const started = given ? undefined : await startApp({ label: 'page-weight app' });
  const base = given ?? started.base;
  const useBrowser = options.browser ?? process.env.BENCH_NO_BROWSER !== '1';
  const withLighthouse = options.lighthouse ?? process.env.BENCH_LIGHTHOUSE === '1';
  const cache = new Map();
  const results = [];
  try {
    for (const page of PAGE_TYPES) {
      const result = await measurePage(base, page, cache, useBrowser);
      results.push(result);
      const ok = kb(result.bytes) <= MAX_KB && result.count <= MAX_SCRIPTS;
      const extra = result.hydration.length ? `, ${result.hydration.length} loaded during hydration` : '';
      lines.push({
        verdict: ok ? 'PASS' : 'FAIL',
        text: `JS ${result.type.padEnd(15)} ${kb(result.bytes).toFixed(1).padStart(6)} KB br in ${String(result.count).padStart(2)} scripts (≤ ${MAX_KB} KB, ≤ ${MAX_SCRIPTS})${extra}  ${result.path}`,
      });
      for (const script of result.scripts) {
        lines.push({
          verdict: 'info',
          text: `   ${kb(script.bytes).toFixed(1).padStart(6)} KB ${script.encoding.padEnd(3)} (${kb(script.raw).toFixed(1).padStart(6)} KB raw)  ${script.url}`,
        });
      }
    }
    if (withLighthouse) {
      const home = results[0];
      const report = await lighthouse(base, home.path, home.scripts);
      results.lighthouse = report;
      lines.push({
        verdict: report.score >= MIN_PERFORMANCE ? 'PASS' : 'FAIL',
        text: `Lighthouse mobile performance, home: ${report.score} (median of ${report.scores.join(', ')}; ≥ ${MIN_PERFORMANCE})`,
      });
      for (const entry of report.unused) {
        if (entry.share === undefined) {
          lines.push({
            verdict: 'info',
            text: `unused JS on home: not listed by Lighthouse (under its 20 KiB unused threshold, share not given)  ${entry.url}`,
          });
          continue;
        }
        lines.push({
          verdict: entry.share <= MAX_UNUSED_SHARE ? 'PASS' : 'FAIL',
          text: `unused JS on home ${(entry.share * 100).toFixed(0).padStart(3)} % (≤ ${MAX_UNUSED_SHARE * 100} %)  ${entry.url}`,
        });
      }
    }
  } finally {
    if (browserPromise) await (await browserPromise).close();
    if (started) await stopChild(started.child);
  }
  return { lines, results };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const { lines } = await runPageWeight();
    for (const line of lines) console.log(`${line.verdict.padEnd(4)} ${line.text}`);
    process.exitCode = lines.some((line) => line.verdict === 'FAIL') ? 1 : 0;
  } catch (error) {
    console.error(`page-weight: ${error instanceof BenchError ? error.message : error.stack}`);
    process.exitCode = 2;
  } finally {
    await cleanup();
  }
}
