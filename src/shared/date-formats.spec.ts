import { describe, expect, it } from 'vitest';
import { cachedDateFormat } from './date-formats.js';

describe(cachedDateFormat.name, () => {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
  const sut = cachedDateFormat(options);

  it('writes a date as toLocaleDateString does, in each locale it is given', () => {
    const date = new Date('2026-11-05T10:00:00Z');
    for (const locale of ['en', 'de', 'fr', 'cs', 'de-CH']) {
      expect(sut(date, locale)).toBe(date.toLocaleDateString(locale, options));
    }
  });

  it('writes an invalid date as Invalid Date instead of throwing', () => {
    expect(sut(new Date('not a date'), 'en')).toBe(new Date('not a date').toLocaleDateString('en', options));
  });
});
