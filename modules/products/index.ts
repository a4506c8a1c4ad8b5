export { ProductsModule } from './products.module.js';
export { ProductsService, type CapabilityPages, type CatalogueChanges } from './products.service.js';
export { capabilitySlug } from './capability-slug.js';
export { toImperial } from './measurement.js';
export type * from './products.contract.js';
export { LineageItemDto, ProductReferenceDto } from './products.dto.js';
export { PRODUCT_SEARCH_NOT_FOUND } from './products.contract.js';
export { ProductParts } from './product-parts.js';
export { BuiltinProductSource } from './builtin-product-source.js';
export {
  type GraphqlSchemaPart,
  type GraphqlSchemaParts,
  productsGraphqlPart,
  registerProductsGraphql,
} from './products.graphql.js';
export { PRODUCT_SOURCE, type ProductSource } from './product-source.js';
