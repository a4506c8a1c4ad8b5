import type { Provider } from '@nestjs/common';
import { HttpClientFactory, UpstreamGraphqlFactory } from '../../src/core/http-client/index.js';
import { type FilesService, UpstreamDocuments } from '../files/index.js';
import { UpstreamHealth, graphqlProbe, monitoredUpstream } from '../health/index.js';
import { BuiltinProductSource } from './builtin-product-source.js';
import { GraphqlProductSource } from './graphql-product-source.js';
import { PRODUCT_SOURCE, type ProductSource } from './product-source.js';
import { type ProductsConfig, productsConfig } from './products.config.js';

/** The ProductSource PRODUCT_SOURCE names (products.config.ts): the builtin tables unless `graphql`. */
export const productSourceProvider: Provider = {
  provide: PRODUCT_SOURCE,
  inject: [productsConfig.KEY, BuiltinProductSource, UpstreamGraphqlFactory, HttpClientFactory, UpstreamHealth],
  useFactory: (
    config: ProductsConfig,
    builtin: BuiltinProductSource,
    upstreams: UpstreamGraphqlFactory,
    http: HttpClientFactory,
    health: UpstreamHealth,
  ): ProductSource => {
    if (config.source !== 'graphql') return builtin;
    // Each failed call is told to `/api/health`, which reports it; the log says it once a minute.
    const monitor = health.monitor('product data', graphqlProbe(http, 'products', config.graphql.url));
    return new GraphqlProductSource(
      monitoredUpstream(upstreams.create({ name: 'products', ...config.graphql }), monitor),
    );
  },
};

/** How long a document download from the upstream may take. */
const DOCUMENT_TIMEOUT_MS = 30_000;

/**
 * With an upstream catalogue its documents come from there too: product data names them `/file/{slug}`, answered
 * with the upstream's own `/file/{slug}` (upstream-documents.ts; a uapp source serves it publicly).
 */
export function useUpstreamDocuments(config: ProductsConfig, files: FilesService, http: HttpClientFactory): void {
  if (config.source !== 'graphql') return;
  const origin = new URL(config.graphql.url).origin;
  files.useUpstream(
    new UpstreamDocuments(http.create('product-documents', { timeoutMs: DOCUMENT_TIMEOUT_MS }), origin),
  );
}
