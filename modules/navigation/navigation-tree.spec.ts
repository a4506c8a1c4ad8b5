import { describe, expect, it } from 'vitest';
import { chooseHomeItem } from './navigation-tree.js';
import type { NavigationItemRow } from './navigation.schema.js';

const home = (id: string, countries: string[]) =>
  ({ id, area: 'home', pageId: `${id}-page`, countries }) as unknown as NavigationItemRow;

describe('chooseHomeItem (SPEC §5, §6)', () => {
  const rows = [home('universal', []), home('swiss', ['CH']), home('preview', ['ALL'])];

  it('gives visitors their country’s home item, else the universal one, never an ALL item', () => {
    expect(chooseHomeItem(rows, 'CH')?.id).toBe('swiss');
    expect(chooseHomeItem(rows, 'DE')?.id).toBe('universal');
    expect(chooseHomeItem(rows, 'ALL')?.id).toBe('universal');
  });

  it('gives editors the country’s item, else the ALL item, else the universal one', () => {
    expect(chooseHomeItem(rows, 'CH', true)?.id).toBe('swiss');
    expect(chooseHomeItem(rows, 'DE', true)?.id).toBe('preview');
    expect(chooseHomeItem(rows, 'ALL', true)?.id).toBe('preview');
    expect(chooseHomeItem([home('universal', [])], 'DE', true)?.id).toBe('universal');
  });

  it('finds nothing without home items', () => {
    expect(chooseHomeItem([], 'CH', true)).toBeUndefined();
  });
});
