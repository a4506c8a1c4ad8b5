import { Injectable } from '@nestjs/common';
import type { BrandResponse } from './brands.dto.js';
import { toBrandResponse } from './brands.mapper.js';
import { BrandsRepository } from './brands.repository.js';

/**
 * The brands (SPEC §3) for other features. A handful of rows, read whole in one query: callers load them beside
 * their own rows and join in memory (the catalogue by brand id), so there is never a query per product. Not cached
 * here: its callers cache what they build from it (the catalogue per language) or read it rarely (the search index).
 */
@Injectable()
export class BrandsService {
  constructor(private readonly repository: BrandsRepository) {}

  async listBrands(): Promise<BrandResponse[]> {
    return (await this.repository.listBrands()).map(toBrandResponse);
  }
}
