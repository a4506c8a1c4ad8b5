// One render-ratio measurement: a warm-up as long as the measurement, then the server's CPU time (all threads,
// /proc) read before and after a measured load; and the pages' sizes, compressed as sent and uncompressed.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { send } from './http.mjs';
import { cpuMicros } from './proc.mjs';

/** A body as the client sees it after decompression (the encodings the bench accepts: br, gzip). */
export function decode(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** Each page once, one after another: its status, `x-page-cache`, bytes as sent and uncompressed HTML bytes. */
export async function probePages(port, paths, headers) {
  const sizes = {};
  for (const path of paths) {
    const answer = await send(port, { path, headers });
    const encoding = answer.headers['content-encoding'];
    sizes[path] = {
      status: answer.status,
      cache: answer.headers['x-page-cache'],
      encoding: encoding ?? 'identity',
      wireBytes: answer.body.length,
      htmlBytes: decode(answer.body, encoding).length,
    };
  }
  return sizes;
}

/** Monotonic µs (CLOCK_MONOTONIC, the clock of V8's profiler timestamps). */
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * `load(seconds)` once for `warmup` seconds (not measured), then for `duration` seconds between two readings of
 * the server's CPU time. Answers the measured load's tally with `cpuMicros`, the wall seconds and the window.
 */
export async function measureCpu({ pid, warmup, duration, load }) {
  if (warmup > 0) await load(warmup);
  const before = cpuMicros(pid);
  const from = monotonicMicros();
  const tally = await load(duration);
  const to = monotonicMicros();
  const after = cpuMicros(pid);
  return {
    ...tally,
    cpuMicros: after - before,
    wallSeconds: (to - from) / 1e6,
    window: { fromMicros: from, toMicros: to },
  };
}

export const KB = 1024;

/**
 * A table row: CPU µs per request, bytes per response (as sent, and uncompressed HTML), µs per KB of uncompressed
 * HTML, and the problems that make the figure untrustworthy (errors, unexpected statuses or cache outcomes).
 * `sizes` gives each page's uncompressed size when the client did not decompress (autocannon).
 */
export function toRow({ id, label, group, client, urls, measured, sizes, expectStatus = 200, expectCache }) {
  const { requests } = measured;
  let htmlBytes = measured.htmlBytes;
  if (!htmlBytes && sizes) {
    htmlBytes = Object.entries(measured.byPath).reduce((sum, [path, n]) => sum + n * (sizes[path]?.htmlBytes ?? 0), 0);
  }
  const problems = [];
  if (requests === 0) problems.push('no answer');
  if (measured.errors > 0) problems.push(`${measured.errors} errors`);
  const badStatus = Object.entries(measured.statuses).filter(([status]) => Number(status) !== expectStatus);
  if (badStatus.length)
    problems.push(`statuses ${badStatus.map(([s, n]) => `${s}×${n}`).join(', ')} (expected ${expectStatus})`);
  if (expectCache) {
    const other = Object.entries(measured.cache).filter(([outcome]) => outcome !== expectCache);
    if (other.length) {
      problems.push(
        `x-page-cache ${other.map(([o, n]) => `${o}×${n}`).join(', ')} (expected ${expectCache} on every answer)`,
      );
    }
  }
  const cpuPerRequest = requests ? measured.cpuMicros / requests : NaN;
  const htmlPerResponse = requests ? htmlBytes / requests : NaN;
  const latencies = [...measured.latencies].sort((a, b) => a - b);
  return {
    id,
    label,
    group,
    client,
    urls,
    requests,
    reqPerSecond: requests / measured.wallSeconds,
    cpuMicros: measured.cpuMicros,
    cpuPerRequest,
    wirePerResponse: requests ? measured.wireBytes / requests : NaN,
    htmlPerResponse,
    microsPerKB: cpuPerRequest / (htmlPerResponse / KB),
    p99ms: percentile(latencies, 99),
    cache: measured.cache,
    problems,
    window: measured.window,
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
