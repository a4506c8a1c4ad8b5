import { Controller, Get, Param, Query } from '@nestjs/common';
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
  productData(@Param('sisCode') sisCode: string, @Query() query: ProductDataQuery): Promise<ProductDataResponse> {
    return this.products.productData(sisCode, query.country);
  }

  @Get('products')
  async bySlugs(@Query() query: ProductsBySlugsQuery): Promise<ProductReference[]> {
    const locale = await this.products.localeByUrlCode(query.locale);
    return this.products.productsBySlugs(query.slugs.split(','), this.products.contextOf(locale));
  }

  @Get('products/compare')
  async compare(@Query() query: CompareQuery): Promise<CompareResponse> {
    const locale = await this.products.localeByUrlCode(query.locale);
    const items = query.items.split(',').map((item) => {
      const [slug, variantId] = item.split(':');
      return { slug: slug!, variantId: variantId ?? null };
    });
    const system = query.system ?? (await this.products.defaultMeasurementSystem(locale.country));
    return this.products.compare(items, system, query.hideIdentical === 'true', this.products.contextOf(locale));
  }

  @Get('products/candidates')
  async candidates(@Query() query: CandidatesQuery): Promise<ProductReference[]> {
    const locale = await this.products.localeByUrlCode(query.locale);
    const basket = query.basket ? query.basket.split(',') : [];
    return this.products.candidates(query.classification, basket, this.products.contextOf(locale));
  }
}
