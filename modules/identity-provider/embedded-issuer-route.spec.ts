import { describe, expect, it } from 'vitest';
import { EmbeddedIssuerRoute, loopbackOrigin } from './embedded-issuer-route.js';

describe(loopbackOrigin.name, () => {
  it.each([
    [{ address: '0.0.0.0', family: 'IPv4', port: 3000 }, 'http://127.0.0.1:3000'],
    [{ address: '::', family: 'IPv6', port: 3000 }, 'http://[::1]:3000'],
    [{ address: '127.0.0.1', family: 'IPv4', port: 4200 }, 'http://127.0.0.1:4200'],
    [{ address: '10.0.0.5', family: 'IPv4', port: 80 }, 'http://10.0.0.5:80'],
    [{ address: 'fd00::5', family: 'IPv6', port: 80 }, 'http://[fd00::5]:80'],
  ])('reaches %o at %s', (address, origin) => {
    expect(loopbackOrigin(address)).toBe(origin);
  });

  it('has none while the server does not listen or listens on a socket file', () => {
    expect(loopbackOrigin(null)).toBeUndefined();
    expect(loopbackOrigin('/tmp/uapp.sock')).toBeUndefined();
  });
});

describe(EmbeddedIssuerRoute.name, () => {
  const PUBLIC = 'https://portal.example.com/oidc';
  const INTERNAL = 'http://127.0.0.1:3000';

  function recording(answer: (url: string) => Response) {
    const calls: string[] = [];
    const fetch = (input: string | URL | Request) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(url);
      return Promise.resolve(answer(url));
    };
    return { calls, fetch };
  }

  it('sends calls below the public issuer to the internal origin and leaves other URLs alone', async () => {
    const { calls, fetch } = recording(() => new Response('{}', { status: 200 }));
    const routed = new EmbeddedIssuerRoute(PUBLIC, () => INTERNAL).wrap(fetch);
    await routed(`${PUBLIC}/token`, { method: 'POST' });
    await routed(`${PUBLIC}/jwks`);
    await routed('https://portal.example.com/oidc-other/token');
    await routed('https://elsewhere.example/oidc/token');
    expect(calls).toEqual([
      `${INTERNAL}/oidc/token`,
      `${INTERNAL}/oidc/jwks`,
      'https://portal.example.com/oidc-other/token',
      'https://elsewhere.example/oidc/token',
    ]);
  });

  it('turns the URLs of discovery fetched inside back into the public ones, the issuer kept', async () => {
    const metadata = {
      issuer: PUBLIC,
      authorization_endpoint: `${INTERNAL}/oidc/auth`,
      token_endpoint: `${INTERNAL}/oidc/token`,
      end_session_endpoint: `${INTERNAL}/oidc/session/end`,
      scopes_supported: ['openid'],
    };
    const { fetch } = recording(
      () =>
        new Response(JSON.stringify(metadata), {
          status: 200,
          headers: { 'content-type': 'application/json', 'content-length': '999' },
        }),
    );
    const routed = new EmbeddedIssuerRoute(PUBLIC, () => INTERNAL).wrap(fetch);
    const response = await routed(`${PUBLIC}/.well-known/openid-configuration`);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-length')).toBeNull();
    expect(await response.json()).toEqual({
      issuer: PUBLIC,
      authorization_endpoint: `${PUBLIC}/auth`,
      token_endpoint: `${PUBLIC}/token`,
      end_session_endpoint: `${PUBLIC}/session/end`,
      scopes_supported: ['openid'],
    });
  });

  it('calls the public issuer as before while the server does not listen', async () => {
    const { calls, fetch } = recording(() => new Response('{}', { status: 200 }));
    await new EmbeddedIssuerRoute(PUBLIC, () => undefined).wrap(fetch)(`${PUBLIC}/.well-known/openid-configuration`);
    expect(calls).toEqual([`${PUBLIC}/.well-known/openid-configuration`]);
  });
});
