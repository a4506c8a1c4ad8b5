import { describe, expect, it } from 'vitest';
import { localeOfPath, safeReturnTo } from './return-to.js';

describe(safeReturnTo.name, () => {
  const fallback = '/en/portal';

  it.each(['/en/portal', '/de/portal/tickets/list?status=open', '/en/portal#tiles'])(
    'keeps the site path %s',
    (path) => {
      expect(safeReturnTo(path, fallback)).toBe(path);
    },
  );

  it.each([
    '//evil.example',
    '//evil.example/en/portal',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'evil.example',
    '/\t/evil.example',
    '',
    undefined,
    null,
  ])('falls back for %s', (value) => {
    expect(safeReturnTo(value, fallback)).toBe(fallback);
  });
});

describe(localeOfPath.name, () => {
  it('reads the locale segment, or falls back', () => {
    expect(localeOfPath('/de-ch/portal')).toBe('de-ch');
    expect(localeOfPath('/en?x=1')).toBe('en');
    expect(localeOfPath('/portal')).toBe('en');
    expect(localeOfPath('//evil.example')).toBe('en');
  });
});
