export { ProductsModule } from './products.module.js';
export { ProductsService } from './products.service.js';
export { seedCatalogue } from './products.seed.js';
export type * from './products.contract.js';
