import { Injectable } from '@nestjs/common';
import { tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { BrandResponse } from './brands.dto.js';
import { toBrandResponse } from './brands.mapper.js';
import { BrandsRepository } from './brands.repository.js';
import { BRANDS_TAG, type BrandsSource } from './brands.source.js';

/**
 * The brands (SPEC §3) for other features. A handful of rows, read whole in one query: callers load them beside
 * their own rows and join in memory (the catalogue by brand id), so there is never a query per product. Not cached
 * here: its callers cache what they build from it (the catalogue per language) or read it rarely (the search index).
 * Also the builtin adapter of BRANDS_SOURCE (so: no lifecycle hooks).
 */
@Injectable()
export class BrandsService implements BrandsSource {
  constructor(private readonly repository: BrandsRepository) {}

  async listBrands(): Promise<BrandResponse[]> {
    tagCacheEntry(BRANDS_TAG);
    return (await this.repository.listBrands()).map(toBrandResponse);
  }
}
