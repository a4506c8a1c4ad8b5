import type { Provider } from '@nestjs/common';
import { HttpClientFactory, UpstreamGraphqlFactory } from '../../src/core/http-client/index.js';
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
