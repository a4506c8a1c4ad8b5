import { Injectable } from '@nestjs/common';
import { DomainError } from '../../src/core/errors/index.js';
import type { PortalPageRequest, PortalPageResolver } from '../portal-auth/index.js';
import { ProductInformationService } from '../product-information/index.js';
import { type SectionResult, sectionViewResult } from '../routing/index.js';
import { TicketsService } from '../tickets/index.js';
import { InventoryService } from './inventory.service.js';

export const INVENTORY_SEGMENT = 'inventory';

/**
 * The inventory pages (issue 12 item 1): `inventory` (search, filters, sort, paging) and `inventory/old` (a plain
 * table of every machine) under the customer area. Without the asset-database role: 403. A bad query string: 400.
 */
@Injectable()
export class InventoryPages implements PortalPageResolver {
  constructor(
    private readonly inventory: InventoryService,
    private readonly productInformation: ProductInformationService,
  ) {}

  /**
   * The products whose parts list this user can open (issue 26: the link showed for every machine and mostly
   * answered 404, or 403 without the product-information role).
   */
  private async partsLists(user: PortalPageRequest['user'], language: string): Promise<string[]> {
    if (!ProductInformationService.canUse(user)) return [];
    return (await this.productInformation.products(user, language)).map((product) => product.slug);
  }

  async resolve(request: PortalPageRequest): Promise<SectionResult | undefined> {
    const { rest, user, basePath, locale } = request;
    const old = rest.length === 3 && rest[2] === 'old';
    if (rest.length !== 2 && !old) return undefined;
    if (!InventoryService.canUse(user)) {
      return { kind: 'forbidden', message: 'The asset database (inventory) is not active for this user' };
    }
    const base = {
      basePath,
      localePrefix: `/${locale.urlCode}`,
      canUseTickets: TicketsService.canUse(user),
      partsLists: await this.partsLists(user, locale.language),
    };
    try {
      const query = this.inventory.parseQuery(new URLSearchParams(request.search));
      if (old) {
        const items = await this.inventory.all(user, query, locale.language);
        return sectionViewResult('inventory', 'old', 'Inventory', { ...base, items });
      }
      const [result, options] = await Promise.all([
        this.inventory.list(user, query, locale.language),
        this.inventory.filterOptions(user, locale.language),
      ]);
      return sectionViewResult('inventory', 'list', 'Inventory', { ...base, result, query, options });
    } catch (error) {
      if (error instanceof DomainError && error.status === 400) {
        return { kind: 'refused', status: 400, message: error.message };
      }
      throw error;
    }
  }
}
