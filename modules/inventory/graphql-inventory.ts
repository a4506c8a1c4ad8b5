import type { UserProfile } from '../identity-provider/index.js';
import type { RefusalMapper, ServiceInformationClient } from '../service-information/index.js';
import type { InventoryFilterOptions, InventoryQuery } from './inventory.contract.js';
import { INSTALLED_MACHINE, INVENTORY_ALL, INVENTORY_FILTER_OPTIONS, INVENTORY_LIST } from './inventory.documents.js';
import type { InstalledMachineDto, InventoryPageDto } from './inventory.dto.js';
import { InventoryErrors } from './inventory.errors.js';
import type { InventoryPort } from './inventory.port.js';
import { InventoryService } from './inventory.service.js';

/** The upstream's refusals as the inventory's own errors: a 400 keeps its message (the query's fault). */
const refused: RefusalMapper = (status, message) =>
  status === 400
    ? InventoryErrors.InvalidQuery(message)
    : status === 403
      ? InventoryErrors.ServiceNotActive()
      : InventoryErrors.MachineNotFound();

/** The query as the schema's InventoryQuery input: the API's names and the values parseQuery settled on. */
const queryInput = (query: InventoryQuery) => ({
  search: query.search,
  location: query.location,
  product: query.product,
  sort: query.sort,
  page: query.page,
  pageSize: query.pageSize,
});

/**
 * The `graphql` inventory (issue 33): the SPEC §7.6 service-information endpoint's inventory, as the signed-in user.
 * The upstream decides what the user's company owns; the role is checked here first, as the builtin source does, so
 * a user without it is refused without a call.
 */
export class GraphqlInventory implements InventoryPort {
  constructor(private readonly upstream: ServiceInformationClient) {}

  async list(user: UserProfile, query: InventoryQuery, language: string): Promise<InventoryPageDto> {
    this.ensureService(user);
    const data = await this.upstream.request<{ inventory: InventoryPageDto }>(
      INVENTORY_LIST,
      { query: queryInput(query), language },
      refused,
    );
    return data.inventory;
  }

  async all(user: UserProfile, query: InventoryQuery, language: string): Promise<InstalledMachineDto[]> {
    this.ensureService(user);
    const data = await this.upstream.request<{ inventoryExport: InstalledMachineDto[] }>(
      INVENTORY_ALL,
      { query: queryInput(query), language },
      refused,
    );
    return data.inventoryExport;
  }

  async filterOptions(user: UserProfile, language: string): Promise<InventoryFilterOptions> {
    this.ensureService(user);
    const data = await this.upstream.request<{ inventoryFilterOptions: InventoryFilterOptions }>(
      INVENTORY_FILTER_OPTIONS,
      { language },
      refused,
    );
    return data.inventoryFilterOptions;
  }

  async machine(user: UserProfile, id: string, language: string): Promise<InstalledMachineDto> {
    this.ensureService(user);
    const data = await this.upstream.request<{ installedMachine: InstalledMachineDto }>(
      INSTALLED_MACHINE,
      { id, language },
      refused,
    );
    return data.installedMachine;
  }

  private ensureService(user: UserProfile): void {
    if (!InventoryService.canUse(user)) throw InventoryErrors.ServiceNotActive();
  }
}
