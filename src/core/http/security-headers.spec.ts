import { type IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { allowScriptHashes, cspNonceOf, inlineScriptHashes, securityHeadersMiddleware } from './security-headers.js';

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

describe('inline script hashes of a page', () => {
  const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('hashes the scripts the browser runs, not data blocks, empty or external scripts, each once', () => {
    const html =
      '<script type="module" async>import("/assets/a.js")</script><script type="application/json" id="x">{"a":1}</script>' +
      '<script type="application/ld+json">{}</script><script src="/assets/b.js"></script><script></script>' +
      '<script>run()</script><script>run()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('import("/assets/a.js")'), sha256('run()')]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
  });

  it('adds them to the script-src of the response policy', () => {
    const response = headersOf({ production: true, trackingScriptUrl: undefined, recaptcha: false });
    allowScriptHashes(response, ['sha256-abc', 'sha256-def']);
    expect(String(response.getHeader('content-security-policy'))).toMatch(
      /script-src 'self' 'sha256-abc' 'sha256-def' 'nonce-[\w-]{22}'/,
    );
  });
  it('gives each response its own random nonce', () => {
    const request = {} as IncomingMessage;
    const [a, b] = [new ServerResponse(request), new ServerResponse(request)];
    expect(cspNonceOf(a)).toBe(cspNonceOf(a));
    expect(cspNonceOf(a)).not.toBe(cspNonceOf(b));
    expect(cspNonceOf(a)).toMatch(/^[\w-]{22}$/);
  });
});
