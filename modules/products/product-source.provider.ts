import type { Provider } from '@nestjs/common';
import { UpstreamGraphqlFactory } from '../../src/core/http-client/index.js';
import { BuiltinProductSource } from './builtin-product-source.js';
import { GraphqlProductSource } from './graphql-product-source.js';
import { PRODUCT_SOURCE, type ProductSource } from './product-source.js';
import { type ProductsConfig, productsConfig } from './products.config.js';

/** The ProductSource PRODUCT_SOURCE names (products.config.ts): the builtin tables unless `graphql`. */
export const productSourceProvider: Provider = {
  provide: PRODUCT_SOURCE,
  inject: [productsConfig.KEY, BuiltinProductSource, UpstreamGraphqlFactory],
  useFactory: (
    config: ProductsConfig,
    builtin: BuiltinProductSource,
    upstreams: UpstreamGraphqlFactory,
  ): ProductSource =>
    config.source === 'graphql'
      ? new GraphqlProductSource(upstreams.create({ name: 'products', ...config.graphql }))
      : builtin,
};
