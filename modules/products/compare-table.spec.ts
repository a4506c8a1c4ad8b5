import { describe, expect, it } from 'vitest';
import { type SpecRecord, compareTable, comparisonCandidates, specificationsIn } from './compare-table.js';

const spec = (overrides: Partial<SpecRecord>): SpecRecord => ({
  key: 'weight',
  name: 'Weight',
  unit: 'kg',
  value: '100',
  system: 'Metric',
  variantId: null,
  ...overrides,
});

describe(specificationsIn.name, () => {
  it('drops rows of the other measurement system', () => {
    const specs = [spec({}), spec({ system: 'Imperial', unit: 'lb', value: '220' })];
    expect(specificationsIn(specs, 'Metric', null)).toEqual([{ name: 'Weight', unit: 'kg', value: '100' }]);
    expect(specificationsIn(specs, 'Imperial', null)).toEqual([{ name: 'Weight', unit: 'lb', value: '220' }]);
  });

  it('converts a metric value when the product has no imperial value of its own', () => {
    expect(specificationsIn([spec({})], 'Imperial', null)).toEqual([{ name: 'Weight', unit: 'lb', value: '220' }]);
  });

  it('keeps specifications without a measurement system in both views', () => {
    const specs = [spec({ key: 'power', name: 'Power supply', unit: null, value: '230 V', system: 'None' })];
    expect(specificationsIn(specs, 'Imperial', null)).toEqual([{ name: 'Power supply', unit: null, value: '230 V' }]);
  });

  it('drops duplicates of name and unit, keeping the first', () => {
    const specs = [spec({}), spec({ key: 'weight-2', value: '999' })];
    expect(specificationsIn(specs, 'Metric', null)).toEqual([{ name: 'Weight', unit: 'kg', value: '100' }]);
  });

  it('adds the chosen variant’s specifications only', () => {
    const specs = [
      spec({}),
      spec({ key: 'd', name: 'D', value: '1', variantId: 'a' }),
      spec({ key: 'd', name: 'D', value: '2', variantId: 'b' }),
    ];
    expect(specificationsIn(specs, 'Metric', 'b').map((row) => row.value)).toEqual(['100', '2']);
  });
});

describe(compareTable.name, () => {
  const weight = (value: string) => ({ name: 'Weight', unit: 'kg', value });
  const power = { name: 'Power', unit: null, value: '230 V' };

  it('shows a missing specification as null and marks rows that differ', () => {
    const rows = compareTable([[weight('1'), power], [power]], false);
    expect(rows).toEqual([
      { name: 'Weight', unit: 'kg', values: ['1', null], differs: true },
      { name: 'Power', unit: null, values: ['230 V', '230 V'], differs: false },
    ]);
  });

  it('hides rows equal in all products when asked, with more than one product', () => {
    expect(
      compareTable(
        [
          [weight('1'), power],
          [weight('2'), power],
        ],
        true,
      ).map((r) => r.name),
    ).toEqual(['Weight']);
    expect(compareTable([[weight('1'), power]], true).map((r) => r.name)).toEqual(['Weight', 'Power']);
  });
});

describe(comparisonCandidates.name, () => {
  it('excludes products in the basket unless they have more than one variant', () => {
    const products = [
      { slug: 'a', variantCount: 1 },
      { slug: 'b', variantCount: 3 },
      { slug: 'c', variantCount: 1 },
    ];
    expect(comparisonCandidates(products, ['a', 'b']).map((p) => p.slug)).toEqual(['b', 'c']);
  });
});
