import type { Provider } from '@nestjs/common';
import { HttpClientFactory, UpstreamGraphqlFactory } from '../../src/core/http-client/index.js';
import { UpstreamHealth, graphqlPing } from '../health/index.js';
import { BuiltinProductSource } from './builtin-product-source.js';
import { GraphqlProductSource } from './graphql-product-source.js';
import { PRODUCT_SOURCE, type ProductSource } from './product-source.js';
import { type ProductsConfig, productsConfig } from './products.config.js';

/** The health probe waits this long for any answer from the upstream. */
const PROBE_TIMEOUT_MS = 2_000;

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
    const probe = http.create('products-probe', { timeoutMs: PROBE_TIMEOUT_MS });
    const monitor = health.monitor('product data', graphqlPing(probe, config.graphql.url));
    return new GraphqlProductSource(upstreams.create({ name: 'products', ...config.graphql }), monitor);
  },
};
