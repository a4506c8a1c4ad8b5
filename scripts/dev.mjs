// `npm run dev`: the server compiled by tsc in watch mode and restarted by node --watch; pages hot-reload
// through Vite's middleware inside the same process (UAPP_VIKE_MODE=development).
import { spawn, execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './build-stamp.mjs';

const bin = (name) => join(ROOT, 'node_modules/.bin', name);
execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
const children = [
  spawn(bin('tsc'), ['-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=dist/app', '--enable-source-maps', 'dist/app/src/app/main.js'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, UAPP_VIKE_MODE: 'development' },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
