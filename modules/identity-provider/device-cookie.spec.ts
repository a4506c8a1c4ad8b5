import { parseCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { DeviceCookies } from './device-cookie.js';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const DAY = 24 * 60 * 60_000;

/** The cookies a browser sends back after `setCookie`. */
function sentBack(setCookie: string) {
  return parseCookie(setCookie.split(';')[0]!);
}

describe(DeviceCookies.name, () => {
  it('issues an HttpOnly, SameSite=Lax cookie for the sign-in steps, Secure when asked, that names no account', () => {
    const cookie = new DeviceCookies(SECRET, 180 * DAY, true).issue('carl@apex.example.com');
    expect(cookie).toMatch(
      /^uapp_device_[\w-]{16}=[\w-]{22}\.\d+\.[\w-]{43}; Max-Age=15552000; Path=\/oidc\/interaction; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookie).not.toContain('carl');
    expect(new DeviceCookies(SECRET, DAY, false).issue('carl@apex.example.com')).not.toContain('Secure');
  });

  it('recognises its own cookie for the same login only, until it expires', () => {
    let now = Date.UTC(2026, 0, 1);
    const devices = new DeviceCookies(SECRET, 10 * DAY, false, () => now);
    const cookies = sentBack(devices.issue('carl@apex.example.com'));
    expect(devices.nonceOf('carl@apex.example.com', cookies)).toMatch(/^[\w-]{22}$/);
    // Moved to another login's name, or checked under another secret: not a device of that account.
    const moved = { [devices.nameFor('bea@borealis.example.com')]: Object.values(cookies)[0] };
    expect(devices.nonceOf('bea@borealis.example.com', moved)).toBeUndefined();
    expect(
      new DeviceCookies(`${SECRET}-other`, 10 * DAY, false, () => now).nonceOf('carl@apex.example.com', cookies),
    ).toBeUndefined();
    now += 10 * DAY;
    expect(devices.nonceOf('carl@apex.example.com', cookies)).toBeUndefined();
  });
});
