/**
 * Converts a metric specification value to the imperial system (values are stored once in SI and
 * converted for the imperial view where a product has no imperial value of its own). Every number in the value
 * is converted, so ranges such as `0.08 – 6` stay ranges. Units without an imperial counterpart return undefined
 * and the value is shown as stored.
 */
export interface Converted {
  value: string;
  unit: string;
}

type Converter = { unit: string; convert: (metric: number) => number };

const factor = (unit: string, by: number): Converter => ({ unit, convert: (metric) => metric * by });

/** Wire cross-section to American Wire Gauge (the unit wire is sold by in imperial markets). */
function squareMillimetresToAwg(area: number): number {
  const diameter = Math.sqrt((4 * area) / Math.PI);
  return Math.round(-39 * (Math.log(diameter / 0.127) / Math.log(92)) + 36);
}

const CONVERTERS: Readonly<Record<string, Converter>> = {
  mm: factor('in', 1 / 25.4),
  cm: factor('in', 1 / 2.54),
  m: factor('ft', 3.28084),
  km: factor('mi', 0.621371),
  'mm²': { unit: 'AWG', convert: squareMillimetresToAwg },
  kg: factor('lb', 2.20462),
  g: factor('oz', 0.035274),
  N: factor('lbf', 0.224809),
  kN: factor('lbf', 224.809),
  bar: factor('psi', 14.5038),
  '°C': { unit: '°F', convert: (celsius) => (celsius * 9) / 5 + 32 },
  'm/s': factor('ft/s', 3.28084),
  'm/min': factor('ft/min', 3.28084),
  'l/min': factor('gal/min', 0.264172),
  kW: factor('hp', 1.34102),
};

/** Three significant digits at most, no trailing zeros, no exponent. */
export function formatNumber(value: number): string {
  return String(Number(value.toPrecision(3)));
}

export function toImperial(value: string, unit: string | null): Converted | undefined {
  if (!unit) return undefined;
  const converter = CONVERTERS[unit];
  if (!converter) return undefined;
  const converted = value.replace(/-?\d+(?:\.\d+)?/g, (number) => formatNumber(converter.convert(Number(number))));
  return { value: converted, unit: converter.unit };
}
