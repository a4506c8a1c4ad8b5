import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from './dates.js';

describe('formatDate', () => {
  it('writes the date in the locale', () => {
    expect(formatDate('2026-11-05', 'en')).toBe('November 5, 2026');
    expect(formatDate('2026-11-05', 'de-CH')).toBe('5. November 2026');
  });
});

describe('formatDateRange', () => {
  it('joins the days of one month', () => {
    expect(formatDateRange('2026-11-12', '2026-11-14', 'en')).toMatch(/^November 12\s–\s14, 2026$/);
  });

  it('writes a one-day event as one date', () => {
    expect(formatDateRange('2026-11-12', '2026-11-12', 'en')).toBe('November 12, 2026');
  });
});
