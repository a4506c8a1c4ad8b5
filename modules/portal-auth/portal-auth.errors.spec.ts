import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/core/errors/index.js';
import { PortalAuthErrors, signInFailed, signInFailureOf } from './portal-auth.errors.js';

describe('PortalAuthErrors', () => {
  it("answers the portal guard's refusals with their statuses and messages", () => {
    expect(PortalAuthErrors.SignInRequired()).toMatchObject({ status: 401, message: 'Sign-in required' });
    expect(PortalAuthErrors.InvalidIdentityToken()).toMatchObject({ status: 401, message: 'Invalid identity token' });
    expect(PortalAuthErrors.CrossSiteRequest()).toMatchObject({ status: 403, message: 'Cross-site request refused' });
  });

  describe(signInFailed.name, () => {
    it('carries the SPEC §8 message, the failure and the cause', () => {
      const cause = new Error('socket hang up');
      const sut = signInFailed('timeout', cause);
      expect(sut).toBeInstanceOf(DomainError);
      expect(sut).toMatchObject({ code: 'SignInFailed', message: 'Authorization timed out', cause });
      expect(signInFailureOf(sut)).toBe('timeout');
    });

    it('reads no failure from other errors', () => {
      expect(signInFailureOf(new Error('State mismatch'))).toBeUndefined();
      expect(signInFailureOf(PortalAuthErrors.SignInRequired())).toBeUndefined();
    });
  });
});
