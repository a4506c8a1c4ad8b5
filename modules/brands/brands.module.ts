import { Module } from '@nestjs/common';
import { contentSourceProvider } from '../content-source/index.js';
import { BrandsRepository } from './brands.repository.js';
import { BrandsService } from './brands.service.js';
import { BRANDS_SOURCE, type BrandsSource, GraphqlBrandsSource } from './brands.source.js';

/**
 * SPEC §3 brands: the only reader of the brand table; other features ask BrandsService (this instance's own rows:
 * the catalogue import, the media library, the search index) or BRANDS_SOURCE (what renders, issue 33).
 */
@Module({
  providers: [
    BrandsRepository,
    BrandsService,
    contentSourceProvider<BrandsSource>(BRANDS_SOURCE, BrandsService, (upstream) => new GraphqlBrandsSource(upstream)),
  ],
  exports: [BrandsService, BRANDS_SOURCE],
})
export class BrandsModule {}
