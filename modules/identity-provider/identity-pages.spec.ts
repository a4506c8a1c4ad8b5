import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { escapeHtml, renderLogoutPage, renderSignInPage, resolvePageLanguage } from './identity-pages.js';

const languages = new Map([
  ['en', 'en'],
  ['de', 'de'],
  ['de-ch', 'de'],
  ['fr-ch', 'fr'],
]);
const request = (acceptLanguage?: string) =>
  ({ headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} }) as IncomingMessage;

describe('identity pages', () => {
  describe(resolvePageLanguage.name, () => {
    it('prefers ui_locales, then the locale of the redirect URI, then Accept-Language, then English', () => {
      const redirect = 'http://localhost:3000/fr-ch/callback';
      expect(resolvePageLanguage(request('de'), { ui_locales: 'ja-JP en', redirect_uri: redirect }, languages)).toBe(
        'ja',
      );
      expect(resolvePageLanguage(request('de'), { redirect_uri: redirect }, languages)).toBe('fr');
      expect(resolvePageLanguage(request('cs-CZ,cs;q=0.9'), { redirect_uri: 'x' }, languages)).toBe('cs');
      expect(resolvePageLanguage(request('xx'), { ui_locales: 'tlh' }, languages)).toBe('en');
    });

    it('reads the locale of a post-logout redirect URI', () => {
      const uri = 'http://localhost:3000/de-ch';
      expect(resolvePageLanguage(request(), { post_logout_redirect_uri: uri }, languages)).toBe('de');
    });
  });

  describe(renderSignInPage.name, () => {
    it('labels every field and shows the error as an alert, escaping the email typed', () => {
      const html = renderSignInPage(
        'en',
        { action: '/oidc/interaction/abc/login', email: '"><script>', error: 'invalid' },
        'http://localhost:3000',
      );
      expect(html).toContain('<label for="email">Email address</label>');
      expect(html).toContain('<label for="password">Password</label>');
      expect(html).toContain('role="alert"');
      expect(html).toContain('The email address or password is not correct.');
      expect(html).not.toContain('"><script>');
      expect(html).toContain(escapeHtml('"><script>'));
    });
  });

  describe(renderLogoutPage.name, () => {
    it('submits the sign-out at once only when asked to', () => {
      const form = '<form id="op.logoutForm" method="post" action="/oidc/session/end/confirm"></form>';
      expect(renderLogoutPage('en', form, true)).toContain('.submit()');
      expect(renderLogoutPage('en', form, false)).not.toContain('.submit()');
    });
  });
});
