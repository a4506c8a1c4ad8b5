import { Body, Controller, Get, Header, HttpCode, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { PortalGuard, type PortalRequest } from '../identity/index.js';
import type {
  InfoProduct,
  PartDetail,
  ProductInfoPage,
  QuoteRequestConfirmation,
} from './product-information.contract.js';
import { ProductInformationGuard } from './product-information.guard.js';
import { QuoteRequestDto } from './product-information.dto.js';
import { ProductInformationService } from './product-information.service.js';

const LANGUAGE = /^[a-z]{2}$/;
const languageOf = (value: string | undefined): string => (value && LANGUAGE.test(value) ? value : 'en');

/**
 * The product information and parts API (issue 12 items 4–5) for portal users with the product-info service:
 * session cookie or `ciam_id_token`; cookie writes are same-origin only (PortalGuard) and JSON only.
 */
@Controller('product-information')
@UseGuards(PortalGuard, ProductInformationGuard)
export class ProductInformationController {
  constructor(private readonly service: ProductInformationService) {}

  @Get('products')
  @Header('cache-control', 'private, no-store')
  products(@Req() request: PortalRequest, @Query('lang') lang?: string): Promise<InfoProduct[]> {
    return this.service.products(request.portalUser!, languageOf(lang));
  }

  @Get('products/:slug')
  @Header('cache-control', 'private, no-store')
  product(
    @Req() request: PortalRequest,
    @Param('slug') slug: string,
    @Query('lang') lang?: string,
  ): Promise<ProductInfoPage> {
    return this.service.productPage(request.portalUser!, languageOf(lang), slug);
  }

  @Get('parts/:id')
  @Header('cache-control', 'private, no-store')
  part(@Req() request: PortalRequest, @Param('id') id: string, @Query('lang') lang?: string): Promise<PartDetail> {
    return this.service.part(request.portalUser!, languageOf(lang), id);
  }

  @Post('quote-requests')
  @HttpCode(201)
  @UseGuards(JsonOnlyGuard)
  requestQuote(@Req() request: PortalRequest, @Body() body: QuoteRequestDto): Promise<QuoteRequestConfirmation> {
    return this.service.requestQuote(request.portalUser!, { lines: body.lines, note: body.note });
  }

  @Get('quote-requests/:id')
  @Header('cache-control', 'private, no-store')
  quoteRequest(@Req() request: PortalRequest, @Param('id') id: string): Promise<QuoteRequestConfirmation> {
    return this.service.quoteRequest(request.portalUser!, id);
  }
}
