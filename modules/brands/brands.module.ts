import { Module } from '@nestjs/common';
import { BrandsRepository } from './brands.repository.js';
import { BrandsService } from './brands.service.js';

/** SPEC §3 brands: the only reader of the brand table; other features ask BrandsService. */
@Module({
  providers: [BrandsRepository, BrandsService],
  exports: [BrandsService],
})
export class BrandsModule {}
