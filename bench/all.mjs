// `npm run bench`: every figure of the performance budget in one run, each with PASS or FAIL (bench/README.md):
// JavaScript per public page, cold start, the render ratio per page type against ../shared/perf-anchor (public and
// signed in), RSS at 4,000/8,000/12,000 renders on PostgreSQL and PGlite, then the throughput bench (bench/run.mjs).
//
// BENCH_SUITES: a comma-separated subset of weight,cold-start,ratio,memory,throughput (default: all, in that order).
// Exit code: 0 all PASS; 1 a FAIL; 2 a suite could not run; 130 interrupted.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../scripts/build-stamp.mjs';
import { runColdStart } from './cold-start.mjs';
import { BenchError, cleanup, isInterrupted } from './lib/processes.mjs';
import { runMemory } from './memory.mjs';
import { runPageWeight } from './page-weight.mjs';
import { optionsFromEnv, runRenderRatio } from './render-ratio.mjs';

/** The throughput bench keeps its own process, table and exit code; its verdict lines are collected. */
function runThroughput() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bench/run.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
    const lines = [];
    let partial = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const all = (partial + chunk).split('\n');
      partial = all.pop();
      for (const line of all) {
        const verdict = /^(PASS|FAIL|INCONCLUSIVE)\s+(.*)$/.exec(line);
        if (verdict) lines.push({ verdict: verdict[1] === 'PASS' ? 'PASS' : 'FAIL', text: verdict[2] });
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 2 || code === 130) reject(new BenchError(`the throughput bench could not run (exit ${code})`));
      else resolve({ lines });
    });
  });
}

const SUITES = {
  weight: () => runPageWeight(),
  'cold-start': () => runColdStart(),
  ratio: async () => {
    const outcome = await runRenderRatio(optionsFromEnv());
    for (const line of [...outcome.results.table, '', ...outcome.results.profileLines]) console.log(line);
    return outcome;
  },
  memory: () => runMemory(),
  throughput: runThroughput,
};

async function main() {
  const chosen = (process.env.BENCH_SUITES ?? Object.keys(SUITES).join(',')).split(',').map((name) => name.trim());
  const unknown = chosen.filter((name) => !(name in SUITES));
  if (unknown.length) throw new BenchError(`unknown BENCH_SUITES: ${unknown.join(', ')}`);
  const summary = [];
  for (const name of chosen) {
    console.log(`\n=== ${name} ===`);
    const { lines } = await SUITES[name]();
    for (const line of lines) console.log(`${line.verdict.toUpperCase().padEnd(4)}  ${line.text}`);
    summary.push(...lines.map((line) => ({ ...line, suite: name })));
  }
  console.log('\n=== summary ===');
  for (const { suite, verdict, text } of summary) {
    if (verdict !== 'info') console.log(`${verdict.toUpperCase().padEnd(4)}  [${suite}] ${text}`);
  }
  return summary.some((line) => line.verdict.toUpperCase() === 'FAIL') ? 1 : 0;
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
