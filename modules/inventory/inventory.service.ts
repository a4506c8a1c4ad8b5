import type { InstalledMachineDto } from './inventory.dto.js';
import type { InventoryPageDto } from './inventory.dto.js';
import { Injectable } from '@nestjs/common';
import type { UserProfile } from '../identity-provider/index.js';
import { ProductsService } from '../products/index.js';
import {
  INVENTORY_DEFAULT_SORT,
  INVENTORY_EXPORT_MAX_ROWS,
  INVENTORY_FILTER_MAX_LENGTH,
  INVENTORY_MAX_PAGE_SIZE,
  INVENTORY_PAGE_SIZE,
  INVENTORY_SEARCH_MAX_LENGTH,
  INVENTORY_SORTS,
  type InventoryFilterOptions,
  type InventoryQuery,
  type InventorySortField,
} from './inventory.contract.js';
import { InventoryErrors } from './inventory.errors.js';
import type { InventoryPort } from './inventory.port.js';
import { type MachineListRow, InventoryRepository } from './inventory.repository.js';

/** SPEC §6: only users whose asset-database role is active see the inventory. */
export const INVENTORY_ROLE = 'kmx_int_assetdb_active';

const WHOLE_NUMBER = /^\d{1,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the caller may set: `pageSize` only through the API (the page uses the default). */
export interface ParseOptions {
  allowPageSize?: boolean;
}

type Catalogue = Awaited<ReturnType<ProductsService['catalogue']>>;

/**
 * The rules of the inventory; every read is the user's company's. The `builtin` InventoryPort (issue 33): no
 * lifecycle hooks here, Nest would call them once per token.
 */
@Injectable()
export class InventoryService implements InventoryPort {
  constructor(
    private readonly repository: InventoryRepository,
    private readonly products: ProductsService,
  ) {}

  /** True when the user may see the inventory (SPEC §4 services from roles: asset database active). */
  static canUse(user: UserProfile): boolean {
    return user.roles.includes(INVENTORY_ROLE) && user.companyId !== '';
  }

  private companyOf(user: UserProfile): string {
    if (!InventoryService.canUse(user)) throw InventoryErrors.ServiceNotActive();
    return user.companyId;
  }

  /**
   * The list's query string, validated: an unknown sort key, a page that is not a whole number from 1, a page
   * size out of 1–50, an over-long search or filter, or a parameter given twice is a 400 with a message.
   */
  static parseQuery(params: URLSearchParams, options: ParseOptions = {}): InventoryQuery {
    const one = (name: string): string | undefined => {
      const values = params.getAll(name);
      if (values.length > 1) throw InventoryErrors.InvalidQuery(`Parameter ${name} is given more than once`);
      return values[0];
    };
    const search = (one('q') ?? '').trim();
    if (search.length > INVENTORY_SEARCH_MAX_LENGTH) {
      throw InventoryErrors.InvalidQuery(`The search text is longer than ${INVENTORY_SEARCH_MAX_LENGTH} characters`);
    }
    const filter = (name: 'location' | 'product'): string => {
      const value = (one(name) ?? '').trim();
      if (value.length > INVENTORY_FILTER_MAX_LENGTH) {
        throw InventoryErrors.InvalidQuery(
          `The ${name} filter is longer than ${INVENTORY_FILTER_MAX_LENGTH} characters`,
        );
      }
      return value;
    };
    const location = filter('location');
    const product = filter('product');
    const sortText = one('sort');
    const sort =
      sortText === undefined || sortText === '' ? INVENTORY_DEFAULT_SORT : INVENTORY_SORTS.find((s) => s === sortText);
    if (!sort) {
      throw InventoryErrors.InvalidQuery(
        `Unknown sort key "${(sortText ?? '').slice(0, 40)}"; use one of ${INVENTORY_SORTS.join(', ')}`,
      );
    }
    const pageText = one('page');
    const page = pageText === undefined || pageText === '' ? 1 : WHOLE_NUMBER.test(pageText) ? Number(pageText) : 0;
    if (page < 1) throw InventoryErrors.InvalidQuery('The page must be a whole number from 1');
    const sizeText = options.allowPageSize ? one('pageSize') : undefined;
    const pageSize =
      sizeText === undefined || sizeText === ''
        ? INVENTORY_PAGE_SIZE
        : WHOLE_NUMBER.test(sizeText)
          ? Number(sizeText)
          : 0;
    if (pageSize < 1 || pageSize > INVENTORY_MAX_PAGE_SIZE) {
      throw InventoryErrors.InvalidQuery(`The page size must be a whole number from 1 to ${INVENTORY_MAX_PAGE_SIZE}`);
    }
    return { search, location, product, sort, page, pageSize };
  }

  /** One page of the company's machines; a page after the last (there is always page 1) is a 400. */
  async list(user: UserProfile, query: InventoryQuery, language: string): Promise<InventoryPageDto> {
    const companyId = this.companyOf(user);
    const [catalogue, { rows, total }] = await Promise.all([
      this.products.catalogue(language),
      this.repository.list(companyId, {
        ...this.filterOf(query),
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      }),
    ]);
    const pages = Math.max(1, Math.ceil(total / query.pageSize));
    if (query.page > pages) {
      throw InventoryErrors.InvalidQuery(
        `Page ${query.page} is out of range: there ${pages === 1 ? 'is 1 page' : `are ${pages} pages`}`,
      );
    }
    const products = productsBySlug(catalogue);
    return { items: rows.map((row) => toMachine(row, products)), total, page: query.page, pageSize: query.pageSize };
  }

  /** Every machine the query matches (no paging; at most INVENTORY_EXPORT_MAX_ROWS): the CSV export, the old view. */
  async all(user: UserProfile, query: InventoryQuery, language: string): Promise<InstalledMachineDto[]> {
    const companyId = this.companyOf(user);
    const [catalogue, { rows }] = await Promise.all([
      this.products.catalogue(language),
      this.repository.list(companyId, { ...this.filterOf(query), offset: 0, limit: INVENTORY_EXPORT_MAX_ROWS }),
    ]);
    const products = productsBySlug(catalogue);
    return rows.map((row) => toMachine(row, products));
  }

  /** One of the company's machines; another company's is as unknown as a missing one (404). */
  async machine(user: UserProfile, id: string, language: string): Promise<InstalledMachineDto> {
    const companyId = this.companyOf(user);
    const [catalogue, row] = await Promise.all([
      this.products.catalogue(language),
      UUID.test(id) ? this.repository.machine(companyId, id) : undefined,
    ]);
    if (!row) throw InventoryErrors.MachineNotFound();
    return toMachine(row, productsBySlug(catalogue));
  }

  /** The company's locations and products to filter by; product names in the page's language. */
  async filterOptions(user: UserProfile, language: string): Promise<InventoryFilterOptions> {
    const companyId = this.companyOf(user);
    const [catalogue, values] = await Promise.all([
      this.products.catalogue(language),
      this.repository.filterValues(companyId),
    ]);
    const names = new Map(catalogue.products.map((p) => [p.slug, p.name]));
    return {
      locations: values.locations,
      products: values.products.map((p) => ({ value: p.value, label: names.get(p.value) || p.label })),
    };
  }

  private filterOf(query: InventoryQuery) {
    const [field, direction] = query.sort.split('-') as [InventorySortField, 'asc' | 'desc'];
    return {
      search: query.search || undefined,
      location: query.location || undefined,
      product: query.product || undefined,
      sortField: field,
      descending: direction === 'desc',
    };
  }
}

type CatalogueProduct = Catalogue['products'][number];

/** The catalogue's products by slug: looked up twice per machine row, where a scan of the catalogue each added up. */
function productsBySlug(catalogue: Catalogue): Map<string, CatalogueProduct> {
  const bySlug = new Map<string, CatalogueProduct>();
  // The first product of a slug wins, as a scan finds it.
  for (const product of catalogue.products) if (!bySlug.has(product.slug)) bySlug.set(product.slug, product);
  return bySlug;
}

/** Explicit mapping: the company id never leaves the server (STYLE); names and routes from the catalogue index. */
function toMachine(row: MachineListRow, products: Map<string, CatalogueProduct>): InstalledMachineDto {
  const productOf = (slug: string, fallbackName: string) => {
    const found = products.get(slug);
    return { slug, name: found?.name || fallbackName, route: found ? `/${found.path}` : null };
  };
  return {
    id: row.id,
    serialNumber: row.serialNumber,
    product: productOf(row.productSlug, row.productName),
    variant: row.variantName ?? '',
    location: { value: row.locationCode, label: row.locationLabel },
    commissionedOn: row.commissionedOn,
    warrantyEndsOn: row.warrantyEndsOn,
    serviceContract: row.serviceContractSlug
      ? productOf(row.serviceContractSlug, row.serviceContractName ?? row.serviceContractSlug)
      : null,
    softwareVersion: row.softwareVersion,
    ticketMachine: row.ticketMachine,
  };
}
