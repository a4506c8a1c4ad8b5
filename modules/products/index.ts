export { ProductsModule } from './products.module.js';
export { ProductsService, type CapabilityPages, type CatalogueChanges } from './products.service.js';
export { capabilitySlug } from './capability-slug.js';
export { toImperial } from './measurement.js';
export type * from './products.contract.js';
export { LineageItemDto, ProductReferenceDto } from './products.dto.js';
export { PRODUCT_SEARCH_NOT_FOUND } from './products.contract.js';
export { ProductParts } from './product-parts.js';
