import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from './index.js';
import { APP_ONLY_NAMESPACES, isAppOnlyKey } from './string-areas.js';

const ROOT = join(import.meta.dirname, '..');
/** Code public pages run in the browser: the renderer, the public sections, the error page, shared contracts. */
const PUBLIC_CODE = [
  'renderer',
  'pages/cms',
  'pages/products',
  'pages/search',
  'pages/stories',
  'pages/media-releases',
  'pages/_error',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry) && !/\.spec\.tsx?$/.test(entry) ? [path] : [];
  });
}

function contracts(dir: string): string[] {
  return sourceFiles(dir).filter((path) => path.endsWith('.contract.ts'));
}

describe('UI strings of public pages (string-areas.ts)', () => {
  it('names no app-only namespace in code that public pages run', () => {
    const files = [...PUBLIC_CODE.flatMap((dir) => sourceFiles(join(ROOT, dir))), ...contracts(join(ROOT, 'modules'))];
    const uses = files.flatMap((path) => {
      const code = readFileSync(path, 'utf8');
      return (
        [...APP_ONLY_NAMESPACES]
          .filter((namespace) => new RegExp(`['"\`]${namespace}\\.`).test(code))
          // declared-label-key.contract.ts is imported by the content editor only.
          .filter(() => !path.endsWith('declared-label-key.contract.ts'))
          .map((namespace) => `${relative(ROOT, path)}: ${namespace}.`)
      );
    });
    expect(uses).toEqual([]);
  });

  it('leaves about half of each dictionary to public pages, and every key in exactly one part', () => {
    for (const dictionary of Object.values(DICTIONARIES)) {
      const keys = Object.keys(dictionary);
      const appOnly = keys.filter(isAppOnlyKey);
      expect(appOnly.length).toBeGreaterThan(keys.length / 4);
      expect(appOnly.length).toBeLessThan(keys.length);
    }
  });
});
