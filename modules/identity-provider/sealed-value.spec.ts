import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SealedValue } from './sealed-value.js';

const SECRET = 'a-secret-of-enough-length-for-tests';

/** How values were sealed before JWE: TOTP secrets stored then must still open after an upgrade. */
function sealedTheOldWay(value: unknown, purpose: string): string {
  const key = createHash('sha256').update(`${purpose}\0${SECRET}`).digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

describe(SealedValue.name, () => {
  const sut = new SealedValue<{ state: string }>(SECRET, 'purpose');

  it('opens what it sealed, a compact JWE that does not show the value', async () => {
    const sealed = await sut.seal({ state: 'abc123' });
    expect(sealed).not.toContain('abc123');
    expect(sealed.split('.')).toHaveLength(5);
    expect(JSON.parse(Buffer.from(sealed.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'dir',
      enc: 'A256GCM',
    });
    expect(await sut.open(sealed)).toEqual({ state: 'abc123' });
  });

  it('refuses a changed value, another key or purpose, and garbage', async () => {
    const sealed = await sut.seal({ state: 'abc123' });
    const [header, key, iv, text, tag] = sealed.split('.') as [string, string, string, string, string];
    const flipped = [header, key, iv, (text[0] === 'A' ? 'B' : 'A') + text.slice(1), tag].join('.');
    expect(await sut.open(flipped)).toBeUndefined();
    expect(await new SealedValue('another-secret-of-enough-length', 'purpose').open(sealed)).toBeUndefined();
    expect(await new SealedValue(SECRET, 'other').open(sealed)).toBeUndefined();
    expect(await sut.open('not sealed')).toBeUndefined();
    expect(await sut.open('a.b.c.d.e')).toBeUndefined();
    expect(await sut.open(undefined)).toBeUndefined();
  });

  it('still opens a value sealed before JWE, and only with its own purpose', async () => {
    const old = sealedTheOldWay({ state: 'stored-in-2025' }, 'purpose');
    expect(await sut.open(old)).toEqual({ state: 'stored-in-2025' });
    expect(await new SealedValue(SECRET, 'other').open(old)).toBeUndefined();
  });
});
