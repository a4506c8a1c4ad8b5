// The profile summary of the render-ratio bench: the app started again with `--cpu-prof`, driven through the same
// rotations (a warm-up, then a measured window each), stopped with SIGTERM (it exits cleanly, and Node writes the
// profile on exit); the samples of each measured window are summed by package (cpu-profile.mjs).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startApp } from './app.mjs';
import { browserLoad } from './browser-load.mjs';
import { profileLines, readProfiles, summarizeProfile } from './cpu-profile.mjs';
import { measureCpu } from './render-measure.mjs';
import { stopChild, tmpRoot } from './processes.mjs';

/**
 * `windows`: [{ name, paths, headers }] (headers may be a function of the profiled app's base URL, for cookies
 * that must be issued by that process). Answers `{ lines, summaries }`.
 */
export async function profilePass({ dataDir, extra, windows, warmup, duration, connections }) {
  const dir = join(tmpRoot, 'cpu-profile');
  mkdirSync(dir, { recursive: true });
  const app = await startApp({
    dataDir,
    seed: false,
    extra,
    nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    label: 'app (profiled)',
  });
  const measured = [];
  try {
    for (const window of windows) {
      const headers = typeof window.headers === 'function' ? await window.headers(app.base) : window.headers;
      process.stdout.write(
        `bench: profiling ${window.name} (${window.paths.length} URLs): warm-up ${warmup} s, ${duration} s… `,
      );
      const rotation = { next: 0 };
      const load = (seconds) =>
        browserLoad({ port: app.port, paths: window.paths, headers, connections, seconds, rotation });
      const result = await measureCpu({ pid: app.pid, warmup, duration, load });
      console.log(`${result.requests} requests`);
      measured.push({ window, result });
    }
  } finally {
    await stopChild(app.child);
  }
  const exit = await app.child.exited;
  const profiles = readProfiles(dir);
  if (profiles.length === 0) {
    return {
      lines: [`no CPU profile was written (the profiled app exited with ${exit.code ?? exit.signal})`],
      summaries: [],
    };
  }
  const profile = profiles.at(-1);
  const lines = [];
  const summaries = [];
  for (const { window, result } of measured) {
    const summary = summarizeProfile(profile, result.window);
    summaries.push({ name: window.name, requests: result.requests, cpuMicros: result.cpuMicros, ...summary });
    lines.push(`profile: ${window.name}, share of the main thread's busy time by package (self time):`);
    // One window: the full summary; one per page type: the larger groups and the three costliest functions.
    const size = measured.length > 1 ? { topGroups: 8, topFunctions: 3 } : {};
    const printed = profileLines(summary, { requests: result.requests, cpuMicros: result.cpuMicros, ...size });
    lines.push(...printed.map((line) => `  ${line}`));
  }
  return { lines, summaries };
}
