import { describe, expect, it } from 'vitest';
import { loopbackAliasOf, startsSignIn } from './canonical-origin.js';

describe(loopbackAliasOf.name, () => {
  const canonical = new URL('http://localhost:4200');

  it.each(['127.0.0.1:4200', '127.1.2.3:4200', '[::1]:4200'])('takes %s for an alias of localhost:4200', (host) => {
    expect(loopbackAliasOf(canonical, 'http', host)).toBe(true);
  });

  it.each([
    ['the canonical host itself', 'http', 'localhost:4200'],
    ['another port', 'http', '127.0.0.1:3000'],
    ['another scheme', 'https', '127.0.0.1:4200'],
    ['a brand site on a *.localhost name', 'http', 'wustec.localhost:4200'],
    ['a foreign host', 'http', 'evil.example:4200'],
    ['a host that is no host', 'http', 'a b'],
  ])('refuses %s', (_case, protocol, host) => {
    expect(loopbackAliasOf(canonical, protocol, host)).toBe(false);
  });

  it('has no aliases when the public address is not a loopback one', () => {
    expect(loopbackAliasOf(new URL('https://portal.example.com'), 'https', '127.0.0.1')).toBe(false);
  });
});

describe(startsSignIn.name, () => {
  it.each(['/api/auth/login', '/en/portal', '/de/portal/tickets', '/en/portal/logout'])('covers %s', (path) => {
    expect(startsSignIn(path, 'portal')).toBe(true);
  });

  it.each(['/en', '/en/callback', '/en/products', '/api/portal/me', '//en/portal', '/api/auth/login/x'])(
    'leaves %s alone',
    (path) => {
      expect(startsSignIn(path, 'portal')).toBe(false);
    },
  );
});
