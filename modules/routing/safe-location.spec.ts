import { describe, expect, it } from 'vitest';
import { safeLocation } from './routing.service.js';

describe('safeLocation', () => {
  it.each([
    ['/en/中', '/en/%E4%B8%AD'],
    ['/en/a b', '/en/a%20b'],
    ['/\\evil.example', '/evil.example'],
    ['/en/a\\b', '/en/a%5Cb'],
    ['//evil.example', '/evil.example'],
    ['/%5C/evil.example', '/evil.example'],
    ['/en/\ud800', '/en/%EF%BF%BD'],
    ['/en/ok?x=%C3%A4', '/en/ok?x=%C3%A4'],
    ['https://www.wustec.example/en/ä', 'https://www.wustec.example/en/%C3%A4'],
  ])('%s → %s', (location, safe) => {
    expect(safeLocation(location)).toBe(safe);
  });
});
