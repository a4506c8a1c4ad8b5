import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { JsonOnlyGuard } from '../../src/core/http/json-only.guard.js';
import { CurrentUser, Portal } from '../../src/core/http/access.decorators.js';
import { ApiErrors } from '../../src/core/http/openapi.js';
import { ID_OR_SLUG, ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
import type { UserProfile } from '../identity-provider/index.js';
import { ApiPortalAuth } from '../portal-auth/index.js';
import { PRODUCT_INFORMATION } from './product-information.access.js';
import {
  InfoProductDto,
  PartDetailDto,
  ProductInfoPageDto,
  QuoteContactDto,
  QuoteRequestConfirmationDto,
  QuoteRequestDto,
} from './product-information.dto.js';
import { ProductInformationErrors } from './product-information.errors.js';
import { PRODUCT_INFORMATION_PORT, type ProductInformationPort } from './product-information.port.js';
import { ProductInformationService } from './product-information.service.js';

const LANGUAGE = /^[a-z]{2}$/;
/** Parts and quote requests are named by UUIDs; any other id is as unknown as a missing one (404). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const languageOf = (value: string | undefined): string => (value && LANGUAGE.test(value) ? value : 'en');

const LANG = { name: 'lang', required: false, description: 'Two-letter language of the texts; English otherwise' };
const NOT_ACTIVE = [403, 'ServiceNotActive: the user has no product-information service'] as const;
const UNAVAILABLE = [
  503,
  'ServiceInformationUnavailable: the service-information upstream (SERVICE_INFO_URL) failed or did not answer',
] as const;
const NOT_ACTIVE_OR_CROSS_SITE = [
  403,
  'ServiceNotActive, or a cookie-authenticated write from another origin',
] as const;

/**
 * The product information and parts API for portal users with the product-info service:
 * session cookie or `ciam_id_token`; cookie writes are same-origin only (PortalGuard) and JSON only.
 */
@ApiTags('Portal: product information')
@ApiPortalAuth()
@Controller('product-information')
@Portal(PRODUCT_INFORMATION)
export class ProductInformationController {
  constructor(
    @Inject(PRODUCT_INFORMATION_PORT) private readonly info: ProductInformationPort,
    // The quote requests are this server's own (builtin in either mode): the contact, the request, reading it back.
    private readonly service: ProductInformationService,
  ) {}

  @Get('products')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The company's products with manuals and parts" })
  @ApiQuery(LANG)
  @ApiOkResponse({ type: [InfoProductDto], description: 'The installed base' })
  @ApiErrors(NOT_ACTIVE, UNAVAILABLE)
  products(@CurrentUser() user: UserProfile, @Query('lang') lang?: string): Promise<InfoProductDto[]> {
    return this.info.products(user, languageOf(lang));
  }

  @Get('products/:slug')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'A product: its manuals and parts' })
  @ApiQuery(LANG)
  @ApiOkResponse({ type: ProductInfoPageDto, description: 'The product, manuals and parts' })
  @ApiErrors(NOT_ACTIVE, [404, 'ProductNotFound (also for products of other companies)'], UNAVAILABLE)
  product(
    @CurrentUser() user: UserProfile,
    @Param('slug', new ParamPattern(ID_OR_SLUG, () => ProductInformationErrors.ProductNotFound())) slug: string,
    @Query('lang') lang?: string,
  ): Promise<ProductInfoPageDto> {
    return this.info.productPage(user, languageOf(lang), slug);
  }

  @Get('parts/:id')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'A part: stock, availability, location (SPEC §3 Part detail)' })
  @ApiQuery(LANG)
  @ApiOkResponse({ type: PartDetailDto, description: 'The part' })
  @ApiErrors(NOT_ACTIVE, [404, 'PartNotFound'], UNAVAILABLE)
  part(
    @CurrentUser() user: UserProfile,
    @Param('id', new ParamPattern(UUID, () => ProductInformationErrors.PartNotFound())) id: string,
    @Query('lang') lang?: string,
  ): Promise<PartDetailDto> {
    return this.info.part(user, languageOf(lang), id);
  }

  @Get('quote-contact')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({
    summary: "Who the user's quote requests are for",
    description: "The company and contact a quote request is stored with; the public pages' parts cart shows them.",
  })
  @ApiOkResponse({ type: QuoteContactDto, description: 'The company and contact' })
  @ApiErrors(NOT_ACTIVE)
  quoteContact(@CurrentUser() user: UserProfile): QuoteContactDto {
    return this.service.quoteContact(user);
  }

  @Post('quote-requests')
  @HttpCode(201)
  @UseGuards(JsonOnlyGuard)
  @ApiOperation({ summary: 'Request a quote for the parts cart', description: 'JSON only.' })
  @ApiCreatedResponse({ type: QuoteRequestConfirmationDto, description: 'Stored, with its number' })
  @ApiErrors([400, 'Invalid lines, QuoteDuplicatePart or QuoteUnknownPart'], NOT_ACTIVE_OR_CROSS_SITE, 415)
  requestQuote(@CurrentUser() user: UserProfile, @Body() body: QuoteRequestDto): Promise<QuoteRequestConfirmationDto> {
    return this.service.requestQuote(user, { lines: body.lines, note: body.note });
  }

  @Get('quote-requests/:id')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'A quote request of the company' })
  @ApiOkResponse({ type: QuoteRequestConfirmationDto, description: 'The quote request' })
  @ApiErrors(NOT_ACTIVE, [404, 'QuoteRequestNotFound'])
  quoteRequest(
    @CurrentUser() user: UserProfile,
    @Param('id', new ParamPattern(UUID, () => ProductInformationErrors.QuoteRequestNotFound())) id: string,
  ): Promise<QuoteRequestConfirmationDto> {
    return this.service.quoteRequest(user, id);
  }
}
