// `npm run lint` runs this: the import rules of .dependency-cruiser.mjs (see docs/ARCHITECTURE.md), plus one
// rule dependency-cruiser cannot express: no cycle between features (folders of modules/, seed/ and src/), even when
// every file-level import is acyclic (type-only imports excepted). Usage: node scripts/check-dependencies.mjs [root] (default: the project).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const PROJECT = new URL('..', import.meta.url).pathname;
const root = process.argv[2] ?? PROJECT;
const SCANNED = ['src', 'modules', 'seed', 'pages', 'renderer', 'i18n'].filter((dir) => existsSync(join(root, dir)));

const output = execFileSync(
  join(PROJECT, 'node_modules/.bin/depcruise'),
  [...SCANNED, '--config', join(PROJECT, '.dependency-cruiser.mjs'), '--output-type', 'json'],
  { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
);
const result = JSON.parse(output);

const problems = result.summary.violations.map((violation) => {
  const cycle = violation.cycle?.length
    ? ` (cycle: ${violation.cycle.map((step) => step.name ?? step).join(' → ')})`
    : '';
  return `${violation.rule.name}: ${violation.from} → ${violation.to}${cycle}`;
});

/** The feature a file belongs to: modules/<feature>, seed/<feature> or src/<layer>/<part>; others take no part. */
function featureOf(path) {
  const parts = path.split('/');
  if ((parts[0] === 'modules' || parts[0] === 'seed') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  if (parts[0] === 'src' && parts.length > 3) return `src/${parts[1]}/${parts[2]}`;
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  return undefined;
}

const CONFIG_SLICE = /^(modules\/[^/]+|src\/core\/[^/]+)\/[^/]+[.]config[.]ts$/;

const graph = new Map();
for (const module of result.modules) {
  const from = featureOf(module.source);
  if (!from) continue;
  if (!graph.has(from)) graph.set(from, new Set());
  for (const dependency of module.dependencies) {
    // Type-only imports are erased at build: they make no cycle (as the no-cycle rule of .dependency-cruiser.mjs).
    if (dependency.dependencyTypes.includes('type-only')) continue;
    // A configuration slice imports only src/core/config (rule config-slices-are-leaves): reading another feature's
    // settings makes no cycle either.
    if (CONFIG_SLICE.test(dependency.resolved)) continue;
    const to = featureOf(dependency.resolved);
    if (to && to !== from) graph.get(from).add(to);
  }
}

// Tarjan's strongly connected components: every component of more than one feature is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function visit(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  onStack.add(node);
  for (const next of graph.get(node) ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) === index.get(node)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const node of graph.keys()) if (!index.has(node)) visit(node);
for (const component of components) problems.push(`no-feature-cycle: ${component.join(' ↔ ')}`);

if (problems.length > 0) {
  console.error(`dependency rules: ${problems.length} violation(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`dependency rules: ok (${result.summary.totalCruised} files, ${graph.size} features, no cycles)`);
