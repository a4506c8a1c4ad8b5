import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { PortalGuard, type PortalRequest } from '../identity/index.js';
import type { InventoryPage } from './inventory.contract.js';
import { inventoryCsv } from './inventory-csv.js';
import { InventoryService } from './inventory.service.js';

/** The API answers in English (product names of the English catalogue). */
const API_LANGUAGE = 'en';

const queryOf = (request: PortalRequest): URLSearchParams => {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
};

/**
 * The inventory API (issue 12 item 1): the company's machines as JSON (search, filter, sort, paging) and as a CSV
 * export with the same filter. A portal user (session cookie or `ciam_id_token`) with the asset database active.
 */
@Controller('inventory')
@UseGuards(PortalGuard)
export class InventoryController {
  constructor(private readonly inventory: InventoryService) {}

  @Get()
  async list(@Req() request: PortalRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<InventoryPage> {
    const user = request.portalUser!;
    const query = this.inventory.parseQuery(queryOf(request), { allowPageSize: true });
    const page = await this.inventory.list(user, query, API_LANGUAGE);
    void reply.header('cache-control', 'private, no-store');
    return page;
  }

  @Get('export.csv')
  async export(@Req() request: PortalRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = request.portalUser!;
    const query = this.inventory.parseQuery(queryOf(request));
    const machines = await this.inventory.all(user, query, API_LANGUAGE);
    const day = new Date().toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="inventory-${day}.csv"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(inventoryCsv(machines));
  }
}
