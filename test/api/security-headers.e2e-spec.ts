import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp } from '../support/test-app.js';

/** The headers every response must carry (README § Security). */
function expectSecurityHeaders(headers: Headers): string {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  // A page's inline-script hashes come first (pages), then the response's own nonce (everything else).
  expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')* 'nonce-[\w-]{22}'/);
  expect(csp).not.toContain("'unsafe-inline' 'nonce"); // scripts: no unsafe-inline
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options')).toBe('DENY');
  // HSTS only in production (the test app runs with NODE_ENV=test over plain HTTP).
  expect(headers.get('strict-transport-security')).toBeNull();
  return /'nonce-([\w-]+)'/.exec(csp)?.[1] ?? '';
}

/** The CSP hash sources of the inline scripts the page runs (not its JSON data blocks). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, body]) => !/\bsrc=|application\/(ld\+)?json/.test(attributes!) && body !== '')
    .map(([, , body]) => `sha256-${createHash('sha256').update(body!).digest('base64')}`);
}

describe('security headers (hardening issue item 1)', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await startTestApp({
      listen: true,
      env: { TRACKING_SCRIPT_URL: 'https://tags.example.com/gtm.js?id=1' },
    });
  });
  afterAll(async () => {
    await sut?.stop();
  });

  it('sends the CSP and the other headers on a page, allowing exactly its inline scripts by hash, on every hit', async () => {
    const first = await fetch(`${sut.baseUrl}/en`);
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    expectSecurityHeaders(first.headers);
    // Pages carry no nonce (their bytes are the same for every visitor, compressed once): hashes allow the scripts.
    expect(firstHtml).not.toMatch(/<script\b[^>]*\snonce=/);
    const hashes = inlineScriptHashes(firstHtml);
    expect(hashes.length).toBeGreaterThan(0);
    const csp = first.headers.get('content-security-policy')!;
    for (const hash of hashes) expect(csp).toContain(`'${hash}'`);
    // The tracking script's origin may load scripts.
    expect(csp).toContain('https://tags.example.com');

    const nonces = new Set([/'nonce-([\w-]+)'/.exec(csp)![1]]);
    for (let i = 0; i < 2; i++) {
      const hit = await fetch(`${sut.baseUrl}/en`);
      const html = await hit.text();
      expect(hit.headers.get('x-page-cache')).toBe('hit');
      nonces.add(expectSecurityHeaders(hit.headers));
      expect(html).toBe(firstHtml);
      for (const hash of hashes) expect(hit.headers.get('content-security-policy')).toContain(`'${hash}'`);
    }
    // Each response still has a policy of its own (its nonce serves the non-page responses' scripts).
    expect(nonces.size).toBe(3);
  });

  it('sends no new policy with a 304, so the kept copy keeps the policy it came with', async () => {
    const page = await fetch(`${sut.baseUrl}/en`);
    const etag = page.headers.get('etag')!;
    const notModified = await fetch(`${sut.baseUrl}/en`, { headers: { 'if-none-match': etag } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('x-page-cache')).toBe('hit');
    expect(notModified.headers.get('content-security-policy')).toBeNull();
    expect(notModified.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends the headers on JSON routes, API errors and static files', async () => {
    for (const path of ['/api/locales', '/api/no-such-route', '/favicon.svg']) {
      const response = await fetch(`${sut.baseUrl}${path}`);
      await response.arrayBuffer();
      expectSecurityHeaders(response.headers);
    }
  });

  it("sends only the headers a subresource uses on the build's scripts and stylesheets", async () => {
    const html = await (await fetch(`${sut.baseUrl}/en`)).text();
    const files = [
      /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1],
      /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1],
    ];
    for (const file of files) {
      expect(file).toBeDefined();
      const response = await fetch(`${sut.baseUrl}${file}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      expect(response.status, file).toBe(200);
      expect(response.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), file).toBe('strict-origin-when-cross-origin');
      // Never a document: no policy, no framing header, no nonce drawn.
      expect(response.headers.get('content-security-policy'), file).toBeNull();
      expect(response.headers.get('x-frame-options'), file).toBeNull();
    }
    // A missing build file is a plain-text 404 that no browser renders as a page.
    const missing = await fetch(`${sut.baseUrl}/assets/chunks/no-such-chunk.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("sends the headers on the OpenID provider's pages and allows their sign-out script by hash", async () => {
    const response = await fetch(`${sut.baseUrl}/oidc/.well-known/openid-configuration`);
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers.get('content-security-policy')).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
  });
});
