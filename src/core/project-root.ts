import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, whether we run from sources (tests, dev) or from dist/app (production). */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('uapp: project root (package.json) not found');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot();
