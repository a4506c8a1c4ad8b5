import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

/**
 * docs/security.md § Transport and § Sessions: what only `NODE_ENV=production` turns on — HSTS, the policy's
 * `upgrade-insecure-requests`, and the Secure flag on every credential cookie the server sets (the other tests run
 * with NODE_ENV=test over plain HTTP, where a Secure cookie would be dropped).
 */
const EDITOR_PASSWORD = 'a-real-editor-password';
const PREVIEW_PASSWORD = 'a-real-preview-password';

describe('production mode (NODE_ENV=production)', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await startTestApp({
      embeddedIssuer: true,
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 'production-test-secret-of-at-least-32-characters',
        EDITOR_PASSWORD,
        PREVIEW_PASSWORD,
      },
    });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  const postJson = (url: string, payload: unknown) =>
    sut.fastify.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('sends HSTS and a policy that upgrades insecure requests and forbids inline event handlers', async () => {
    for (const url of ['/en', '/api/locales', '/api/no-such-route']) {
      const response = await sut.fastify.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain('upgrade-insecure-requests');
      expect(csp, url).toContain("script-src-attr 'none'");
    }
  });

  it('sets the editor, page-password and preview cookies Secure, HttpOnly and SameSite=Lax', async () => {
    const signIns: [string, unknown, string][] = [
      ['/api/editor-area-autentication', { input: EDITOR_PASSWORD }, 'uapp_editor_area_password'],
      ['/api/page-access/partner-area-main', { password: 'partner-demo' }, 'uapp_page_partner-area-main'],
      ['/api/preview-password', { password: PREVIEW_PASSWORD }, 'uapp_preview_access'],
    ];
    for (const [url, body, name] of signIns) {
      const response = await postJson(url, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      const header = [response.headers['set-cookie']].flat().find((c) => c?.startsWith(`${name}=`));
      expect(header, url).toBeDefined();
      expect(header, url).toMatch(/;\s*Secure/i);
      expect(header, url).toMatch(/;\s*HttpOnly/i);
      expect(header, url).toMatch(/;\s*SameSite=Lax/i);
    }
  });

  it('seals the pending portal sign-in in a Secure, HttpOnly, SameSite=Lax cookie', async () => {
    const start = await fetch(`${sut.baseUrl}/api/auth/login?returnTo=%2Fen%2Fportal`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    expect(new URL(start.headers.get('location')!).pathname).toBe('/oidc/auth');
    const pending = start.headers.getSetCookie().find((c) => c.startsWith('uapp_auth_pending='));
    expect(pending).toMatch(/;\s*Secure/i);
    expect(pending).toMatch(/;\s*HttpOnly/i);
    expect(pending).toMatch(/;\s*SameSite=Lax/i);
  });

  it('refuses the demo editor password once a real one is set', async () => {
    const response = await postJson('/api/editor-area-autentication', { input: 'editor-demo' });
    expect(response.json()).toMatchObject({ success: false });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
