// Cold start (issue 32, item 6): from spawning the server on an existing, already-seeded database to its first
// 200 of `GET /en`, median of 3, for PGlite (a data directory) and PostgreSQL (a database of the bench's own).
//
// Runnable alone: `node bench/cold-start.mjs` (BENCH_COLD_START_RUNS, default 3).
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { serverNodeArgs } from '../scripts/server-runtime.mjs';
import { MAIN, appEnv, ensureBuilt, seedDemo } from './lib/app.mjs';
import { freePort, get } from './lib/http.mjs';
import { createBenchDatabase } from './lib/postgres.mjs';
import { cpuMicros } from './lib/proc.mjs';
import { BenchError, cleanup, isInterrupted, startChild, stopChild, tail, tmpRoot } from './lib/processes.mjs';

/** Issue 32 item 6. */
export const COLD_START_LIMIT_MS = 1_500;
const POLL_MS = 10;
const GIVE_UP_MS = 60_000;

/**
 * One start: spawn as `npm start` runs the server, poll `GET /en` every 10 ms; answers the ms to its first 200 and
 * the server's CPU time until then (steadier than wall time on a busy machine).
 */
async function timeOneStart(label, dataDir, extra) {
  const port = await freePort();
  const env = appEnv(port, dataDir, extra);
  const startedAt = performance.now();
  const child = startChild(label, [...serverNodeArgs(), MAIN], env);
  let exit;
  void child.exited.then((value) => (exit = value));
  try {
    while (performance.now() - startedAt < GIVE_UP_MS) {
      if (exit) throw new BenchError(`${label} exited during start-up (code ${exit.code}):\n${tail(child)}`);
      const response = await get(port, '/en').catch(() => undefined);
      if (response?.status === 200) return { ms: performance.now() - startedAt, cpuMs: cpuMicros(child.pid) / 1000 };
      await sleep(POLL_MS);
    }
    throw new BenchError(`${label}: no 200 of GET /en within ${GIVE_UP_MS / 1000} s:\n${tail(child)}`);
  } finally {
    await stopChild(child);
  }
}

const loadAverage = () => os.loadavg()[0].toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(database, dataDir, extra, runs) {
  // Seeded by a process of its own first: the starts below find an existing, migrated and seeded database.
  await seedDemo(dataDir, extra);
  const starts = [];
  for (let run = 0; run < runs && !isInterrupted(); run++) {
    starts.push(await timeOneStart(`cold-start-${database.toLowerCase()}`, dataDir, extra));
  }
  const times = starts.map((start) => start.ms);
  const ms = median(times);
  const cpuMs = median(starts.map((start) => start.cpuMs));
  return {
    database,
    times,
    medianMs: ms,
    medianCpuMs: cpuMs,
    line: {
      verdict: ms <= COLD_START_LIMIT_MS ? 'PASS' : 'FAIL',
      text:
        `cold start (${database}): ${Math.round(ms)} ms to the first 200 of GET /en, median of ` +
        `${times.map((t) => Math.round(t)).join(', ')} ms (server CPU ${Math.round(cpuMs)} ms, load average ` +
        `${loadAverage()}); required ≤ ${COLD_START_LIMIT_MS} ms`,
    },
  };
}

/** @returns {Promise<{lines: {verdict: string, text: string}[], results: object[]}>} */
export async function runColdStart({ runs = Number(process.env.BENCH_COLD_START_RUNS) || 3 } = {}) {
  ensureBuilt();
  const lines = [];
  const results = [];
  console.log('bench: cold start (PGlite): seeding a data directory, then starting on it…');
  const pglite = await measure('PGlite', join(tmpRoot, 'data-cold-start'), {}, runs);
  results.push(pglite);
  lines.push(pglite.line);
  const created = await createBenchDatabase('cold_start');
  if (created.skipped) lines.push({ verdict: 'info', text: `cold start (PostgreSQL): skipped: ${created.skipped}` });
  else {
    try {
      console.log('bench: cold start (PostgreSQL): seeding a database, then starting on it…');
      const postgres = await measure(
        'PostgreSQL',
        join(tmpRoot, 'data-cold-start-pg'),
        { DATABASE_URL: created.url },
        runs,
      );
      results.push(postgres);
      lines.push(postgres.line);
    } finally {
      await created.drop().catch((error) => console.error(`bench: could not drop the database: ${error.message}`));
    }
  }
  return { lines, results };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let code = 0;
  try {
    const { lines } = await runColdStart();
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
