// `node bench/catalogue-import.mjs` (via the project's node: `npx node bench/catalogue-import.mjs`): the time of one
// catalogue import of 1,000 new products (each with a variant, two specifications and an image) in one request,
// then of the same import again (all unchanged), against the production server on a fresh demo seed (PGlite).
// Goal (issue 29 item 6): under 10 s. Starts the app as bench/run.mjs does (build if stale, seed, start).
// Env: BENCH_PRODUCTS (default 1000). Exit code: 0 under the goal, 1 over it, 2 when it could not run.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isBuildCurrent, ROOT } from '../scripts/build-stamp.mjs';
import { build } from '../scripts/build.mjs';
import { SERVER_LAUNCHER } from '../scripts/server-runtime.mjs';

const HOST = '127.0.0.1';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const GOAL_MS = 10_000;
const EDITOR_PASSWORD = 'bench-editor-password';
const tmpRoot = mkdtempSync(join(os.tmpdir(), 'uapp-import-bench-'));
const children = new Set();

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(label, args, env) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.output = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => child.output.push(...chunk.split('\n').map((line) => `[${label}] ${line}`)));
  }
  child.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  children.add(child);
  return child;
}

function appEnv(port) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !['NODE_ENV', 'REDIS_URL', 'DATABASE_URL', 'PUBLIC_BASE_URL', 'NODE_OPTIONS'].includes(name),
    ),
  );
  return {
    ...env,
    PORT: String(port),
    HOST,
    PUBLIC_BASE_URL: `http://${HOST}:${port}`,
    DATA_DIR: join(tmpRoot, 'data'),
    LOG_LEVEL: 'warn',
    EDITOR_PASSWORD,
  };
}

/** 1,000 products under one seeded classification, each with a variant, two specifications and a seeded image. */
function rows() {
  const result = [];
  for (let i = 0; i < PRODUCTS; i++) {
    const slug = `bench-press-${i}`;
    result.push(
      {
        type: 'product',
        slug,
        classification: 'products/crimping/crimp-centers',
        brand: 'schleuniger',
        name: { en: `BenchPress ${i}`, de: `BenchPress ${i}` },
        shortDescription: { en: `Bench press number ${i}.`, de: `Bankpresse Nummer ${i}.` },
        longDescription: { en: `The bench press ${i} presses.\n\nIt imports too.` },
        capabilities: ['crimping'],
      },
      {
        type: 'variant',
        product: slug,
        articleNumber: `BP-${i}-A`,
        nameMetric: `BP ${i} 2 t`,
        nameImperial: `BP ${i} 4,400 lb`,
      },
      {
        type: 'specification',
        product: slug,
        key: 'weight',
        system: 'Metric',
        name: { en: 'Weight' },
        value: String(100 + (i % 50)),
        unit: 'kg',
      },
      {
        type: 'specification',
        product: slug,
        variant: `BP-${i}-A`,
        key: 'force',
        name: { en: 'Force' },
        value: '2',
        unit: 't',
      },
      { type: 'image', product: slug, image: 'img-crimp-center-0', name: 'front', isDefault: true },
    );
  }
  return result;
}

async function waitUntilReady(base, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited:\n${child.output.slice(-30).join('\n')}`);
    try {
      if ((await fetch(`${base}/api/health`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the app was not ready after 180 s');
}

async function main() {
  if (!isBuildCurrent()) {
    console.log('bench: building (no build yet, or the sources changed)…');
    build();
  }
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const main = join(ROOT, SERVER_LAUNCHER);
  console.log('bench: seeding the demo content (PGlite)…');
  const seeded = await start('seed', [main, '--seed-only'], appEnv(port)).exited;
  if (seeded !== 0) throw new Error(`seeding failed (exit ${seeded})`);
  const app = start('app', ['--enable-source-maps', main], appEnv(port));
  await waitUntilReady(base, app);

  const signIn = await fetch(`${base}/api/editor-area-autentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: EDITOR_PASSWORD, name: 'Bench' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const created = await fetch(`${base}/api/content/api-keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: base },
    body: JSON.stringify({ name: 'bench', scopes: ['catalogue:write'] }),
  });
  if (created.status !== 201) throw new Error(`creating the API key answered ${created.status}`);
  const { key } = await created.json();

  const body = JSON.stringify({ rows: rows() });
  const run = async (label) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/content/catalogue/import`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body,
    });
    const report = await response.json();
    const ms = performance.now() - started;
    if (response.status !== 200 || report.rejected.length > 0) {
      throw new Error(`${label}: ${response.status} ${JSON.stringify(report).slice(0, 500)}`);
    }
    console.log(
      `${label}: ${(ms / 1000).toFixed(2)} s  (created ${report.created}, updated ${report.updated}, ` +
        `unchanged ${report.unchanged}; ${(body.length / 1024 / 1024).toFixed(2)} MB body)`,
    );
    return ms;
  };
  console.log(`bench: ${PRODUCTS} products, ${PRODUCTS * 5} rows in one request, ${os.cpus().length} cores`);
  const first = await run('import (all new)     ');
  await run('same import again    ');
  const ok = first < GOAL_MS;
  console.log(`${ok ? 'PASS' : 'FAIL'}  first import ${(first / 1000).toFixed(2)} s (goal < ${GOAL_MS / 1000} s)`);
  return ok ? 0 : 1;
}

let code = 2;
try {
  code = await main();
} catch (error) {
  console.error(`bench: ${error.message}`);
} finally {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([child.exited, sleep(10_000)]);
    }
  }
  rmSync(tmpRoot, { recursive: true, force: true });
}
process.exit(code);
