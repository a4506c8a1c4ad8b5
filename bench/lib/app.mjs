// The app under bench: built if needed, seeded by a process of its own, then started as `npm start` runs it.
import { join } from 'node:path';
import { isBuildCurrent, ROOT } from '../../scripts/build-stamp.mjs';
import { SERVER_LAUNCHER, serverNodeArgs, serverNodeEnv } from '../../scripts/server-runtime.mjs';
import { build } from '../../scripts/build.mjs';
import { HOST, freePort, waitUntilReady } from './http.mjs';
import { BenchError, startChild, tail, tmpRoot } from './processes.mjs';

export const MAIN = join(ROOT, SERVER_LAUNCHER);
const START_TIMEOUT_MS = 180_000;

/** Variables of the caller's shell that would change what is measured (tests, modes, a Redis, a base URL). */
const IGNORED_ENV = [
  'NODE_ENV',
  'TEST',
  'REDIS_URL',
  'PUBLIC_BASE_URL',
  'SEED_ON_EMPTY',
  'UAPP_VIKE_MODE',
  'NODE_OPTIONS',
];

/**
 * Environment for the app: the documented demo defaults whatever the caller's shell has set, plus `extra`
 * (e.g. `PAGE_CACHE_MAX_ENTRIES`, `CACHE_CLEAR_SECRET`, `DATABASE_URL`).
 */
export function appEnv(port, dataDir, extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && !IGNORED_ENV.includes(name)),
  );
  return {
    ...env,
    ...serverNodeEnv(env),
    PORT: String(port),
    HOST,
    // The address the bench calls: the embedded provider's redirect URIs must name it (signed-in scenarios).
    PUBLIC_BASE_URL: `http://${HOST}:${port}`,
    // The bench stands in for a reverse proxy: scenarios with many clients name them in X-Forwarded-For.
    TRUST_PROXY: HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

/** Builds when `dist/` is missing or older than the sources. */
export function ensureBuilt() {
  if (isBuildCurrent()) return;
  console.log('bench: building (no build yet, or the sources changed)…');
  try {
    build();
  } catch (error) {
    throw new BenchError(`the build failed (${error.message.split('\n')[0]}): see the compiler output above`);
  }
}

/** Migrates and seeds `dataDir` (or the `DATABASE_URL` in `extra`) with the demo content, in a process of its own. */
export async function seedDemo(dataDir, extra = {}) {
  const port = await freePort();
  const seeder = startChild('seed', [MAIN, '--seed-only'], appEnv(port, dataDir, extra));
  const seeded = await seeder.exited;
  if (seeded.code !== 0) throw new BenchError(`seeding failed (exit ${seeded.code}):\n${tail(seeder)}`);
}

/**
 * Starts the app on a free port and waits for `/api/health`. `dataDir` defaults to a fresh folder, seeded first
 * (seeding grows PGlite's memory, which the server's RSS should not carry); `seed: false` starts on what is there.
 * `nodeArgs` go before the script (e.g. `--cpu-prof`).
 */
export async function startApp({ dataDir, seed = true, extra = {}, nodeArgs = [], label = 'app' } = {}) {
  ensureBuilt();
  const dir = dataDir ?? join(tmpRoot, `data-${label}`);
  const database = (extra.DATABASE_URL ?? process.env.DATABASE_URL) ? 'PostgreSQL' : 'PGlite';
  if (seed) {
    console.log(`bench: seeding the demo content (${database})…`);
    await seedDemo(dir, extra);
  }
  const port = await freePort();
  // The same command line as scripts/start.mjs, spawned directly so its pid is the server's.
  const child = startChild(label, [...serverNodeArgs(), ...nodeArgs, MAIN], appEnv(port, dir, extra));
  console.log(`bench: starting the ${label} on http://${HOST}:${port} (pid ${child.pid}, ${database})…`);
  await waitUntilReady(child, port, '/api/health', START_TIMEOUT_MS);
  return { child, pid: child.pid, port, dataDir: dir, base: `http://${HOST}:${port}`, startupLines: child.lineCount };
}
