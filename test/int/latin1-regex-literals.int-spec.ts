import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { escapeRegexLiterals } from '../../scripts/latin1-regex-literals.mjs';

const acorn = createRequire(import.meta.url)('acorn');
const BEYOND_LATIN1 = /[^\u0000-\u00ff]/;

/** Evaluates a module body's `export default` as CommonJS would see it. */
const evaluate = (code: string): unknown => new Function(`${code.replace('export default', 'return')}`)();

describe('the bundled server keeps its source one-byte (scripts/latin1-regex-literals.mjs)', () => {
  it('escapes the characters beyond Latin-1 of regular expression literals, and they match as before', () => {
    const code = `export default [/^[А-ЯЁ]+$/i, /[–—]+$/u, /ж\\ж/, /😀/u, "кириллица", /é/];`;
    const escaped = escapeRegexLiterals(code, acorn)!;
    expect(BEYOND_LATIN1.test(escaped.replace('"кириллица"', ''))).toBe(false);
    // Strings are esbuild's to escape; Latin-1 stays as it is.
    expect(escaped).toContain('"кириллица"');
    expect(escaped).toContain('/é/');
    const [cyrillic, dashes, identity, emoji] = evaluate(escaped) as RegExp[];
    expect(cyrillic!.test('ПРИВЕТ')).toBe(true);
    expect(cyrillic!.test('hello')).toBe(false);
    expect(cyrillic!.flags).toBe('i');
    expect('a –—'.replace(dashes!, '')).toBe('a ');
    // An identity escape (`\\ж`) is still the character, not a backslash.
    expect(identity!.test('жж')).toBe(true);
    expect(emoji!.test('😀')).toBe(true);
  });

  it('leaves code without such literals alone, and code it cannot parse', () => {
    expect(escapeRegexLiterals('export const a = /abc/;', acorn)).toBeUndefined();
    expect(escapeRegexLiterals('export const a = "ж";', acorn)).toBeUndefined();
    expect(escapeRegexLiterals('this is ж not javascript (', acorn)).toBeUndefined();
  });
});
