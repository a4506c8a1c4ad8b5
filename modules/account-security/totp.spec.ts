import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpUri } from './totp.js';

// RFC 6238 appendix B: the SHA-1 test secret "12345678901234567890" and its 8-digit codes (the last 6 digits here).
const RFC_SECRET = Secret.fromLatin1('12345678901234567890').base32;

describe('totp', () => {
  it('matches the RFC 6238 test vectors and names the time step', () => {
    expect(matchTotp(RFC_SECRET, '287082', 59_000)).toBe(1); // 94287082
    expect(matchTotp(RFC_SECRET, '081804', 1_111_111_109_000)).toBe(37_037_036); // 07081804
    expect(matchTotp(RFC_SECRET, '005924', 1_234_567_890_000)).toBe(41_152_263); // 89005924
  });

  it('accepts one step of drift either way, no more', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const at = (offset: number) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now + offset, period: 30, digits: 6 });
    const step = Math.floor(now / 30_000);
    expect(matchTotp(secret, at(0), now)).toBe(step);
    expect(matchTotp(secret, at(-30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, at(30_000), now)).toBe(step + 1);
    expect(matchTotp(secret, at(90_000), now)).toBeUndefined();
  });

  it('makes a 160-bit secret and an otpauth:// URI an authenticator reads', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, 'carl@apex.example.com'));
    expect(uri.href.startsWith('otpauth://totp/Kudex%20Group:carl%40apex.example.com?')).toBe(true);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret,
      issuer: 'Kudex Group',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
