import { describe, expect, it } from 'vitest';
import { formatNumber, toImperial } from './measurement.js';

describe('toImperial', () => {
  it('converts lengths, masses and forces with three significant digits', () => {
    expect(toImperial('600', 'mm')).toEqual({ value: '23.6', unit: 'in' });
    expect(toImperial('45', 'kg')).toEqual({ value: '99.2', unit: 'lb' });
    expect(toImperial('20', 'kN')).toEqual({ value: '4500', unit: 'lbf' });
  });

  it('converts every number of a range', () => {
    expect(toImperial('5 – 40', '°C')).toEqual({ value: '41 – 104', unit: '°F' });
    expect(toImperial('0.08 – 6', 'mm²')).toEqual({ value: '28 – 9', unit: 'AWG' });
  });

  it('leaves units without an imperial counterpart alone', () => {
    expect(toImperial('72', 'dB(A)')).toBeUndefined();
    expect(toImperial('yes', null)).toBeUndefined();
  });
});

describe('formatNumber', () => {
  it('keeps small numbers readable', () => {
    expect(formatNumber(0.0393701)).toBe('0.0394');
    expect(formatNumber(1234.5)).toBe('1230');
    expect(formatNumber(0)).toBe('0');
  });
});
