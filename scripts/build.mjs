// Production build: the Vike client and server bundles (vite build) and the Nest server (tsc).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, STAMP_FILE, sourceHash } from './build-stamp.mjs';
import { precompress } from './precompress.mjs';

export function build() {
  const bin = (name) => join(ROOT, 'node_modules/.bin', name);
  const hash = sourceHash();
  // A clean environment: under Vitest (VITEST, NODE_ENV=test) Vike's plugin would stand aside.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'TEST',
    ),
  );
  // SPEC §4 build refresh: the build's id, from the sources' hash (every instance built from one commit agrees),
  // compiled into the client bundle (import.meta.env.VITE_UAPP_BUILD_ID) and kept in dist/build.json for the server.
  const buildId = hash.slice(0, 16);
  rmSync(join(ROOT, 'dist'), { recursive: true, force: true });
  execFileSync(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...env, VITE_UAPP_BUILD_ID: buildId },
  });
  precompress(join(ROOT, 'dist/client'));
  execFileSync(bin('tsc'), ['-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit', env });
  // A process of its own: esbuild's plugins (scripts/latin1-regex-literals.mjs) need its asynchronous API.
  execFileSync(process.execPath, [join(ROOT, 'scripts/bundle-server.mjs'), ROOT], { cwd: ROOT, stdio: 'inherit', env });
  mkdirSync(join(ROOT, 'dist'), { recursive: true });
  writeFileSync(join(ROOT, 'dist/build.json'), JSON.stringify({ buildId, builtAt: Date.now() }) + '\n');
  writeFileSync(STAMP_FILE, hash + '\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build();
  console.log('uapp: build complete (dist/)');
}
