import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * README § Identity provider: clients find the embedded issuer `{PUBLIC_BASE_URL}/oidc` by OpenID discovery and by
 * RFC 8414 (`/.well-known/oauth-authorization-server/oidc`), and may cache its metadata and keys for a few minutes.
 */
describe('authorization server metadata and keys', () => {
  let sut: TestApp;
  let issuer: string;

  beforeAll(async () => {
    sut = await startTestApp({ embeddedIssuer: true });
    issuer = `${sut.baseUrl}/oidc`;
  });

  afterAll(async () => {
    await sut?.stop();
  });

  /** `public, max-age=N` with N between a minute and an hour: cacheable, yet a rotated key is seen soon. */
  const expectShortPublicCaching = (header: string | null) => {
    expect(header).toMatch(/^public, max-age=\d+$/);
    const maxAge = Number(/max-age=(\d+)/.exec(header!)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(60);
    expect(maxAge).toBeLessThanOrEqual(3600);
  };

  it('serves RFC 8414 metadata for the issuer /oidc, the same as its OpenID discovery', async () => {
    const response = await fetch(`${sut.baseUrl}/.well-known/oauth-authorization-server/oidc`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expectShortPublicCaching(response.headers.get('cache-control'));
    const metadata = (await response.json()) as Record<string, unknown>;
    // RFC 8414 §3.3: the issuer in the document is the one the well-known URL was made from.
    expect(metadata.issuer).toBe(issuer);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri']) {
      expect(String(metadata[key]).startsWith(`${issuer}/`), key).toBe(true);
    }
    expect(metadata.response_types_supported).toEqual(expect.any(Array));
    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(await discovery.json()).toEqual(metadata);
  });

  it('answers HEAD, and nothing below the issuer path', async () => {
    const head = await fetch(`${sut.baseUrl}/.well-known/oauth-authorization-server/oidc`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const other = await fetch(`${sut.baseUrl}/.well-known/oauth-authorization-server/oidc/jwks`, {
      redirect: 'manual',
    });
    expect(other.status).not.toBe(200);
  });

  it('lets clients cache the signing keys for a few minutes', async () => {
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
      jwks_uri: string;
    };
    const response = await fetch(discovery.jwks_uri);
    expect(response.status).toBe(200);
    expectShortPublicCaching(response.headers.get('cache-control'));
    const jwks = (await response.json()) as { keys: { kid?: string; d?: string }[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    // Public keys only.
    for (const key of jwks.keys) expect(key.d).toBeUndefined();
  });
});
