import { defineConfig } from '../../src/core/config/define-config.js';

/** Which adapter serves the product data (PRODUCT_SOURCE; product-source.ts). */
export const PRODUCT_SOURCE_KINDS = ['builtin', 'graphql'] as const;
export type ProductSourceKind = (typeof PRODUCT_SOURCE_KINDS)[number];

/**
 * Where the catalogue comes from (issue 33): this instance's tables (PRODUCT_SOURCE=builtin, the default) or an
 * upstream product schema over GraphQL (PRODUCT_SOURCE=graphql at PRODUCT_GRAPHQL_URL with PRODUCT_GRAPHQL_TOKEN,
 * which default to the content source's CONTENT_GRAPHQL_URL and CONTENT_GRAPHQL_TOKEN: in headless mode both are
 * the source instance's `/api/graphql/content`). PRODUCT_GRAPHQL_TIMEOUT_MS bounds each upstream call (default:
 * HTTP_CLIENT_TIMEOUT_MS).
 */
export type ProductsConfig =
  | { source: 'builtin' }
  | { source: 'graphql'; graphql: { url: string; token: string | undefined; timeoutMs: number | undefined } };

export const productsConfig = defineConfig('products', (env): ProductsConfig => {
  const source: ProductSourceKind = env.oneOf('PRODUCT_SOURCE', PRODUCT_SOURCE_KINDS, 'builtin');
  if (source === 'builtin') return { source };
  const urlVariable = env.string('PRODUCT_GRAPHQL_URL') ? 'PRODUCT_GRAPHQL_URL' : 'CONTENT_GRAPHQL_URL';
  const url = env.url(urlVariable, ['https:', 'http:']);
  if (!env.string(urlVariable)) {
    env.fail('PRODUCT_SOURCE=graphql needs PRODUCT_GRAPHQL_URL (or CONTENT_GRAPHQL_URL): the upstream product schema');
  }
  return {
    source,
    graphql: {
      url: url ?? '',
      token: env.string('PRODUCT_GRAPHQL_TOKEN') ?? env.string('CONTENT_GRAPHQL_TOKEN'),
      timeoutMs: env.string('PRODUCT_GRAPHQL_TIMEOUT_MS')
        ? env.duration('PRODUCT_GRAPHQL_TIMEOUT_MS', 10_000, 'ms', 100, 120_000)
        : undefined,
    },
  };
});
