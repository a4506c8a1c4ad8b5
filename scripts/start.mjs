// `npm start`: build if there is no build or the sources changed, then run the production server.
// `npm run seed` passes --seed-only: migrate and (re)load the demo content, then exit.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { isBuildCurrent, ROOT } from './build-stamp.mjs';
import { build } from './build.mjs';

if (!isBuildCurrent()) {
  console.log('uapp: building (no build yet, or the sources changed)…');
  build();
}
const child = spawn(
  process.execPath,
  ['--enable-source-maps', join(ROOT, 'dist/app/src/app/main.js'), ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
