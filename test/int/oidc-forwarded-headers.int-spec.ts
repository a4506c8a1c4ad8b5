import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { type TestApp, startTestApp } from '../support/test-app.js';

const FORGED = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

/**
 * The embedded provider believed X-Forwarded-Host/Proto from anyone while TRUST_PROXY was off, so
 * discovery advertised `https://evil.example/…`, and neither discovery nor JWKS said how long to keep them.
 */
describe('the embedded provider and forwarded headers', () => {
  describe('without TRUST_PROXY', () => {
    let sut: TestApp;
    let base: string;
    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      sut = await startTestApp({ port });
    });
    afterAll(async () => {
      await sut?.stop();
    });

    it('ignores X-Forwarded-Host/Proto in discovery and sends a Cache-Control', async () => {
      const plain = await fetch(`${base}/oidc/.well-known/openid-configuration`);
      expect(plain.status).toBe(200);
      expect(plain.headers.get('cache-control')).toBe('public, max-age=300');
      const expected = (await plain.json()) as Record<string, unknown>;
      expect(expected.authorization_endpoint).toBe(`${base}/oidc/auth`);

      const forged = await fetch(`${base}/oidc/.well-known/openid-configuration`, { headers: FORGED });
      expect(forged.status).toBe(200);
      expect(forged.headers.get('cache-control')).toBe('public, max-age=300');
      const text = await forged.text();
      expect(text).not.toContain('evil.example');
      expect(JSON.parse(text)).toEqual(expected);
    });

    it('publishes RFC 8414 authorization-server metadata for the /oidc issuer at the root of the origin', async () => {
      const discovery = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as object;
      const metadata = await fetch(`${base}/.well-known/oauth-authorization-server/oidc`, { redirect: 'manual' });
      expect(metadata.status).toBe(200);
      expect(metadata.headers.get('content-type')).toContain('application/json');
      expect(metadata.headers.get('cache-control')).toBe('public, max-age=300');
      const body = (await metadata.json()) as Record<string, unknown>;
      expect(body.issuer).toBe(`${base}/oidc`); // RFC 8414 §3.3: the issuer the path was built from
      expect(body.token_endpoint).toBe(`${base}/oidc/token`);
      expect(body).toEqual(discovery);
      expect(
        (await fetch(`${base}/.well-known/oauth-authorization-server/other`, { redirect: 'manual' })).status,
      ).not.toBe(200);
      expect(
        (await fetch(`${base}/.well-known/oauth-authorization-server/oidc/x`, { redirect: 'manual' })).status,
      ).not.toBe(200);
    });

    it('sends the JWKS with a Cache-Control, the same whatever the forwarded headers', async () => {
      const jwks = await fetch(`${base}/oidc/jwks`, { headers: FORGED });
      expect(jwks.status).toBe(200);
      expect(jwks.headers.get('cache-control')).toBe('public, max-age=300');
      const body = (await jwks.json()) as { keys: { kid: string; d?: string }[] };
      expect(body.keys.length).toBeGreaterThan(0);
      expect(body.keys.every((key) => key.d === undefined)).toBe(true); // public keys only
    });

    it('keeps no-store on the other provider endpoints', async () => {
      const auth = await fetch(`${base}/oidc/auth?client_id=uapp-portal`, { redirect: 'manual' });
      expect(auth.headers.get('cache-control')).not.toContain('public');
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let sut: TestApp;
    let base: string;
    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      sut = await startTestApp({ port, env: { TRUST_PROXY: '127.0.0.1' } });
    });
    afterAll(async () => {
      await sut?.stop();
    });

    it("honours the proxy's X-Forwarded-Host/Proto (the public address behind it)", async () => {
      const proxied = await fetch(`${base}/oidc/.well-known/openid-configuration`, {
        headers: { 'x-forwarded-host': 'portal.example.com', 'x-forwarded-proto': 'https' },
      });
      expect(proxied.status).toBe(200);
      const body = (await proxied.json()) as Record<string, unknown>;
      expect(body.authorization_endpoint).toBe('https://portal.example.com/oidc/auth');
    });
  });
});
