import type { BrandResponse } from './brands.dto.js';
import type { BrandRow } from './brands.schema.js';

export function toBrandResponse(row: BrandRow): BrandResponse {
  return { id: row.id, name: row.name, theme: row.theme, image: row.image ?? null };
}
