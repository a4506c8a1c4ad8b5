// The shared render baseline (../shared/perf-anchor: plain React renderToString of a realistic ~30 KB product page
// in a bare Fastify server): copied into the run's temporary folder (shared/ is read-only), bundled, and started with
// this project's react, react-dom and fastify (the versions the app renders with) and NODE_ENV=production.
import { cpSync, existsSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/build-stamp.mjs';
import { HOST, freePort, waitUntilReady } from './http.mjs';
import { BenchError, startChild, tmpRoot } from './processes.mjs';

/** `../shared/perf-anchor` beside the checkout (or beside the folder of worktrees); BENCH_PERF_ANCHOR overrides. */
const CANDIDATES = process.env.BENCH_PERF_ANCHOR
  ? [process.env.BENCH_PERF_ANCHOR]
  : [join(ROOT, '../shared/perf-anchor'), join(ROOT, '../../shared/perf-anchor')];

function anchorSource() {
  const found = CANDIDATES.find((dir) => existsSync(join(dir, 'server.mjs')));
  if (found) return found;
  throw new BenchError(`no perf anchor at ${CANDIDATES.join(' or ')} (set BENCH_PERF_ANCHOR to its folder)`);
}

/**
 * Bundles `src/render-entry.jsx` as the anchor's package.json `build` script does. esbuild is not a direct
 * dependency of this project: it is the 0.28 that tsx brings (hoisted to node_modules/esbuild), the version the
 * anchor's package.json asks for, driven through its JavaScript API with the script's exact options.
 */
async function bundle(dir) {
  let esbuild;
  try {
    esbuild = await import('esbuild');
  } catch {
    throw new BenchError('esbuild is not in node_modules (it comes with tsx): cannot bundle the perf anchor');
  }
  await esbuild.build({
    entryPoints: [join(dir, 'src/render-entry.jsx')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: join(dir, 'dist/render.mjs'),
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    external: ['react', 'react-dom'],
    logLevel: 'error',
  });
}

/** Copies, bundles and starts the anchor on a free port; answers `{ child, pid, port, base, path, source }`. */
export async function startPerfAnchor({ label = 'perf anchor' } = {}) {
  const source = anchorSource();
  const dir = join(tmpRoot, 'perf-anchor');
  cpSync(source, dir, { recursive: true });
  // The copy resolves fastify, react and react-dom from this project (Node follows the link to the real packages).
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  await bundle(dir);
  const port = await freePort();
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: String(port) };
  const child = startChild(label, [join(dir, 'server.mjs')], env);
  console.log(`bench: starting the ${label} (${source}) on http://${HOST}:${port} (pid ${child.pid})…`);
  await waitUntilReady(child, port, '/', 30_000);
  return { child, pid: child.pid, port, base: `http://${HOST}:${port}`, path: '/', source };
}
