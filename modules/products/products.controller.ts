import { Controller, Get, Param, Query } from '@nestjs/common';
import type { CacheScope } from '../../src/core/cache/cache-scope.js';
import { RequestCacheScope } from '../../src/core/http/cache-scope.decorator.js';
import type { CompareResponse, ProductReference } from './products.contract.js';
import {
  CandidatesQuery,
  CompareQuery,
  ProductDataQuery,
  type ProductDataResponse,
  ProductsBySlugsQuery,
} from './products.dto.js';
import { ProductsService } from './products.service.js';

/** SPEC §7.3 product data, and the lookups of the comparison basket (SPEC §7.5). */
@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** Classifications and products in the language of a product-data code (en-US, de-CH, ...); 404 for others. */
  @Get('product-data/:sisCode')
  productData(
    @Param('sisCode') sisCode: string,
    @Query() query: ProductDataQuery,
    @RequestCacheScope() scope: CacheScope,
  ): Promise<ProductDataResponse> {
    return this.products.productData(sisCode, query.country, scope);
  }

  @Get('products')
  async bySlugs(
    @Query() query: ProductsBySlugsQuery,
    @RequestCacheScope() scope: CacheScope,
  ): Promise<ProductReference[]> {
    const locale = await this.products.localeByUrlCode(query.locale, scope);
    return this.products.productsBySlugs(query.slugs.split(','), this.products.contextOf(locale), scope);
  }

  @Get('products/compare')
  async compare(@Query() query: CompareQuery, @RequestCacheScope() scope: CacheScope): Promise<CompareResponse> {
    const locale = await this.products.localeByUrlCode(query.locale, scope);
    const items = query.items.split(',').map((item) => {
      const [slug, variantId] = item.split(':');
      return { slug: slug!, variantId: variantId ?? null };
    });
    const system = query.system ?? (await this.products.defaultMeasurementSystem(locale.country, scope));
    return this.products.compare(items, system, query.hideIdentical === 'true', this.products.contextOf(locale), scope);
  }

  @Get('products/candidates')
  async candidates(
    @Query() query: CandidatesQuery,
    @RequestCacheScope() scope: CacheScope,
  ): Promise<ProductReference[]> {
    const locale = await this.products.localeByUrlCode(query.locale, scope);
    const basket = query.basket ? query.basket.split(',') : [];
    return this.products.candidates(query.classification, basket, this.products.contextOf(locale), scope);
  }
}
