// The product information's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { ProductInformationModule } from './product-information.module.js';
export { ProductInformationService, PRODUCT_INFO_ROLE, INTERNAL_ROLE } from './product-information.service.js';
export { PRODUCT_INFORMATION_PORT, type ProductInformationPort } from './product-information.port.js';
export { availabilityStatus, availabilityText } from './product-information.mapper.js';
export * from './product-information.contract.js';
