import type { CompareRowDto } from './products.dto.js';
import type { MeasurementSystem, SpecificationRow } from './products.contract.js';
import { toImperial } from './measurement.js';

/** A stored specification in one language. */
export interface SpecRecord {
  key: string;
  name: string;
  unit: string | null;
  value: string;
  system: 'Metric' | 'Imperial' | 'None';
  /** null: the product's own; otherwise the variant it belongs to. */
  variantId: string | null;
}

const rowKey = (row: { name: string; unit: string | null }) => `${row.name}\u0000${row.unit ?? ''}`;

/**
 * The specifications of a product (and one of its variants) in a measurement system (SPEC §5):
 * - rows of the other measurement system are dropped;
 * - in the imperial view, a metric value is converted where the product has no imperial value of its own;
 * - duplicates (same name and unit) are dropped, the first one kept.
 */
export function specificationsIn(
  specs: SpecRecord[],
  system: MeasurementSystem,
  variantId: string | null,
): SpecificationRow[] {
  const chosen = specs.filter((spec) => spec.variantId === null || spec.variantId === variantId);
  const ownImperial = new Set(chosen.filter((spec) => spec.system === 'Imperial').map((spec) => spec.key));
  const rows: SpecificationRow[] = [];
  for (const spec of chosen) {
    if (spec.system === 'None' || spec.system === system) {
      rows.push({ name: spec.name, unit: spec.unit, value: spec.value });
    } else if (system === 'Imperial' && spec.system === 'Metric' && !ownImperial.has(spec.key)) {
      const converted = toImperial(spec.value, spec.unit);
      rows.push(
        converted ? { name: spec.name, ...converted } : { name: spec.name, unit: spec.unit, value: spec.value },
      );
    }
  }
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = rowKey(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The detail comparison (SPEC §5): one row per specification (name and unit) in order of first appearance;
 * a product without it shows null ('n/a'); with `hideIdentical` and more than one product, rows equal in all
 * products are dropped. `differs` marks rows whose values are not all the same.
 */
export function compareTable(columns: SpecificationRow[][], hideIdentical: boolean): CompareRowDto[] {
  const order: { name: string; unit: string | null }[] = [];
  const byKey = new Map<string, (string | null)[]>();
  columns.forEach((rows, column) => {
    for (const row of rows) {
      const key = rowKey(row);
      let values = byKey.get(key);
      if (!values) {
        values = columns.map(() => null);
        byKey.set(key, values);
        order.push({ name: row.name, unit: row.unit });
      }
      values[column] ??= row.value;
    }
  });
  const several = columns.length > 1;
  return order.flatMap(({ name, unit }) => {
    const values = byKey.get(rowKey({ name, unit }))!;
    const differs = several && values.some((value) => value === null || value !== values[0]);
    if (hideIdentical && several && !differs) return [];
    return [{ name, unit, values, differs }];
  });
}

/**
 * SPEC §5: products offered for a comparison exclude those already in the basket, unless they have more than
 * one variant (another variant of the same product can still be compared).
 */
export function comparisonCandidates<T extends { slug: string; variantCount: number }>(
  products: T[],
  basketSlugs: readonly string[],
): T[] {
  const inBasket = new Set(basketSlugs);
  return products.filter((product) => !inBasket.has(product.slug) || product.variantCount > 1);
}
