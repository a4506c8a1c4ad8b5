import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/core/config/config-error.js';
import { readConfig } from '../../src/core/config/define-config.js';
import { productsConfig } from './products.config.js';

describe('productsConfig', () => {
  it('reads the catalogue from the builtin tables by default', () => {
    expect(readConfig(productsConfig, {})).toEqual({ source: 'builtin' });
    expect(readConfig(productsConfig, { PRODUCT_GRAPHQL_URL: 'https://p.example/graphql' })).toEqual({
      source: 'builtin',
    });
  });

  it('reads the graphql source with its own URL, token and timeout', () => {
    expect(
      readConfig(productsConfig, {
        PRODUCT_SOURCE: 'graphql',
        PRODUCT_GRAPHQL_URL: 'https://p.example/graphql',
        PRODUCT_GRAPHQL_TOKEN: 'p-key',
        PRODUCT_GRAPHQL_TIMEOUT_MS: '2500',
        CONTENT_GRAPHQL_URL: 'https://c.example/api/graphql/content',
        CONTENT_GRAPHQL_TOKEN: 'c-key',
      }),
    ).toEqual({ source: 'graphql', graphql: { url: 'https://p.example/graphql', token: 'p-key', timeoutMs: 2500 } });
  });

  it("falls back to the content source's URL and token (headless mode: one source instance)", () => {
    expect(
      readConfig(productsConfig, {
        PRODUCT_SOURCE: 'graphql',
        CONTENT_GRAPHQL_URL: 'https://c.example/api/graphql/content',
        CONTENT_GRAPHQL_TOKEN: 'c-key',
      }),
    ).toEqual({
      source: 'graphql',
      graphql: { url: 'https://c.example/api/graphql/content', token: 'c-key', timeoutMs: undefined },
    });
  });

  it('refuses to start with a clear message for each bad variable', () => {
    const message = (env: NodeJS.ProcessEnv) => {
      try {
        readConfig(productsConfig, env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('no ConfigError');
    };
    expect(message({ PRODUCT_SOURCE: 'hygraph' })).toBe('PRODUCT_SOURCE must be one of builtin, graphql');
    expect(message({ PRODUCT_SOURCE: 'graphql' })).toBe(
      'PRODUCT_SOURCE=graphql needs PRODUCT_GRAPHQL_URL (or CONTENT_GRAPHQL_URL): the upstream product schema',
    );
    expect(message({ PRODUCT_SOURCE: 'graphql', PRODUCT_GRAPHQL_URL: 'ftp://p.example' })).toBe(
      'PRODUCT_GRAPHQL_URL must start with https:// or http://',
    );
    expect(
      message({ PRODUCT_SOURCE: 'graphql', CONTENT_GRAPHQL_URL: 'https://c.example', PRODUCT_GRAPHQL_TIMEOUT_MS: '5' }),
    ).toBe('PRODUCT_GRAPHQL_TIMEOUT_MS must be an integer between 100 and 120000, got "5"');
  });
});
