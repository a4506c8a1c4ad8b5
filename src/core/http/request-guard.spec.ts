import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, refusedInput, refusedRequest } from './request-guard.js';

describe('request guard', () => {
  const request = (url: string, rawHeaders = ['Host', 'localhost']) => ({ url, rawHeaders });

  it('lets origin-form targets with one Host through', () => {
    expect(refusedRequest(request('/en/about?x=1'))).toBeUndefined();
  });
  it.each(['/\\evil.example/', '/%5cevil', 'http://evil.example/en/', '*', ''])('refuses the target %s', (url) => {
    expect(refusedRequest(request(url))).toBeDefined();
  });
  it('refuses a duplicate Host', () => {
    expect(refusedRequest(request('/', ['Host', 'a', 'host', 'b']))).toBe('Duplicate Host header');
  });

  it('refuses bodies nested too deep and lone surrogates, in values and keys', () => {
    const nest = (levels: number): unknown => (levels === 0 ? 1 : [nest(levels - 1)]);
    expect(refusedInput(nest(MAX_JSON_DEPTH - 1))).toBeUndefined();
    expect(refusedInput(nest(MAX_JSON_DEPTH + 1))).toMatch(/nested deeper/);
    expect(refusedInput({ query: '\ud800abc' })).toMatch(/ill-formed Unicode/);
    expect(refusedInput({ '\udc00': 1 })).toMatch(/ill-formed Unicode/);
    expect(refusedInput({ query: 'emoji 😀 fine' })).toBeUndefined();
  });

  it('refuses control characters other than tab, LF and CR, in values and keys, unless the route answers them', () => {
    for (const text of ['a\u0000b', '\u0001', '\u001b[31m', '\u007f', '\u000b']) {
      expect(refusedInput({ note: text }), JSON.stringify(text)).toMatch(/control character/);
    }
    expect(refusedInput({ ['x\u0000']: 1 })).toMatch(/control character/);
    expect(refusedInput({ lines: [{ note: ['deep', '\u0000'] }] })).toBe(
      'lines.0.note.1 must not contain control characters (only tab, line feed and carriage return are allowed)',
    );
    expect(refusedInput('<xliff>\u0000</xliff>')).toMatch(/^The request body must not contain control characters/);
    expect(refusedInput({ message: 'line one\r\n\tline two\n' })).toBeUndefined();
    expect(refusedInput({ note: '\u0000' }, { controlCharacters: false })).toBeUndefined();
  });
});
