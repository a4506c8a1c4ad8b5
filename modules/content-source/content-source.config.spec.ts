import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/core/config/define-config.js';
import { contentSourceConfig } from './content-source.config.js';

describe('contentSourceConfig', () => {
  it('reads the builtin tables by default', () => {
    expect(readConfig(contentSourceConfig, {})).toEqual({
      mode: 'builtin',
      url: undefined,
      token: undefined,
      timeoutMs: 5_000,
    });
  });

  it('takes the upstream URL, token and timeout in graphql mode', () => {
    const env = {
      CONTENT_SOURCE: 'graphql',
      CONTENT_GRAPHQL_URL: 'https://cms.example.com/api/graphql/content',
      CONTENT_GRAPHQL_TOKEN: 'uapp_key',
      CONTENT_GRAPHQL_TIMEOUT_MS: '2500',
    };
    expect(readConfig(contentSourceConfig, env)).toEqual({
      mode: 'graphql',
      url: 'https://cms.example.com/api/graphql/content',
      token: 'uapp_key',
      timeoutMs: 2_500,
    });
  });

  it('refuses to start in graphql mode without the URL and the token, naming both', () => {
    expect(() => readConfig(contentSourceConfig, { CONTENT_SOURCE: 'graphql' })).toThrow(
      /CONTENT_GRAPHQL_URL[\s\S]*CONTENT_GRAPHQL_TOKEN/,
    );
  });

  it('refuses an unknown mode and a URL that is not http(s)', () => {
    expect(() => readConfig(contentSourceConfig, { CONTENT_SOURCE: 'hygraph' })).toThrow(/CONTENT_SOURCE/);
    expect(() =>
      readConfig(contentSourceConfig, {
        CONTENT_SOURCE: 'graphql',
        CONTENT_GRAPHQL_URL: 'ftp://cms.example.com/',
        CONTENT_GRAPHQL_TOKEN: 'k',
      }),
    ).toThrow(/CONTENT_GRAPHQL_URL/);
  });

  it('ignores the URL and token in builtin mode', () => {
    expect(readConfig(contentSourceConfig, { CONTENT_GRAPHQL_TOKEN: 'k' }).mode).toBe('builtin');
  });
});
