// The brands feature. Its table (brands.schema.ts) is all there is so far; the demo brands come from seed/brands.
export type { BrandRow, Theme } from './brands.schema.js';
