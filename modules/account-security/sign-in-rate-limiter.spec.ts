import { describe, expect, it } from 'vitest';
import { SignInRateLimiter } from './sign-in-rate-limiter.js';

describe(SignInRateLimiter.name, () => {
  it('blocks an account after its failures, from any IP', () => {
    const sut = new SignInRateLimiter(3, 60_000);
    for (let i = 0; i < 3; i++) sut.recordFailure('carl@apex.example.com', `10.0.0.${i}`);
    expect(sut.isBlocked('carl@apex.example.com', '10.9.9.9')).toBe(true);
    expect(sut.isBlocked('bea@borealis.example.com', '10.9.9.9')).toBe(false);
  });

  it('blocks an IP after its failures, for any account', () => {
    const sut = new SignInRateLimiter(3, 60_000);
    for (let i = 0; i < 3; i++) sut.recordFailure(`user${i}@example.com`, '10.0.0.1');
    expect(sut.isBlocked('someone@example.com', '10.0.0.1')).toBe(true);
    expect(sut.isBlocked('someone@example.com', '10.0.0.2')).toBe(false);
  });

  it('forgets the failures when the window has passed', () => {
    let now = 1_000;
    const sut = new SignInRateLimiter(2, 60_000, () => now);
    sut.recordFailure('carl@apex.example.com', '10.0.0.1');
    sut.recordFailure('carl@apex.example.com', '10.0.0.1');
    expect(sut.isBlocked('carl@apex.example.com', '10.0.0.1')).toBe(true);
    now += 60_001;
    expect(sut.isBlocked('carl@apex.example.com', '10.0.0.1')).toBe(false);
  });

  it('clears the account (not the IP) after a successful sign-in', () => {
    const sut = new SignInRateLimiter(2, 60_000);
    sut.recordFailure('carl@apex.example.com', '10.0.0.1');
    sut.recordFailure('carl@apex.example.com', '10.0.0.2');
    sut.recordSuccess('carl@apex.example.com');
    expect(sut.isBlocked('carl@apex.example.com', '10.0.0.3')).toBe(false);
  });
});
