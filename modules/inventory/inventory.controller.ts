import { create as contentDisposition } from 'content-disposition';
import { Controller, Get, Req, Res, applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Portal } from '../../src/core/http/access.decorators.js';
import { ApiErrors, ApiFileResponse } from '../../src/core/http/openapi.js';
import type { UserProfile } from '../identity-provider/index.js';
import { ApiPortalAuth, type PortalRequest } from '../portal-auth/index.js';
import {
  INVENTORY_DEFAULT_SORT,
  INVENTORY_EXPORT_MAX_ROWS,
  INVENTORY_FILTER_MAX_LENGTH,
  INVENTORY_MAX_PAGE_SIZE,
  INVENTORY_PAGE_SIZE,
  INVENTORY_SEARCH_MAX_LENGTH,
  INVENTORY_SORTS,
} from './inventory.contract.js';
import { InventoryPageDto } from './inventory.dto.js';
import { inventoryCsv } from './inventory-csv.js';
import { InventoryService } from './inventory.service.js';

/** The API answers in English (product names of the English catalogue). */
const API_LANGUAGE = 'en';

const queryOf = (request: PortalRequest): URLSearchParams => {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
};

/** The filter both routes take (validated by InventoryService.parseQuery: 400 with a message). */
const ApiInventoryFilter = () =>
  applyDecorators(
    ApiQuery({
      name: 'q',
      required: false,
      description: 'Search text (serial number, product, location)',
      schema: { type: 'string', maxLength: INVENTORY_SEARCH_MAX_LENGTH },
    }),
    ApiQuery({
      name: 'location',
      required: false,
      description: 'Location value',
      schema: { type: 'string', maxLength: INVENTORY_FILTER_MAX_LENGTH },
    }),
    ApiQuery({
      name: 'product',
      required: false,
      description: 'Product slug',
      schema: { type: 'string', maxLength: INVENTORY_FILTER_MAX_LENGTH },
    }),
    ApiQuery({ name: 'sort', required: false, enum: INVENTORY_SORTS, schema: { default: INVENTORY_DEFAULT_SORT } }),
  );
const NOT_ACTIVE = [403, 'ServiceNotActive: the asset database is not active for the user'] as const;

/**
 * The inventory API: the company's machines as JSON (search, filter, sort, paging) and as a CSV
 * export with the same filter. A portal user (session cookie or `ciam_id_token`) with the asset database active.
 */
@ApiTags('Portal: inventory')
@ApiPortalAuth()
@Controller('inventory')
@Portal()
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  @Get()
  @ApiOperation({
    summary: "The company's installed machines: search, filter, sort, pages",
    description: 'In English.',
  })
  @ApiInventoryFilter()
  @ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } })
  @ApiQuery({
    name: 'pageSize',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: INVENTORY_MAX_PAGE_SIZE, default: INVENTORY_PAGE_SIZE },
  })
  @ApiOkResponse({ type: InventoryPageDto, description: 'One page of machines' })
  @ApiErrors([400, 'InvalidQuery'], NOT_ACTIVE)
  async list(
    @CurrentUser() user: UserProfile,
    @Req() request: PortalRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InventoryPageDto> {
    const query = this.inventory.parseQuery(queryOf(request), { allowPageSize: true });
    const page = await this.inventory.list(user, query, API_LANGUAGE);
    void reply.header('cache-control', 'private, no-store');
    return page;
  }

  @Get('export.csv')
  @ApiOperation({
    summary: 'The machines matching the filter as CSV',
    description: `At most ${INVENTORY_EXPORT_MAX_ROWS} rows; an attachment.`,
  })
  @ApiInventoryFilter()
  @ApiFileResponse(['text/csv'], 'The CSV file (UTF-8)')
  @ApiErrors([400, 'InvalidQuery'], NOT_ACTIVE)
  async export(
    @CurrentUser() user: UserProfile,
    @Req() request: PortalRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const query = this.inventory.parseQuery(queryOf(request));
    const machines = await this.inventory.all(user, query, API_LANGUAGE);
    const day = new Date().toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`inventory-${day}.csv`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(inventoryCsv(machines));
  }
}
