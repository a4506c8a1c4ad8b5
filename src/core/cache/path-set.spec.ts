import { describe, expect, it } from 'vitest';
import { loadPathSet, mayContain } from './path-set.js';

describe('path sets', () => {
  const listOf = (paths: string[]) => async (limit: number) => paths.slice(0, limit);

  it('says no only for a path not in the set, in any script and whatever the database order', async () => {
    // Listed in an order no sort gives: the set sorts by JavaScript's order, the one its search compares by.
    const paths = ['/fr/été', '/en/about', '/de/über-uns', '/en/About', '/en/about', '/zh/关于', '/en/a'];
    const sut = await loadPathSet(listOf(paths));
    for (const path of paths) expect(mayContain(sut, path), path).toBe(true);
    for (const missing of ['', '/', '/en', '/en/abou', '/en/about/', '/en/ABOUT', '/fr/ete', '/zh/关', '/zz/x']) {
      expect(mayContain(sut, missing), missing).toBe(false);
    }
    expect(mayContain(await loadPathSet(listOf([])), '/en/about')).toBe(false);
  });

  it('is not built beyond the bound: every path may exist then, so each is looked up as before', async () => {
    let asked = 0;
    const paths = Array.from({ length: 11 }, (_, n) => `/en/page-${n}`);
    const list = async (limit: number) => {
      asked = limit;
      return paths.slice(0, limit);
    };
    const over = await loadPathSet(list, 10);
    expect(asked).toBe(11);
    expect(over).toEqual({ sorted: null });
    expect(mayContain(over, '/en/no-such-page')).toBe(true);

    const atTheBound = await loadPathSet(listOf(paths.slice(0, 10)), 10);
    expect(mayContain(atTheBound, '/en/page-9')).toBe(true);
    expect(mayContain(atTheBound, '/en/page-10')).toBe(false);
  });
});
