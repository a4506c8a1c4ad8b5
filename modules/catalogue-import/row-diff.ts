/** The same value for the catalogue's columns: text, numbers, booleans, arrays and text-per-language objects. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => same(item, other[index]));
  }
  // Objects (texts per language): the same keys with the same values, whatever their order.
  const left = Object.entries(a as Record<string, unknown>);
  const right = b as Record<string, unknown>;
  return left.length === Object.keys(right).length && left.every(([key, value]) => same(value, right[key]));
}

/** The values that differ from the stored row (an empty object: nothing to write). */
export function changedValues(stored: Record<string, unknown>, values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).filter(([key, value]) => !same(stored[key], value)));
}

export const isUnchanged = (changed: Record<string, unknown>): boolean => Object.keys(changed).length === 0;
