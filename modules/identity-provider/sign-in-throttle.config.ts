import { defineConfig } from '../../src/core/config/define-config.js';

/**
 * The provider's sign-in throttle (password and TOTP steps), which an attacker cannot turn against the owner:
 * growing delays per account and client, a ceiling per account (and per address) that only clients without a
 * device cookie meet, and the device cookie a successful sign-in leaves.
 */
export interface SignInThrottleConfig {
  /** Failed attempts per account and client before delays start (SIGN_IN_FREE_FAILURES, default 5). */
  freeFailures: number;
  /** The first delay, doubled with every further failure (SIGN_IN_DELAY_BASE_SECONDS, default 1 s)... */
  delayBaseMs: number;
  /** ...up to this (SIGN_IN_DELAY_MAX_SECONDS, default 15 minutes). */
  delayMaxMs: number;
  /** Failures per account from clients without a device cookie per window; then they wait (default 20). */
  accountCeiling: number;
  /** Failures per client address, whatever the account, per window, without a device cookie (default 50). */
  addressCeiling: number;
  /** The ceilings' window (SIGN_IN_CEILING_WINDOW_SECONDS, default 15 minutes). */
  ceilingWindowMs: number;
  /** A device cookie with this many failures is trusted no more (SIGN_IN_DEVICE_MAX_FAILURES, default 10). */
  deviceMaxFailures: number;
  /** The device cookie's lifetime (SIGN_IN_DEVICE_COOKIE_DAYS, default 180 days). */
  deviceCookieMaxAgeMs: number;
}

export const signInThrottleConfig = defineConfig('sign-in-throttle', (env): SignInThrottleConfig => ({
  freeFailures: env.int('SIGN_IN_FREE_FAILURES', 5, 1, 1_000),
  delayBaseMs: env.duration('SIGN_IN_DELAY_BASE_SECONDS', 1, 's', 1, 3_600),
  delayMaxMs: env.duration('SIGN_IN_DELAY_MAX_SECONDS', 15 * 60, 's', 1, 24 * 3_600),
  accountCeiling: env.int('SIGN_IN_ACCOUNT_CEILING', 20, 1),
  addressCeiling: env.int('SIGN_IN_ADDRESS_CEILING', 50, 1),
  ceilingWindowMs: env.duration('SIGN_IN_CEILING_WINDOW_SECONDS', 15 * 60, 's', 1, 24 * 3_600),
  deviceMaxFailures: env.int('SIGN_IN_DEVICE_MAX_FAILURES', 10, 1),
  deviceCookieMaxAgeMs: env.duration('SIGN_IN_DEVICE_COOKIE_DAYS', 180, 'days', 1, 400),
}));
