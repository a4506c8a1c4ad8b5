import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { ID_OR_SLUG, ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import { ProductsErrors } from './products.errors.js';
import {
  CandidatesQuery,
  CompareQuery,
  CompareResponseDto,
  ProductDataQuery,
  ProductDataResponse,
  ProductReferenceDto,
  ProductsBySlugsQuery,
} from './products.dto.js';
import { PRODUCT_DATA_EXAMPLE } from './products.examples.js';
import { ProductsService } from './products.service.js';

/** SPEC §7.3 product data, and the lookups of the comparison basket (SPEC §7.5). */
@ApiTags('Catalogue')
@Public()
@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  /** Classifications and products in the language of a product-data code (en-US, de-CH, ...); 404 for others. */
  @Get('product-data/:sisCode')
  @ApiOperation({
    summary: 'The whole catalogue in one language',
    description:
      'SPEC §7.3: every classification (with its parent and lineage) and every product reference in the language ' +
      'of a product-data code (`sisCode` of `GET /api/locales`). Public.',
  })
  @ApiParam({ name: 'sisCode', description: 'A product-data code', example: 'en-US' })
  @ApiOkResponse({
    type: ProductDataResponse,
    description: 'Classifications and products (the example is cut down)',
    example: PRODUCT_DATA_EXAMPLE,
  })
  @ApiErrors(400, [404, 'UnknownSisCode: no product data in that code'])
  productData(
    @Param('sisCode', new ParamPattern(ID_OR_SLUG, (code) => ProductsErrors.UnknownSisCode(code))) sisCode: string,
    @Query() query: ProductDataQuery,
  ): Promise<ProductDataResponse> {
    return this.products.productData(sisCode, query.country);
  }

  @Get('products')
  @ApiOperation({
    summary: 'Products by slugs (the comparison basket)',
    description: 'In the order asked; unknown slugs and products hidden in the locale country are left out.',
  })
  @ApiOkResponse({ type: [ProductReferenceDto], description: 'The products found' })
  @ApiErrors([400, 'Invalid query, or UnknownLocale'])
  async bySlugs(@Query() query: ProductsBySlugsQuery): Promise<ProductReferenceDto[]> {
    const locale = await this.products.localeByUrlCode(query.locale);
    return this.products.productsBySlugs(query.slugs.split(','), this.products.contextOf(locale));
  }

  @Get('products/compare')
  @ApiOperation({ summary: 'Detail comparison of products (or variants)', description: 'SPEC §5 comparison rules.' })
  @ApiOkResponse({ type: CompareResponseDto, description: 'Columns and rows of the comparison' })
  @ApiErrors([400, 'Invalid query, or UnknownLocale'])
  async compare(@Query() query: CompareQuery): Promise<CompareResponseDto> {
    const locale = await this.products.localeByUrlCode(query.locale);
    const items = query.items.split(',').map((item) => {
      const [slug, variantId] = item.split(':');
      return { slug: slug!, variantId: variantId ?? null };
    });
    const system = query.system ?? (await this.products.defaultMeasurementSystem(locale.country));
    return this.products.compare(items, system, query.hideIdentical === 'true', this.products.contextOf(locale));
  }

  @Get('products/candidates')
  @ApiOperation({ summary: 'Products of a classification a comparison may add' })
  @ApiOkResponse({ type: [ProductReferenceDto], description: 'Products not yet in the basket' })
  @ApiErrors([400, 'Invalid query, or UnknownLocale'], [404, 'UnknownClassification'])
  async candidates(@Query() query: CandidatesQuery): Promise<ProductReferenceDto[]> {
    const locale = await this.products.localeByUrlCode(query.locale);
    const basket = query.basket ? query.basket.split(',') : [];
    return this.products.candidates(query.classification, basket, this.products.contextOf(locale));
  }
}
