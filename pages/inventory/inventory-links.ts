import type { InstalledMachineDto } from '../../modules/inventory/inventory.dto.js';
import { cachedDateFormat } from '../../src/shared/date-formats.js';
import {
  INVENTORY_DEFAULT_SORT,
  INVENTORY_EXPORT_PATH,
  type InventoryQuery,
} from '../../modules/inventory/inventory.contract.js';

/** The query string of a list state (defaults left out), `?…` or ''. */
export function inventoryQueryString(query: InventoryQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.location) params.set('location', query.location);
  if (query.product) params.set('product', query.product);
  if (query.sort !== INVENTORY_DEFAULT_SORT) params.set('sort', query.sort);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The CSV export of the list's filter (every page). */
export const exportHref = (query: InventoryQuery): string =>
  INVENTORY_EXPORT_PATH + inventoryQueryString({ ...query, page: 1 });

export interface MachineLinks {
  product: string | null;
  tickets: string | null;
  newTicket: string | null;
  /** Null where the user has no parts list of the product. */
  parts: string | null;
}

/**
 * Where a machine leads: its catalogue page, its tickets (the ticket list filtered by the
 * machine), a new ticket prefilled with it, and its parts list (product information by the product's slug).
 */
export function machineLinks(
  machine: InstalledMachineDto,
  {
    basePath,
    localePrefix,
    canUseTickets,
    partsLists,
  }: { basePath: string; localePrefix: string; canUseTickets: boolean; partsLists: readonly string[] },
): MachineLinks {
  const ticketMachine = canUseTickets ? machine.ticketMachine : null;
  const newTicket = ticketMachine
    ? `${basePath}/tickets/newticket?${new URLSearchParams({ machine: ticketMachine, location: machine.location.value })}`
    : null;
  return {
    product: machine.product.route ? localePrefix + machine.product.route : null,
    tickets: ticketMachine
      ? `${basePath}/tickets/list?${new URLSearchParams({ machine: ticketMachine, status: 'unresolved' })}`
      : null,
    newTicket,
    parts: partsLists.includes(machine.product.slug)
      ? `${basePath}/product-information/${encodeURIComponent(machine.product.slug)}`
      : null,
  };
}

const shortDay = cachedDateFormat({ year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** An ISO day (`YYYY-MM-DD`) in the reader's language. */
export const formatDay = (day: string, language: string): string => shortDay(new Date(`${day}T00:00:00Z`), language);
