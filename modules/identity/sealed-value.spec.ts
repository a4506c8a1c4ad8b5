import { describe, expect, it } from 'vitest';
import { SealedValue } from './sealed-value.js';

describe(SealedValue.name, () => {
  const sut = new SealedValue<{ state: string }>('a-secret-of-enough-length-for-tests', 'purpose');

  it('opens what it sealed, and the sealed text does not show the value', () => {
    const sealed = sut.seal({ state: 'abc123' });
    expect(sealed).not.toContain('abc123');
    expect(sut.open(sealed)).toEqual({ state: 'abc123' });
  });

  it('refuses a changed value, another key or purpose, and garbage', () => {
    const sealed = sut.seal({ state: 'abc123' });
    const middle = Math.floor(sealed.length / 2);
    const flipped = sealed.slice(0, middle) + (sealed[middle] === 'A' ? 'B' : 'A') + sealed.slice(middle + 1);
    expect(sut.open(flipped)).toBeUndefined();
    expect(new SealedValue('another-secret-of-enough-length', 'purpose').open(sealed)).toBeUndefined();
    expect(new SealedValue('a-secret-of-enough-length-for-tests', 'other').open(sealed)).toBeUndefined();
    expect(sut.open('not sealed')).toBeUndefined();
    expect(sut.open(undefined)).toBeUndefined();
  });
});
