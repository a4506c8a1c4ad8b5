export { ProductsModule } from './products.module.js';
export { ProductsService, type CapabilityPages } from './products.service.js';
export { toImperial } from './measurement.js';
export type * from './products.contract.js';
