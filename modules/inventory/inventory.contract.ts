import type { InventoryOptionDto } from './inventory.dto.js';
import type { InstalledMachineDto } from './inventory.dto.js';
import type { InventoryPageDto } from './inventory.dto.js';
// Wire shapes of the inventory: the company's installed machines. Types and constants only.

/** The columns the list sorts by; each ascending or descending (`serial-asc`, `commissioned-desc`, …). */
export const INVENTORY_SORT_FIELDS = ['serial', 'product', 'location', 'commissioned', 'warranty', 'software'] as const;
export type InventorySortField = (typeof INVENTORY_SORT_FIELDS)[number];

export const INVENTORY_SORTS = [
  'serial-asc',
  'serial-desc',
  'product-asc',
  'product-desc',
  'location-asc',
  'location-desc',
  'commissioned-asc',
  'commissioned-desc',
  'warranty-asc',
  'warranty-desc',
  'software-asc',
  'software-desc',
] as const satisfies readonly `${InventorySortField}-${'asc' | 'desc'}`[];
export type InventorySort = (typeof INVENTORY_SORTS)[number];
export const INVENTORY_DEFAULT_SORT: InventorySort = 'serial-asc';

export const INVENTORY_PAGE_SIZE = 10;
export const INVENTORY_MAX_PAGE_SIZE = 50;
/** Longest search text and filter value accepted (longer is a 400, not a silent cut). */
export const INVENTORY_SEARCH_MAX_LENGTH = 100;
export const INVENTORY_FILTER_MAX_LENGTH = 100;
/** The most rows one CSV export holds. */
export const INVENTORY_EXPORT_MAX_ROWS = 10_000;

/** Where the browser downloads the CSV export (same filter parameters as the page). */
export const INVENTORY_API_PATH = '/api/inventory';
export const INVENTORY_EXPORT_PATH = '/api/inventory/export.csv';

/** The list's query, validated (a bad one is a 400). `search`, `location`, `product` are '' when not given. */
export interface InventoryQuery {
  search: string;
  location: string;
  product: string;
  sort: InventorySort;
  page: number;
  pageSize: number;
}

/** The values the list filters by: the company's machine locations and products. */
export interface InventoryFilterOptions {
  locations: InventoryOptionDto[];
  products: InventoryOptionDto[];
}

interface InventoryViewBase {
  /** `/{locale}/{portal}`. */
  basePath: string;
  /** `/{locale}`: catalogue routes are shown under it. */
  localePrefix: string;
  /** True when the user may use the ticketing: the ticket links are shown only then. */
  canUseTickets: boolean;
  /** The slugs of the products whose parts list the user can open: the "Parts list" link is shown only for them. */
  partsLists: string[];
}

/** The inventory pages under the customer area (`…/inventory`, `…/inventory/old`). */
export interface InventoryViewPayloads {
  list: InventoryViewBase & { result: InventoryPageDto; query: InventoryQuery; options: InventoryFilterOptions };
  old: InventoryViewBase & { items: InstalledMachineDto[] };
  /** While the service-information upstream fails (issue 33): SPEC §8's apology. */
  unavailable: { basePath: string };
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    inventory: InventoryViewPayloads;
  }
}
