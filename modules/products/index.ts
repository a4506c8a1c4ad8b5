export { ProductsModule } from './products.module.js';
export { ProductsService } from './products.service.js';
export { toImperial } from './measurement.js';
export type * from './products.contract.js';
