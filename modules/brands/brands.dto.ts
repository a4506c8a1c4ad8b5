import type { BrandImageDto } from '../products/products.dto.js';
import type { Theme } from './brands.schema.js';

/** SPEC §3 Brand as other features see it (the product catalogue, the search index). */
export interface BrandResponse {
  id: string;
  name: string;
  theme: Theme;
  /** The brand's logo (SPEC §3 Brand image), or null. */
  image: BrandImageDto | null;
}
