import { describe, expect, it } from 'vitest';
import { formsConfig } from '../../modules/forms/forms.config.js';
import { identityProviderConfig } from '../../modules/identity-provider/identity-provider.config.js';
import { oidcClientConfig } from '../../modules/portal-auth/oidc-client.config.js';
import { mailConfig } from '../../modules/mail/mail.config.js';
import { previewGateConfig } from '../../modules/preview-gate/preview-gate.config.js';
import { ConfigError } from '../core/config/config-error.js';
import { DEMO_EDITOR_PASSWORD } from '../core/config/core.config.js';
import { parseTrustProxy } from '../core/config/trust-proxy.js';
import { coreOf, loadConfig } from './config.js';

describe(loadConfig.name, () => {
  it('runs in demo mode with documented defaults', () => {
    const sut = coreOf(loadConfig({}));
    expect(sut).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicBaseUrl: 'http://localhost:3000',
      demoMode: true,
    });
    expect(sut.editorPassword).toBe(DEMO_EDITOR_PASSWORD);
    expect(sut.cache).toMatchObject({ maxEntries: 400, ttlMs: 30 * 60_000, lockTimeoutMs: 5_000 });
    expect(sut.cache).toMatchObject({
      maxBytes: 16 * 1024 * 1024,
      pageMaxEntries: 2_000,
      pageMaxBytes: 32 * 1024 * 1024,
    });
    expect(sut.databaseUrl).toBeUndefined();
    expect(sut.dataDir).toMatch(/\/data$/);
  });

  it('binds 127.0.0.1 outside production and 0.0.0.0 in production by default', () => {
    expect(coreOf(loadConfig({})).host).toBe('127.0.0.1');
    expect(coreOf(loadConfig({ NODE_ENV: 'test' })).host).toBe('127.0.0.1');
    const secrets = { SESSION_SECRET: 'x'.repeat(32), EDITOR_PASSWORD: 'a-real-password' };
    expect(coreOf(loadConfig({ NODE_ENV: 'production', ...secrets })).host).toBe('0.0.0.0');
  });

  it('refuses a public HOST with demo secrets, with a one-line ConfigError', () => {
    for (const env of [
      { HOST: '0.0.0.0' },
      { HOST: '::', SESSION_SECRET: 'x'.repeat(32) },
      { HOST: '192.168.1.10', EDITOR_PASSWORD: 'a-real-password' },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        /^HOST=\S+ listens beyond this machine and needs SESSION_SECRET and EDITOR_PASSWORD set[^\n]*$/,
      );
    }
  });

  it('accepts a public HOST with real secrets, and loopback hosts with demo secrets', () => {
    const secrets = { SESSION_SECRET: 'x'.repeat(32), EDITOR_PASSWORD: 'a-real-password' };
    expect(coreOf(loadConfig({ HOST: '0.0.0.0', ...secrets }))).toMatchObject({ host: '0.0.0.0', demoMode: false });
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]'])
      expect(coreOf(loadConfig({ HOST: host })).host).toBe(host);
  });

  it('derives PUBLIC_BASE_URL from PORT', () => {
    expect(coreOf(loadConfig({ PORT: '8080' })).publicBaseUrl).toBe('http://localhost:8080');
  });

  it('puts the embedded OpenID provider under PUBLIC_BASE_URL/oidc with the public client uapp-portal', () => {
    expect(loadConfig({ PORT: '8080' }).get(identityProviderConfig)).toEqual({
      issuer: 'http://localhost:8080/oidc',
      clientId: 'uapp-portal',
      clientSecret: undefined,
    });
    const configured = loadConfig({
      PUBLIC_BASE_URL: 'https://www.kudex.example/',
      OIDC_CLIENT_ID: 'site',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(configured.get(identityProviderConfig)).toEqual({
      issuer: 'https://www.kudex.example/oidc',
      clientId: 'site',
      clientSecret: 's3cret',
    });
  });

  it('accepts the demo API client with the embedded issuer and none with another one unless API_CLIENT_IDS lists them', () => {
    expect(loadConfig({}).get(oidcClientConfig).apiClientIds).toEqual(['uapp-api-client']);
    expect(loadConfig({ OIDC_ISSUER: 'https://login.example.com' }).get(oidcClientConfig).apiClientIds).toEqual([]);
    expect(
      loadConfig({ OIDC_ISSUER: 'https://login.example.com', API_CLIENT_IDS: ' erp, crm ,erp,' }).get(oidcClientConfig)
        .apiClientIds,
    ).toEqual(['erp', 'crm']);
    expect(loadConfig({ API_CLIENT_IDS: '' }).get(oidcClientConfig).apiClientIds).toEqual([]);
  });

  it("refuses the site's own client and malformed ids in API_CLIENT_IDS", () => {
    expect(() => loadConfig({ API_CLIENT_IDS: 'erp,uapp-portal' })).toThrow(
      new ConfigError("API_CLIENT_IDS must not list the site's own client (OIDC_CLIENT_ID uapp-portal)"),
    );
    expect(() => loadConfig({ API_CLIENT_IDS: 'erp client' })).toThrow(ConfigError);
  });

  it('refuses production without secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', EDITOR_PASSWORD: 'x' })).toThrow(
      new ConfigError('NODE_ENV=production requires SESSION_SECRET to be set (see README § Configuration)'),
    );
  });

  it('reads the preview gate, and refuses it enabled in production without PREVIEW_PASSWORD', () => {
    expect(loadConfig({}).get(previewGateConfig)).toEqual({ enabled: false, password: 'preview-demo' });
    expect(loadConfig({ PREVIEW_PASSWORD_ENABLED: 'true', PREVIEW_PASSWORD: 'p' }).get(previewGateConfig)).toEqual({
      enabled: true,
      password: 'p',
    });
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), EDITOR_PASSWORD: 'secret' };
    expect(() => loadConfig({ ...production, PREVIEW_PASSWORD_ENABLED: 'true' })).toThrow(
      new ConfigError('PREVIEW_PASSWORD_ENABLED=true in production requires PREVIEW_PASSWORD to be set'),
    );
    expect(
      loadConfig({ ...production, PREVIEW_PASSWORD_ENABLED: 'true', PREVIEW_PASSWORD: 'x' }).get(previewGateConfig)
        .enabled,
    ).toBe(true);
  });

  it('accepts production with both secrets', () => {
    const sut = coreOf(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), EDITOR_PASSWORD: 'secret' }),
    );
    expect(sut.demoMode).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 0 and 65535, got "abc"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL is not a valid URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET must be at least 32 characters long'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ FORMS_RATE_LIMIT: '0' }, 'FORMS_RATE_LIMIT must be an integer between 1 and 9007199254740991, got "0"'],
    [
      { RECAPTCHA_SITE_KEY: 'key', RECAPTCHA_PROJECT_ID: 'p' },
      'bot protection needs RECAPTCHA_API_KEY too (or none of the RECAPTCHA_* variables)',
    ],
    [
      { RECAPTCHA_SITE_KEY: 'k', RECAPTCHA_PROJECT_ID: 'p', RECAPTCHA_API_KEY: 'a', RECAPTCHA_MIN_SCORE: '2' },
      'RECAPTCHA_MIN_SCORE must be a number between 0 and 1, got "2"',
    ],
  ])('rejects %o with a one-line reason', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('turns form mail and bot protection off unless configured', () => {
    const sut = loadConfig({});
    expect(sut.get(mailConfig).smtpUrl).toBeUndefined();
    expect(sut.get(formsConfig).mailTo).toBe('service@kudex.example');
    expect(sut.get(formsConfig).recaptcha).toBeUndefined();
    expect(sut.get(formsConfig).rateLimit).toBe(10);
  });

  it('turns form mail and bot protection on with their variables', () => {
    const sut = loadConfig({
      SMTP_URL: 'smtp://mail.example:587',
      MAIL_TO: 'forms@kudex.example',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_PROJECT_ID: 'kudex-web',
      RECAPTCHA_API_KEY: 'api',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/v1/',
    });
    expect(sut.get(mailConfig)).toMatchObject({
      smtpUrl: 'smtp://mail.example:587',
      from: 'Kudex Group website <no-reply@kudex.example>',
    });
    expect(sut.get(formsConfig).mailTo).toBe('forms@kudex.example');
    expect(sut.get(formsConfig).recaptcha).toEqual({
      siteKey: 'site',
      projectId: 'kudex-web',
      apiKey: 'api',
      verifyUrl: 'http://127.0.0.1:9999/v1',
      minScore: 0.5,
    });
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default and for off values', () => {
    expect(coreOf(loadConfig({})).trustProxy).toBe(false);
    for (const raw of ['', 'false', 'off', '0']) expect(parseTrustProxy(raw)).toBe(false);
  });
  it('takes a hop count or a list of addresses and CIDRs', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
  });
  it.each(['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/1', '99'])('refuses %s', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(ConfigError);
  });
});

describe('the server configuration at start', () => {
  it('names each bad variable of the core and the features on a line of its own', () => {
    const env = { PORT: 'abc', SMTP_URL: 'http://mail', UPLOAD_RATE_LIMIT: '0', CORS_ORIGINS: '*' };
    expect(() => loadConfig(env)).toThrow(
      new ConfigError(
        [
          'PORT must be an integer between 0 and 65535, got "abc"',
          'CORS_ORIGINS must list origins such as https://app.example.com, got "*"',
          'SMTP_URL must start with smtp:// or smtps://',
          'UPLOAD_RATE_LIMIT must be an integer between 1 and 9007199254740991, got "0"',
        ].join('\n'),
      ),
    );
  });
});
