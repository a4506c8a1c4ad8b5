import { describe, expect, it } from 'vitest';
import { PREVIEW_COOKIE, PreviewGate } from './preview-gate.js';

describe('PreviewGate', () => {
  const on = new PreviewGate(true, 'preview-demo', 'secret');
  const off = new PreviewGate(false, 'preview-demo', 'secret');
  const withCookie = (value: string) => ({ [PREVIEW_COOKIE]: value });

  it('blocks pages without the cookie when on, never the API, assets, files or the provider', () => {
    expect(on.blocks('/en/about', {})).toBe(true);
    expect(on.blocks('/', {})).toBe(true);
    for (const url of ['/api/health', '/assets/x.js', '/file/terms', '/oidc/auth?x=1', '/preview-password/en']) {
      expect(on.blocks(url, {})).toBe(false);
    }
    expect(on.blocks('/en/about', withCookie(on.cookieValue()))).toBe(false);
  });

  it('when off, blocks only requests with ?enablePreviewPassword (not =false)', () => {
    expect(off.blocks('/en/about', {})).toBe(false);
    expect(off.blocks('/en/about?enablePreviewPassword', {})).toBe(true);
    expect(off.blocks('/en/about?a=1&enablePreviewPassword=1', {})).toBe(true);
    expect(off.blocks('/en/about?enablePreviewPassword=false', {})).toBe(false);
    expect(off.blocks('/en/about?enablePreviewPasswordX', {})).toBe(false);
  });

  it('refuses a tampered cookie and one made for another password or secret', () => {
    const value = on.cookieValue();
    expect(on.hasAccess(withCookie(value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A')))).toBe(false);
    expect(on.hasAccess(withCookie(new PreviewGate(true, 'other', 'secret').cookieValue()))).toBe(false);
    expect(on.hasAccess(withCookie(new PreviewGate(true, 'preview-demo', 'other').cookieValue()))).toBe(false);
    expect(on.hasAccess(withCookie('garbage'))).toBe(false);
  });

  it('checks the password', () => {
    expect(on.isPassword('preview-demo')).toBe(true);
    expect(on.isPassword('preview-dem')).toBe(false);
    expect(on.isPassword('')).toBe(false);
  });
});
