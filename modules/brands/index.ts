export { SEED_BRANDS, seedBrands } from './brands.seed.js';
