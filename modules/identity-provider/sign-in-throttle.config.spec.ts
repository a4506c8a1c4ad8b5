import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/core/config/config-error.js';
import { readConfig } from '../../src/core/config/define-config.js';
import { signInThrottleConfig } from './sign-in-throttle.config.js';

describe('sign-in throttle configuration', () => {
  it('has documented defaults', () => {
    expect(readConfig(signInThrottleConfig, {})).toEqual({
      freeFailures: 5,
      delayBaseMs: 1_000,
      delayMaxMs: 15 * 60_000,
      accountCeiling: 20,
      addressCeiling: 50,
      ceilingWindowMs: 15 * 60_000,
      deviceMaxFailures: 10,
      deviceCookieMaxAgeMs: 180 * 24 * 60 * 60_000,
    });
  });

  it('reads its variables and refuses values out of range with a one-line ConfigError', () => {
    const sut = readConfig(signInThrottleConfig, {
      SIGN_IN_FREE_FAILURES: '3',
      SIGN_IN_DELAY_BASE_SECONDS: '2',
      SIGN_IN_DELAY_MAX_SECONDS: '60',
      SIGN_IN_ACCOUNT_CEILING: '100',
      SIGN_IN_ADDRESS_CEILING: '200',
      SIGN_IN_CEILING_WINDOW_SECONDS: '3600',
      SIGN_IN_DEVICE_MAX_FAILURES: '4',
      SIGN_IN_DEVICE_COOKIE_DAYS: '30',
    });
    expect(sut).toEqual({
      freeFailures: 3,
      delayBaseMs: 2_000,
      delayMaxMs: 60_000,
      accountCeiling: 100,
      addressCeiling: 200,
      ceilingWindowMs: 3_600_000,
      deviceMaxFailures: 4,
      deviceCookieMaxAgeMs: 30 * 24 * 60 * 60_000,
    });
    expect(() => readConfig(signInThrottleConfig, { SIGN_IN_FREE_FAILURES: '0' })).toThrow(ConfigError);
    expect(() => readConfig(signInThrottleConfig, { SIGN_IN_DEVICE_COOKIE_DAYS: '401' })).toThrow(
      /SIGN_IN_DEVICE_COOKIE_DAYS/,
    );
  });
});
