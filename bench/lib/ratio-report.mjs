// The render-ratio table and its verdicts: each page type's CPU per KB of uncompressed HTML over the perf anchor's,
// measured in the same run with the same client.
import { KB } from './render-measure.mjs';

/** The bound: a render costs at most this many times the anchor's CPU per KB of HTML. */
export const MAX_RATIO = 4;
/** The bound on signed-in pages with 8 concurrent users. */
export const MAX_P99_MS = 50;

/** Adds `ratio` (against the anchor row of the same client) and `verdict` to each row. */
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
  ['ratio', 'r', (r) => (r.group === 'anchor' ? '1.00×' : `${r.ratio.toFixed(2)}×`)],
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
