import { type IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import {
  CSP_NONCE_PLACEHOLDER,
  cspNonceOf,
  joinWithCspNonce,
  securityHeadersMiddleware,
  splitAtCspNonce,
  withCspNonce,
} from './security-headers.js';

function headersOf(options: Parameters<typeof securityHeadersMiddleware>[0]): ServerResponse {
  const request = { method: 'GET', url: '/', headers: {} } as IncomingMessage;
  const response = new ServerResponse(request);
  securityHeadersMiddleware(options)(request, response);
  return response;
}

describe(securityHeadersMiddleware.name, () => {
  it('sets the policy with the response nonce, nosniff and the referrer policy; HSTS only in production', () => {
    const response = headersOf({ production: false, trackingScriptUrl: undefined, recaptcha: false });
    const csp = String(response.getHeader('content-security-policy'));
    expect(csp).toContain(`script-src 'self' 'nonce-${cspNonceOf(response)}'`);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('google');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.getHeader('x-content-type-options')).toBe('nosniff');
    expect(response.getHeader('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.getHeader('strict-transport-security')).toBeUndefined();

    const production = headersOf({ production: true, trackingScriptUrl: undefined, recaptcha: false });
    expect(production.getHeader('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('allows the tracking script origin and reCAPTCHA only when configured, and extra script hashes', () => {
    const response = headersOf({
      production: false,
      trackingScriptUrl: 'https://tags.example.com/gtm.js?id=1',
      recaptcha: true,
      scriptHashes: ['sha256-abc='],
    });
    const csp = String(response.getHeader('content-security-policy'));
    expect(csp).toMatch(/script-src [^;]*https:\/\/tags\.example\.com[^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    expect(csp).toContain("'sha256-abc='");
  });

  it('only reports in report-only mode (the Vite dev server)', () => {
    const response = headersOf({ production: false, trackingScriptUrl: undefined, recaptcha: false, reportOnly: true });
    expect(response.getHeader('content-security-policy')).toBeUndefined();
    expect(response.getHeader('content-security-policy-report-only')).toContain("object-src 'none'");
  });
});

describe('nonce placeholder', () => {
  const html = `<script nonce="${CSP_NONCE_PLACEHOLDER}">a</script><p>${CSP_NONCE_PLACEHOLDER}</p><script nonce="${CSP_NONCE_PLACEHOLDER}">b</script>`;

  it('is replaced in nonce attributes only, the same way for strings and cached buffers', () => {
    const expected = `<script nonce="n1">a</script><p>${CSP_NONCE_PLACEHOLDER}</p><script nonce="n1">b</script>`;
    expect(withCspNonce(html, 'n1')).toBe(expected);
    expect(joinWithCspNonce(splitAtCspNonce(Buffer.from(html)), 'n1').toString()).toBe(expected);
    expect(joinWithCspNonce(splitAtCspNonce(Buffer.from('<p>x</p>')), 'n1').toString()).toBe('<p>x</p>');
  });

  it('gives each response its own random nonce', () => {
    const request = {} as IncomingMessage;
    const [a, b] = [new ServerResponse(request), new ServerResponse(request)];
    expect(cspNonceOf(a)).toBe(cspNonceOf(a));
    expect(cspNonceOf(a)).not.toBe(cspNonceOf(b));
    expect(cspNonceOf(a)).toMatch(/^[\w-]{22}$/);
  });
});
