// Where a page-cache miss's CPU goes: a V8 `.cpuprofile` (written by `node --cpu-prof` when the server exits) summed
// by self time and attributed by each frame's script URL to a package (React, Vike, Nest, Fastify, Drizzle, …), the
// app's own build, Node's internals, compression and garbage collection. The server runs as one bundled file
// (`dist/app-bundle/main.mjs`: our code with Nest, Fastify, Drizzle, class-validator, …), so a frame of a script
// that has a source map beside it is attributed by the source its position maps to.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../../scripts/build-stamp.mjs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** Packages shown under one name (a package not listed is shown under its own). */
const PACKAGE_GROUPS = [
  [/^(react|react-dom|scheduler)$/, 'react, react-dom'],
  [/^vike-react$/, 'vike-react'],
  [/^@brillout\/json-serializer$/, 'serialization (@brillout/json-serializer)'],
  [/^(vike|@brillout\/.*)$/, 'vike'],
  [/^@nestjs\//, '@nestjs/*'],
  [/^(fastify|@fastify\/.*|find-my-way|avvio|light-my-request|fast-json-stringify|.*fastify.*)$/, 'fastify'],
  [/^drizzle-orm$/, 'drizzle'],
  [/^@electric-sql\/pglite.*$/, 'pglite'],
  [/^(pg|pg-.*|postgres-.*)$/, 'pg (PostgreSQL client)'],
  [/^(jotai|jotai-.*)$/, 'jotai'],
];

const SPECIAL = {
  '(garbage collector)': 'GC',
  '(program)': '(program: native, unattributed)',
  '(idle)': '(idle)',
};

function packageOf(url) {
  const index = url.lastIndexOf('/node_modules/');
  if (index < 0) return undefined;
  const parts = url.slice(index + '/node_modules/'.length).split('/');
  if (parts[0] === 'src') return packageOfSource(parts.slice(1).join('/'));
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

const NODE_MODULES = join(ROOT, 'node_modules');
const BUILD_FOLDERS = ['', 'cjs/', 'esm/', 'esm5/', 'dist/', 'cjs/src/'];
const sourcePackages = new Map();
let packageNames;

/**
 * A few packages (drizzle-orm, class-validator, class-transformer) ship source maps whose sources lose the package
 * name once composed into the bundle's map (`node_modules/src/entity.ts`): the package is the one whose build has
 * that file as `.js`.
 */
function packageOfSource(relative) {
  if (!sourcePackages.has(relative)) {
    packageNames ??= readdirSync(NODE_MODULES)
      .filter((name) => !name.startsWith('.'))
      .flatMap((name) =>
        name.startsWith('@') ? readdirSync(join(NODE_MODULES, name)).map((scoped) => `${name}/${scoped}`) : [name],
      );
    const built = relative.replace(/\.ts$/, '.js');
    const owner = packageNames.find((name) =>
      BUILD_FOLDERS.some((folder) => existsSync(join(NODE_MODULES, name, folder, built))),
    );
    sourcePackages.set(relative, owner ?? 'packages (source map without a package name)');
  }
  return sourcePackages.get(relative);
}

/**
 * Maps a script position to its original source through the `.map` file beside the script (read once per script,
 * on first use; scripts without one answer `undefined`).
 */
export function sourceMapper() {
  const maps = new Map();
  const mapOf = (url) => {
    if (!maps.has(url)) {
      let map;
      try {
        const path = url.startsWith('file:') ? fileURLToPath(url) : url;
        if (path.startsWith('/') && existsSync(`${path}.map`)) map = new TraceMap(readFileSync(`${path}.map`, 'utf8'));
      } catch {
        map = undefined;
      }
      maps.set(url, map);
    }
    return maps.get(url);
  };
  /** `{ source, line, name }` (line 1-based) of a frame, or undefined. */
  return ({ url, lineNumber, columnNumber }) => {
    if (!url || url.startsWith('node:') || url.startsWith('wasm://') || lineNumber < 0) return undefined;
    const map = mapOf(url);
    if (!map) return undefined;
    const position = originalPositionFor(map, { line: lineNumber + 1, column: Math.max(columnNumber, 0) });
    return position.source ? { source: position.source, line: position.line, name: position.name } : undefined;
  };
}

/**
 * The group a frame's self time is counted under. `original`: where the frame's position maps to (sourceMapper),
 * for frames of a bundle.
 */
export function groupOf(callFrame, original) {
  const { url, functionName } = callFrame;
  if (!url) return SPECIAL[functionName] ?? 'native (V8 builtins, Node bindings)';
  // The only WebAssembly the app runs is PGlite's PostgreSQL.
  if (url.startsWith('wasm://')) return 'pglite';
  if (/^(node:)?(internal\/)?zlib$/.test(url)) return 'compression (zlib, brotli)';
  if (url.startsWith('node:') || !url.includes('/')) return 'node (internals)';
  // A package's own source map (PGlite's) names its sources, not the package: the script's place decides.
  const name = packageOf(url) ?? (original ? packageOf(original.source) : undefined);
  if (name) {
    if (name === '@fastify/compress') return 'compression (zlib, brotli)';
    return PACKAGE_GROUPS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
  }
  // Our own code: the bundled server's sources (src/, modules/, …) and Vike's build of the pages (dist/server).
  if (original && !url.includes('/node_modules/')) return 'app: server (src, modules)';
  if (url.includes('/dist/')) return 'app: pages, renderer';
  return 'other scripts';
}

/**
 * Self time per group (µs) of the samples taken between `fromMicros` and `toMicros` (V8's monotonic clock, the
 * clock of `process.hrtime`: both read CLOCK_MONOTONIC on Linux). Without a window (or when no sample falls into it)
 * every sample counts, and `windowed` says which.
 */
export function summarizeProfile(profile, { fromMicros, toMicros } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const mapped = sourceMapper();
  // Per profile node: its group and its printable name (a node is one frame; many samples share it).
  const frames = new Map();
  const frameOf = (id) => {
    let frame = frames.get(id);
    if (!frame) {
      const { callFrame } = byId.get(id);
      const original = mapped(callFrame);
      const group = groupOf(callFrame, original);
      let key;
      if (callFrame.url || !SPECIAL[callFrame.functionName]) {
        const where = original
          ? `${shortUrl(original.source)}:${original.line}`
          : callFrame.url
            ? `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}`
            : 'native';
        // A bundle's minified names say nothing: the source map's name, where it has one, is the original.
        const name = original?.name && /^.{1,3}$/.test(callFrame.functionName) ? original.name : callFrame.functionName;
        key = `${name || '(anonymous)'} (${where}) [${group}]`;
      }
      frame = { group, key };
      frames.set(id, frame);
    }
    return frame;
  };
  const tally = (inWindow) => {
    const groups = new Map();
    const functions = new Map();
    let total = 0;
    let time = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      time += profile.timeDeltas[i];
      const next = i + 1 < profile.samples.length ? time + profile.timeDeltas[i + 1] : profile.endTime;
      if (inWindow && (time < fromMicros || time > toMicros)) continue;
      const duration = Math.max(0, next - time);
      const { group, key } = frameOf(profile.samples[i]);
      groups.set(group, (groups.get(group) ?? 0) + duration);
      total += duration;
      if (key === undefined) continue;
      functions.set(key, (functions.get(key) ?? 0) + duration);
    }
    return { groups, functions, total };
  };
  const windowed = fromMicros !== undefined && toMicros !== undefined;
  let result = windowed ? tally(true) : undefined;
  if (!result || result.total === 0) result = { ...tally(false), windowed: false };
  else result.windowed = true;
  const idle = result.groups.get('(idle)') ?? 0;
  const busy = result.total - idle;
  const shares = [...result.groups]
    .filter(([group]) => group !== '(idle)')
    .map(([group, micros]) => ({ group, micros, share: busy > 0 ? micros / busy : 0 }))
    .sort((a, b) => b.micros - a.micros);
  const topFunctions = [...result.functions]
    .map(([name, micros]) => ({ name, micros, share: busy > 0 ? micros / busy : 0 }))
    .sort((a, b) => b.micros - a.micros);
  return {
    windowed: result.windowed,
    sampledMicros: result.total,
    idleMicros: idle,
    busyMicros: busy,
    shares,
    topFunctions,
  };
}

function shortUrl(url) {
  const index = url.lastIndexOf('node_modules/');
  if (index >= 0) return url.slice(index + 'node_modules/'.length);
  // A source map's sources are relative to the bundle (`../../src/…`); script URLs are absolute.
  return url
    .replace(/^(\.\.\/)+/, '')
    .replace(`file://${ROOT}`, '')
    .replace(ROOT, '');
}

/** The `.cpuprofile` files a `--cpu-prof-dir` holds, newest last. */
export function readProfiles(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
}

/**
 * Printable lines: the groups' shares of the main thread's sampled busy time, each also as an estimate in µs of the
 * request's CPU (the share times the /proc figure, as if the other threads' time were spread alike), then the
 * costliest functions.
 */
export function profileLines(summary, { requests, cpuMicros, topGroups = 14, topFunctions = 8 } = {}) {
  const lines = [];
  const percent = (share) => `${(share * 100).toFixed(1).padStart(5)} %`;
  const cpuPerRequest = requests && cpuMicros ? cpuMicros / requests : undefined;
  const estimate = (share) => (cpuPerRequest ? `≈ ${(share * cpuPerRequest).toFixed(0).padStart(5)} µs/req` : '');
  const idle = summary.sampledMicros > 0 ? summary.idleMicros / summary.sampledMicros : 0;
  lines.push(
    `${(summary.busyMicros / 1000).toFixed(0)} ms of main-thread samples` +
      (summary.windowed ? ' in the measured window' : ' (whole profile: start-up and warm-up included)') +
      `, idle ${(idle * 100).toFixed(0)} %` +
      (requests ? `, ${requests} requests` : '') +
      (cpuPerRequest ? `, ${cpuPerRequest.toFixed(0)} µs CPU per request (/proc, all threads)` : ''),
  );
  for (const { group, share } of summary.shares.slice(0, topGroups)) {
    lines.push(`  ${percent(share)}  ${estimate(share)}  ${group}`);
  }
  if (topFunctions > 0) {
    lines.push('costliest functions (self time):');
    for (const { name, share } of summary.topFunctions.slice(0, topFunctions))
      lines.push(`  ${percent(share)}  ${name}`);
  }
  return lines;
}
