import { create as contentDisposition } from 'content-disposition';
import { Controller, Get, Inject, Param, Req, Res, applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Portal } from '../../src/core/http/access.decorators.js';
import { ApiErrors, ApiFileResponse } from '../../src/core/http/openapi.js';
import { ParamPattern } from '../../src/core/http/param-pattern.pipe.js';
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
import { InstalledMachineDto, InventoryPageDto } from './inventory.dto.js';
import { InventoryErrors } from './inventory.errors.js';
import { INVENTORY_PORT, type InventoryPort } from './inventory.port.js';
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
const UNAVAILABLE = [
  503,
  'ServiceInformationUnavailable: the service-information upstream (SERVICE_INFO_URL) failed or did not answer',
] as const;
/** Machines are named by UUIDs; any other id is as unknown as a missing one (404). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The inventory API: the company's machines as JSON (search, filter, sort, paging) and as a CSV
 * export with the same filter. A portal user (session cookie or `ciam_id_token`) with the asset database active.
 */
@ApiTags('Portal: inventory')
@ApiPortalAuth()
@Controller('inventory')
@Portal()
export class InventoryController {
  constructor(@Inject(INVENTORY_PORT) private readonly inventory: InventoryPort) {}

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
  @ApiErrors([400, 'InvalidQuery'], NOT_ACTIVE, UNAVAILABLE)
  async list(
    @CurrentUser() user: UserProfile,
    @Req() request: PortalRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InventoryPageDto> {
    const query = InventoryService.parseQuery(queryOf(request), { allowPageSize: true });
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
  @ApiErrors([400, 'InvalidQuery'], NOT_ACTIVE, UNAVAILABLE)
  async export(
    @CurrentUser() user: UserProfile,
    @Req() request: PortalRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const query = InventoryService.parseQuery(queryOf(request));
    const machines = await this.inventory.all(user, query, API_LANGUAGE);
    const day = new Date().toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(`inventory-${day}.csv`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(inventoryCsv(machines));
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the company's installed machines", description: 'In English.' })
  @ApiOkResponse({ type: InstalledMachineDto, description: 'The machine' })
  @ApiErrors(NOT_ACTIVE, [404, "MachineNotFound (also for another company's machine)"], UNAVAILABLE)
  async machine(
    @CurrentUser() user: UserProfile,
    @Param('id', new ParamPattern(UUID, () => InventoryErrors.MachineNotFound())) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<InstalledMachineDto> {
    const machine = await this.inventory.machine(user, id, API_LANGUAGE);
    void reply.header('cache-control', 'private, no-store');
    return machine;
  }
}
