import { describe, expect, it } from 'vitest';
import { isStrongPassword, normaliseTotpCode } from './account-settings.contract.js';

describe('account settings rules', () => {
  describe(isStrongPassword.name, () => {
    it('wants at least 10 characters with a letter and a digit', () => {
      expect(isStrongPassword('abcdefghi1')).toBe(true);
      expect(isStrongPassword('Straße-2024')).toBe(true);
      expect(isStrongPassword('パスワード12345')).toBe(true); // letters of any script count
      expect(isStrongPassword('abcdefgh1')).toBe(false); // 9 characters
      expect(isStrongPassword('abcdefghij')).toBe(false); // no digit
      expect(isStrongPassword('1234567890')).toBe(false); // no letter
      expect(isStrongPassword('')).toBe(false);
      expect(isStrongPassword('a1'.repeat(101))).toBe(false); // above 200
    });

    it('refuses the account email as its password', () => {
      expect(isStrongPassword('carl1@apex.example.com', 'Carl1@apex.example.com')).toBe(false);
      expect(isStrongPassword('carl1@apex.example.com', 'anna@apex.example.com')).toBe(true);
    });
  });

  describe(normaliseTotpCode.name, () => {
    it('takes six digits, spaces allowed', () => {
      expect(normaliseTotpCode('123456')).toBe('123456');
      expect(normaliseTotpCode(' 123 456 ')).toBe('123456');
      expect(normaliseTotpCode('12345')).toBeUndefined();
      expect(normaliseTotpCode('1234567')).toBeUndefined();
      expect(normaliseTotpCode('12345a')).toBeUndefined();
    });
  });
});
