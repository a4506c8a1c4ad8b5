// Child processes of a bench run (the app, baselines, seeders) and their clean-up: on success, failure and Ctrl-C no
// stray server and no temporary data is left behind.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from '../../scripts/build-stamp.mjs';

/** A failure whose message says it all: printed without a stack trace. */
export class BenchError extends Error {}

/** The run's temporary folder (data directories, captured bodies, profiles); removed by cleanup(). */
export const tmpRoot = mkdtempSync(join(os.tmpdir(), 'uapp-bench-'));
/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();
/** Load generators running now (autocannon instances): stopped first on clean-up. */
const loads = new Set();

/** Starts `node args…` in the repository and keeps the last lines of its output for diagnostics. */
export function startChild(label, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.label = label;
  child.output = [];
  child.lineCount = 0;
  child.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  children.add(child);
  child.once('exit', () => children.delete(child));
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      for (const line of lines) {
        child.lineCount++;
        child.output.push(line);
        if (child.output.length > 40) child.output.shift();
      }
    });
  }
  return child;
}

/** The child's last lines of output, each prefixed with its label. */
export function tail(child) {
  return child.output.length ? child.output.map((line) => `  [${child.label}] ${line}`).join('\n') : '  (no output)';
}

/** SIGTERM, then SIGKILL after 10 s. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const exited = await Promise.race([child.exited, sleep(10_000).then(() => false)]);
  if (!exited) {
    child.kill('SIGKILL');
    await child.exited;
  }
}

/** Runs a load generator (anything with `stop()` that is awaitable) so that clean-up can stop it. */
export async function tracked(instance) {
  loads.add(instance);
  try {
    return await instance;
  } finally {
    loads.delete(instance);
  }
}

let interrupted = false;
/** Whether Ctrl-C (or SIGTERM) stopped the run: its errors are then not worth printing. */
export const isInterrupted = () => interrupted;

let cleanupPromise;
/** Stops the load and the servers and removes the temp folder; once. */
export function cleanup() {
  cleanupPromise ??= (async () => {
    for (const load of loads) load.stop();
    await Promise.all([...children].map(stopChild));
    rmSync(tmpRoot, { recursive: true, force: true });
  })();
  return cleanupPromise;
}

// Last resort if the process exits without going through cleanup(): no stray servers, no temp data left behind.
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(tmpRoot, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\nbench: ${signal}, stopping the servers…`);
    void cleanup().finally(() => process.exit(130));
  });
}
