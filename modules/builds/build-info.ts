import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/core/project-root.js';

/** Which build this server runs (SPEC §4 build refresh). */
export interface BuildInfo {
  buildId: string;
  /** ms since the epoch. */
  builtAt: number;
}

/** Written by `npm run build` (scripts/build.mjs) beside the bundles it describes. */
export const BUILD_INFO_FILE = join(PROJECT_ROOT, 'dist/build.json');

const SAFE_BUILD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The production build's id from dist/build.json (a hash of the sources, so every instance built from one commit
 * answers the same id). In development there is no build: each server process is one, so a restart after an edit
 * makes open tabs reload on their next navigation.
 */
export function loadBuildInfo(mode: 'development' | 'production'): BuildInfo {
  if (mode === 'development') return developmentBuild();
  let parsed: Partial<BuildInfo>;
  try {
    parsed = JSON.parse(readFileSync(BUILD_INFO_FILE, 'utf8')) as Partial<BuildInfo>;
  } catch (error) {
    throw new Error(`uapp: cannot read ${BUILD_INFO_FILE} (run \`npm run build\`)`, { cause: error });
  }
  if (typeof parsed.buildId !== 'string' || !SAFE_BUILD_ID.test(parsed.buildId)) {
    throw new Error(`uapp: ${BUILD_INFO_FILE} has no valid buildId`);
  }
  return { buildId: parsed.buildId, builtAt: typeof parsed.builtAt === 'number' ? parsed.builtAt : 0 };
}

function developmentBuild(): BuildInfo {
  return { buildId: `dev-${randomBytes(6).toString('hex')}`, builtAt: Date.now() };
}
