import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The project runs on Node 24 LTS, and its own files provide it. The `node` devDependency (package.json)
// installs the Node 24 binary from the npm registry as node_modules/.bin/node, which npm puts first on the PATH of
// every script it runs (`npm test`, `npm start`, `npx vitest …`), whatever Node the machine has (Node 20 here).
const WHAT_TO_DO =
  'Run the tests through npm (`npm test`, or `npx vitest run <file>`), which puts node_modules/.bin/node first on ' +
  'the PATH, not by starting node_modules/.bin/vitest yourself. If it is still not Node 24, run `npm ci`: it ' +
  "installs the Node 24 binary through the `node` package's install script, which package.json's `allowScripts` " +
  'approves.';

const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

describe('Node runtime', () => {
  it('runs the tests on Node 24 LTS', () => {
    expect(major(process.versions.node), `the tests run on Node ${process.versions.node}. ${WHAT_TO_DO}`).toBe(24);
  });

  it('has Node 24 as the `node` of the PATH, which every tool started by npm scripts (vite, tsc, eslint) runs on', () => {
    const version = execFileSync('node', ['-v'], { encoding: 'utf8' }).trim();
    expect(major(version), `\`node\` on the PATH is ${version}. ${WHAT_TO_DO}`).toBe(24);
  });
});
