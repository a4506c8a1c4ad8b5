import { CacheTags } from '../../src/core/cache/cache-tags.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { upstreamLookup } from '../content-source/index.js';
import type { BrandResponse } from './brands.dto.js';

/** The brands port (issue 33, SPEC §7.4 brands): what rendering reads. BrandsService is the builtin adapter. */
export interface BrandsSource {
  listBrands(): Promise<BrandResponse[]>;
}

export const BRANDS_SOURCE = Symbol('BrandsSource');

/** What shows a brand (its name, theme or logo): the catalogue built with them. */
export const BRANDS_TAG = CacheTags.listing('brand');

/** The upstream's brands; not cached here, as the builtin is not: its callers cache what they build from them. */
export class GraphqlBrandsSource implements BrandsSource {
  constructor(private readonly upstream: UpstreamGraphql) {}

  listBrands(): Promise<BrandResponse[]> {
    return upstreamLookup(this.upstream, 'brands', BRANDS_TAG);
  }
}
