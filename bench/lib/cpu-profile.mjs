// Where a page-cache miss's CPU goes: a V8 `.cpuprofile` (written by `node --cpu-prof` when the server exits) summed
// by self time and attributed by each frame's script URL to a package (React, Vike, Nest, Fastify, Drizzle, …), the
// app's own build, Node's internals, compression and garbage collection.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../scripts/build-stamp.mjs';

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
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The group a frame's self time is counted under. */
export function groupOf(callFrame) {
  const { url, functionName } = callFrame;
  if (!url) return SPECIAL[functionName] ?? 'native (V8 builtins, Node bindings)';
  // The only WebAssembly the app runs is PGlite's PostgreSQL.
  if (url.startsWith('wasm://')) return 'pglite';
  if (/^(node:)?(internal\/)?zlib$/.test(url)) return 'compression (zlib, brotli)';
  if (url.startsWith('node:') || !url.includes('/')) return 'node (internals)';
  const name = packageOf(url);
  if (name) {
    if (name === '@fastify/compress') return 'compression (zlib, brotli)';
    return PACKAGE_GROUPS.find(([pattern]) => pattern.test(name))?.[1] ?? name;
  }
  if (url.includes(`${ROOT}/dist/`) || url.includes('/dist/app/') || url.includes('/dist/server/')) return 'app';
  return 'other scripts';
}

/**
 * Self time per group (µs) of the samples taken between `fromMicros` and `toMicros` (V8's monotonic clock, the
 * clock of `process.hrtime`: both read CLOCK_MONOTONIC on Linux). Without a window (or when no sample falls into it)
 * every sample counts, and `windowed` says which.
 */
export function summarizeProfile(profile, { fromMicros, toMicros } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
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
      const { callFrame } = byId.get(profile.samples[i]);
      const group = groupOf(callFrame);
      groups.set(group, (groups.get(group) ?? 0) + duration);
      total += duration;
      if (!callFrame.url && SPECIAL[callFrame.functionName]) continue;
      const where = callFrame.url ? `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}` : 'native';
      const key = `${callFrame.functionName || '(anonymous)'} (${where}) [${group}]`;
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
  const index = url.lastIndexOf('/node_modules/');
  if (index >= 0) return url.slice(index + '/node_modules/'.length);
  return url.replace(`file://${ROOT}/`, '').replace(`${ROOT}/`, '');
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
