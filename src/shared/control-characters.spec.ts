import { describe, expect, it } from 'vitest';
import { hasControlCharacter, queryHasControlCharacter } from './control-characters.js';

describe(hasControlCharacter.name, () => {
  it.each([0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f])('finds U+%s', (code) => {
    expect(hasControlCharacter(`a${String.fromCharCode(code)}b`)).toBe(true);
  });
  it('allows tab, line feed, carriage return and any printable text', () => {
    expect(hasControlCharacter('one\ttwo\r\nthree\n')).toBe(false);
    expect(hasControlCharacter('Grüße 😀 ﷺ \u00a0')).toBe(false);
  });
});

describe(queryHasControlCharacter.name, () => {
  it('decodes names and values', () => {
    expect(queryHasControlCharacter('?q=%00')).toBe(true);
    expect(queryHasControlCharacter('?%1b=1')).toBe(true);
    expect(queryHasControlCharacter('?q=a%0D%0Ab&page=2')).toBe(false);
    expect(queryHasControlCharacter('')).toBe(false);
  });
});
