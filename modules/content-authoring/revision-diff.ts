import type { RevisionChange } from './page-document.contract.js';

/** Field paths to values: `languages.en.draft.modules.0.html` → '<p>…</p>' (arrays by index). */
function flatten(value: unknown, path: string, into: Map<string, unknown>): void {
  if (Array.isArray(value)) {
    if (value.length === 0) into.set(path, []);
    value.forEach((item, index) => flatten(item, path ? `${path}.${index}` : String(index), into));
    return;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) into.set(path, {});
    for (const [key, item] of entries) flatten(item, path ? `${path}.${key}` : key, into);
    return;
  }
  into.set(path, value);
}

/** Every field whose value differs between two snapshots, in a stable order; a missing field reads as null. */
export function diffSnapshots(from: unknown, to: unknown): RevisionChange[] {
  const before = new Map<string, unknown>();
  const after = new Map<string, unknown>();
  flatten(from, '', before);
  flatten(to, '', after);
  const fields = [...new Set([...before.keys(), ...after.keys()])].sort();
  return fields
    .filter((field) => JSON.stringify(before.get(field) ?? null) !== JSON.stringify(after.get(field) ?? null))
    .map((field) => ({ field, from: before.get(field) ?? null, to: after.get(field) ?? null }));
}
