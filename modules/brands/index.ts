export { BrandsModule } from './brands.module.js';
export { BrandsService } from './brands.service.js';
export type { BrandResponse } from './brands.dto.js';
export { SEED_BRANDS, seedBrands } from './brands.seed.js';
