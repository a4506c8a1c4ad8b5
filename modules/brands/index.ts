// The brands feature: other features read brands through BrandsService, never the table; the demo brands come
// from seed/brands.
export { BrandsModule } from './brands.module.js';
export { BrandsService } from './brands.service.js';
export { BRANDS_SOURCE, type BrandsSource } from './brands.source.js';
export type { BrandResponse } from './brands.dto.js';
export type { BrandRow, Theme } from './brands.schema.js';
