import { describe, expect, it } from 'vitest';
import { EditorTokens } from './editor-token.js';

describe('EditorTokens', () => {
  const tokens = new EditorTokens('secret-a');

  it('issues a different token each time, each well formed', () => {
    const first = tokens.issue();
    const second = tokens.issue();
    expect(first).not.toBe(second);
    expect(tokens.isWellFormed(first)).toBe(true);
    expect(tokens.isWellFormed(second)).toBe(true);
  });

  it('refuses a tampered token, one of another secret, and garbage', () => {
    const token = tokens.issue();
    const tampered = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expect(tokens.isWellFormed(tampered)).toBe(false);
    expect(new EditorTokens('secret-b').isWellFormed(token)).toBe(false);
    for (const garbage of [undefined, '', 'x', '.'.repeat(87), token + 'x', token.replace('.', '-')]) {
      expect(tokens.isWellFormed(garbage)).toBe(false);
    }
  });

  it('stores a hash that is not the token', () => {
    const token = tokens.issue();
    expect(EditorTokens.hashOf(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(EditorTokens.hashOf(token)).not.toContain(token.slice(0, 10));
  });
});
