import { describe, expect, it } from 'vitest';
import { ALL_ALLOWED, NECESSARY_ONLY, consentCookieValue, parseConsent } from './consent.js';

describe('consent cookie', () => {
  it.each([
    [NECESSARY_ONLY, 'v1.s0.m0'],
    [ALL_ALLOWED, 'v1.s1.m1'],
    [{ statistics: true, marketing: false }, 'v1.s1.m0'],
    [{ statistics: false, marketing: true }, 'v1.s0.m1'],
  ])('writes %j as %s and reads it back', (choice, value) => {
    expect(consentCookieValue(choice)).toBe(value);
    expect(parseConsent(value)).toEqual(choice);
  });

  it.each([undefined, '', 'yes', 'v1.s1', 'v1.s2.m0', 'v2.s1.m1', ' v1.s1.m1', 'v1.s1.m1;'])(
    'reads %j as no choice',
    (value) => {
      expect(parseConsent(value)).toBeNull();
    },
  );
});
