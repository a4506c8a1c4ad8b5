// Whether dist/ was built from the current sources: a hash over every build input, kept in dist/.build-stamp.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SERVER_LAUNCHER } from './server-runtime.mjs';

export const ROOT = new URL('..', import.meta.url).pathname;
const INPUT_DIRS = ['src', 'modules', 'seed', 'pages', 'renderer', 'i18n', 'public'];
const INPUT_FILES = ['vite.config.ts', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
export const STAMP_FILE = join(ROOT, 'dist/.build-stamp');

function* files(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir).sort()) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (!entry.endsWith('.spec.ts')) yield path;
  }
}

export function sourceHash() {
  const hash = createHash('sha256');
  for (const dir of INPUT_DIRS) {
    for (const file of files(join(ROOT, dir)))
      hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file));
  }
  for (const file of INPUT_FILES)
    if (existsSync(join(ROOT, file)))
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(join(ROOT, file)));
  return hash.digest('hex');
}

export function isBuildCurrent() {
  return (
    existsSync(STAMP_FILE) &&
    existsSync(join(ROOT, 'dist/server/entry.mjs')) &&
    existsSync(join(ROOT, 'dist/app/src/app/main.js')) &&
    existsSync(join(ROOT, SERVER_LAUNCHER)) &&
    existsSync(join(ROOT, 'dist/build.json')) &&
    readFileSync(STAMP_FILE, 'utf8').trim() === sourceHash()
  );
}
