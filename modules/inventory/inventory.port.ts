import type { UserProfile } from '../identity-provider/index.js';
import type { InventoryFilterOptions, InventoryQuery } from './inventory.contract.js';
import type { InstalledMachineDto, InventoryPageDto } from './inventory.dto.js';

/**
 * What the inventory's pages and API read (issue 33). `builtin` answers from this server's tables (InventoryService);
 * `graphql` from the SPEC §7.6 service-information endpoint (GraphqlInventory), as the signed-in user. The query was
 * validated before (InventoryService.parseQuery); every read is the user's company's, decided by the source.
 */
export interface InventoryPort {
  /** One page of the company's machines; a page after the last is a 400. */
  list(user: UserProfile, query: InventoryQuery, language: string): Promise<InventoryPageDto>;
  /** Every machine the query matches, unpaged (the CSV export, the old view). */
  all(user: UserProfile, query: InventoryQuery, language: string): Promise<InstalledMachineDto[]>;
  filterOptions(user: UserProfile, language: string): Promise<InventoryFilterOptions>;
  /** One machine of the company; another company's is a 404 like a missing one. */
  machine(user: UserProfile, id: string, language: string): Promise<InstalledMachineDto>;
}

/** The Nest token of the inventory source chosen by configuration (SERVICE_INFO_URL). */
export const INVENTORY_PORT = Symbol('InventoryPort');
