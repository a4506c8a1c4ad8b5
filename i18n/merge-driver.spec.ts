import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DRIVER = join(import.meta.dirname, '../scripts/merge-i18n-json.mjs');

/** Runs the git merge driver on three versions; returns the merged file and whether it reported a conflict. */
function merge(base: object, ours: object, theirs: object): { merged: Record<string, string>; conflict: boolean } {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-merge-'));
  const [b, o, t] = ['base', 'ours', 'theirs'].map((name) => join(dir, `${name}.json`)) as [string, string, string];
  writeFileSync(b, JSON.stringify(base));
  writeFileSync(o, JSON.stringify(ours));
  writeFileSync(t, JSON.stringify(theirs));
  let conflict = false;
  try {
    execFileSync(process.execPath, [DRIVER, b, o, t], { stdio: 'pipe' });
  } catch {
    conflict = true;
  }
  return { merged: JSON.parse(readFileSync(o, 'utf8')) as Record<string, string>, conflict };
}

describe('i18n merge driver (scripts/merge-i18n-json.mjs)', () => {
  it('keeps the keys both branches added and the deletions of either', () => {
    const base = { a: 'A', gone: 'G' };
    expect(merge(base, { a: 'A', gone: 'G', ours: 'O' }, { a: 'A', theirs: 'T' })).toEqual({
      merged: { a: 'A', ours: 'O', theirs: 'T' },
      conflict: false,
    });
  });

  it('takes the one side that changed a text, and reports a conflict when both did', () => {
    expect(merge({ a: 'A' }, { a: 'A' }, { a: 'B' }).merged).toEqual({ a: 'B' });
    expect(merge({ a: 'A' }, { a: 'X' }, { a: 'Y' })).toEqual({ merged: { a: 'X' }, conflict: true });
  });
});
