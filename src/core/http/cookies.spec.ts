import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './cookies.js';

describe(parseCookieHeader.name, () => {
  it('reads each cookie by name, trimmed and URL-decoded', () => {
    const sut = parseCookieHeader(' uapp_current_locale=de-ch ;uapp_fallback_language = fr; other=a%20b');
    expect(sut.uapp_current_locale).toBe('de-ch');
    expect(sut.uapp_fallback_language).toBe('fr');
    expect(sut.other).toBe('a b');
  });

  it('keeps the first of duplicate names, as the old reader did', () => {
    expect(parseCookieHeader('uapp_current_locale=en; uapp_current_locale=fr').uapp_current_locale).toBe('en');
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['only separators', ';;; ;'],
    ['only equals signs', '==='],
    ['a name without a value', 'uapp_is-testing'],
    ['a value without a name', '=true'],
    ['a broken percent escape', 'uapp_is-testing=%E0%A4%A'],
    ['control and non-ASCII characters', 'uapp_is-testing=\u0001\u00ff\u{1f600}; x=\t'],
    ['prototype names', '__proto__=x; constructor=y; toString=z'],
    ['a very long header', `${'a'.repeat(100_000)}=${'b'.repeat(100_000)}; uapp_is-testing=true`],
  ])('never throws on %s', (_, header) => {
    expect(() => parseCookieHeader(header)).not.toThrow();
  });

  it('reads odd input sensibly', () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('uapp_is-testing')['uapp_is-testing']).toBeUndefined();
    expect(parseCookieHeader('uapp_is-testing=%E0%A4%A')['uapp_is-testing']).toBe('%E0%A4%A');
    expect(parseCookieHeader('__proto__=x').constructor).toBeUndefined();
    expect(parseCookieHeader(`long=${'b'.repeat(100_000)}`).long).toHaveLength(100_000);
  });
});
