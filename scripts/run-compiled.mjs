// Runs one compiled entry of the server code (dist/app/...) as `npm start` does: build first when there is no
// build or the sources changed, pass the arguments on, forward SIGINT/SIGTERM, exit with the child's code.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { isBuildCurrent, ROOT } from './build-stamp.mjs';
import { build } from './build.mjs';
import { serverNodeArgs, serverNodeEnv } from './server-runtime.mjs';

/** `cwd`: where the entry runs (the server runs in the repository; the backup CLIs where they were called). */
export function runCompiled(entry, { cwd = process.cwd() } = {}) {
  if (!isBuildCurrent()) {
    // On stderr: a CLI's stdout stays its own output.
    console.error('uapp: building (no build yet, or the sources changed)…');
    build();
  }
  const child = spawn(process.execPath, [...serverNodeArgs(), join(ROOT, entry), ...process.argv.slice(2)], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...serverNodeEnv() },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
