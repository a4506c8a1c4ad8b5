// The render-ratio table and its verdicts: each page type's CPU per KB of uncompressed HTML over the perf anchor's,
// measured in the same run with the same client.
import { KB } from './render-measure.mjs';

/** The bound: a render costs at most this many times the anchor's CPU per KB of HTML. */
export const MAX_RATIO = 4;
/** The bound on signed-in pages with 8 concurrent users. */
export const MAX_P99_MS = 50;

/**
 * The anchor's µs per KB for each client: the mean of its runs (it is measured before and after each pass, so a
 * change in the machine's load during the pass shows as a spread between the two).
 */
export function anchorsOf(rows) {
  const anchors = {};
  for (const row of rows.filter((each) => each.group === 'anchor')) {
    (anchors[row.client] ??= { runs: [] }).runs.push(row.microsPerKB);
  }
  for (const anchor of Object.values(anchors)) {
    anchor.microsPerKB = anchor.runs.reduce((sum, value) => sum + value, 0) / anchor.runs.length;
    anchor.spread = (Math.max(...anchor.runs) - Math.min(...anchor.runs)) / anchor.microsPerKB;
  }
  return anchors;
}

/** Adds `ratio` (against the anchor of the same client) and `verdict` to each row. */
export function judge(rows, anchors) {
  for (const row of rows) {
    const anchor = anchors[row.client];
    row.ratio = anchor ? row.microsPerKB / anchor.microsPerKB : NaN;
    if (row.group === 'anchor') row.verdict = row.problems.length ? 'FAIL' : 'info';
    else row.verdict = row.problems.length === 0 && row.ratio <= MAX_RATIO ? 'PASS' : 'FAIL';
  }
  return rows;
}

const COLUMNS = [
  ['page type', 'l', (r) => r.label],
  ['client', 'l', (r) => r.client],
  ['URLs', 'r', (r) => String(r.urls)],
  ['requests', 'r', (r) => String(r.requests)],
  ['req/s', 'r', (r) => r.reqPerSecond.toFixed(0)],
  [
    'x-page-cache',
    'l',
    (r) =>
      Object.entries(r.cache)
        .map(([o, n]) => (Object.keys(r.cache).length > 1 ? `${o}×${n}` : o))
        .join(' '),
  ],
  ['CPU µs/req', 'r', (r) => r.cpuPerRequest.toFixed(0)],
  ['sent KB', 'r', (r) => (r.wirePerResponse / KB).toFixed(1)],
  ['HTML KB', 'r', (r) => (r.htmlPerResponse / KB).toFixed(1)],
  ['µs/KB', 'r', (r) => r.microsPerKB.toFixed(1)],
  ['ratio', 'r', (r) => `${r.ratio.toFixed(2)}×`],
  ['p99 ms', 'r', (r) => r.p99ms.toFixed(1)],
];

export function table(rows) {
  const cells = rows.map((row) => COLUMNS.map(([, , value]) => value(row)));
  const widths = COLUMNS.map(([title], i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
  const format = (line) =>
    line.map((cell, i) => (COLUMNS[i][1] === 'l' ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [
    format(COLUMNS.map(([title]) => title)),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.map(format),
  ];
}

/** One verdict line per page type and client. */
export function verdictLine(row, anchor) {
  const figure =
    `${row.cpuPerRequest.toFixed(0)} µs CPU/req for ${(row.htmlPerResponse / KB).toFixed(1)} KB of HTML = ` +
    `${row.microsPerKB.toFixed(1)} µs/KB, ${row.ratio.toFixed(2)}× the anchor's ${anchor.microsPerKB.toFixed(1)} µs/KB`;
  const problems = row.problems.length ? `; NOT TRUSTED: ${row.problems.join('; ')}` : '';
  return {
    verdict: row.verdict,
    text: `render ratio, ${row.label} (${row.client} client): ${figure}; required ≤ ${MAX_RATIO}×${problems}`,
  };
}

/** What the figures mean, the anchor's stability, then one verdict line per page type and client. */
export function verdictLines({ rows, anchors, database, connections, warmup, duration }) {
  const lines = [
    {
      verdict: 'info',
      text:
        'render ratio = (app CPU µs per request ÷ KB of uncompressed HTML per response) ÷ (the same for the perf ' +
        `anchor), same client, same headers, same run; KB = ${KB} bytes of HTML before compression (the app sends ` +
        `it compressed, the anchor does not: "sent KB"); ${database}; ${connections} connections; warm-up ` +
        `${warmup} s + ${duration} s measured per row; public pages with PAGE_CACHE_MAX_ENTRIES=1 (every answer ` +
        "a miss, checked on each answer's x-page-cache)",
    },
  ];
  for (const [client, anchor] of Object.entries(anchors)) {
    lines.push({
      verdict: 'info',
      text:
        `perf anchor, ${client} client: ${anchor.runs.map((v) => v.toFixed(1)).join(' and ')} µs/KB before and ` +
        `after the pass (${(anchor.spread * 100).toFixed(0)} % apart${anchor.spread > 0.15 ? ": the machine's load changed, the ratios are rough" : ''}); ` +
        `ratios use the mean, ${anchor.microsPerKB.toFixed(1)} µs/KB`,
    });
  }
  for (const row of rows) {
    if (row.group !== 'anchor') lines.push(verdictLine(row, anchors[row.client]));
    else if (row.problems.length) {
      lines.push({ verdict: 'FAIL', text: `perf anchor (${row.client}): ${row.problems.join('; ')}` });
    }
  }
  return lines;
}
