import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { preparedQuery } from '../../src/core/database/prepared-query.js';
import { product, productVariant } from '../products/products.schema.js';
import type { InventorySortField } from './inventory.contract.js';
import { installedMachine } from './inventory.schema.js';

export interface MachineListQuery {
  search?: string;
  location?: string;
  product?: string;
  sortField: InventorySortField;
  descending: boolean;
  offset: number;
  limit: number;
}

/** A machine row with what the list shows of its product, variant and service contract. */
export interface MachineListRow {
  id: string;
  serialNumber: string;
  productSlug: string;
  productName: string;
  variantName: string | null;
  locationCode: string;
  locationLabel: string;
  commissionedOn: string;
  warrantyEndsOn: string;
  serviceContractSlug: string | null;
  serviceContractName: string | null;
  softwareVersion: string;
  ticketMachine: string | null;
}

const contract = alias(product, 'contract');
/** Product names are per language; search and sort use the English one (model names rarely differ). */
const productName = sql<string>`coalesce(${product.name}->>'en', ${product.slug})`;
const contractName = sql<string | null>`coalesce(${contract.name}->>'en', ${contract.slug})`;

/** What a machine row reads (the list and the single machine alike). */
const MACHINE_COLUMNS = {
  id: installedMachine.id,
  serialNumber: installedMachine.serialNumber,
  productSlug: product.slug,
  productName,
  variantName: productVariant.nameMetric,
  locationCode: installedMachine.locationCode,
  locationLabel: installedMachine.locationLabel,
  commissionedOn: installedMachine.commissionedOn,
  warrantyEndsOn: installedMachine.warrantyEndsOn,
  serviceContractSlug: contract.slug,
  serviceContractName: contractName,
  softwareVersion: installedMachine.softwareVersion,
  ticketMachine: installedMachine.ticketMachine,
};

/** `%`, `_` and `\` are literal in a search text. */
const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** An option of the inventory's location and product filters. */
type Option = { value: string; label: string };

/**
 * The company's machine locations and products, each once, by label: one query for both lists (two ordered
 * aggregates), prepared once per database handle (the inventory page asks on every view). Columns are written
 * qualified: in a select without a table Drizzle would write them bare, and "id" would be ambiguous in the join.
 */
const filterOptions = preparedQuery((db) =>
  db
    .select({
      locations: sql<Option[]>`(select coalesce(jsonb_agg(jsonb_build_object('value', l.value, 'label', l.label)
      order by l.label, l.value), '[]'::jsonb) from (select distinct m.location_code as value,
      m.location_label as label from installed_machine m where m.company_id = ${sql.placeholder('companyId')}) l)`,
      products: sql<Option[]>`(select coalesce(jsonb_agg(jsonb_build_object('value', p.value, 'label', p.label)
      order by p.label, p.value), '[]'::jsonb) from (select distinct pr.slug as value,
      coalesce(pr.name->>'en', pr.slug) as label from installed_machine m inner join product pr on pr.id = m.product_id
      where m.company_id = ${sql.placeholder('companyId')}) p)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('inventory_filter_options'),
);

/**
 * SQL for installed machines, nothing else (STYLE: repositories). Every method takes the company id and filters by
 * it in the query itself: a customer never reads another company's machines.
 */
@Injectable()
export class InventoryRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(companyId: string, query: MachineListQuery): Promise<{ rows: MachineListRow[]; total: number }> {
    const pattern = query.search ? likePattern(query.search) : undefined;
    const where = and(
      eq(installedMachine.companyId, companyId),
      query.location ? eq(installedMachine.locationCode, query.location) : undefined,
      query.product ? eq(product.slug, query.product) : undefined,
      pattern
        ? or(
            ilike(installedMachine.serialNumber, pattern),
            ilike(productName, pattern),
            ilike(productVariant.nameMetric, pattern),
            ilike(installedMachine.locationLabel, pattern),
            ilike(installedMachine.softwareVersion, pattern),
            ilike(contractName, pattern),
          )
        : undefined,
    );
    const sortColumn: Record<InventorySortField, SQL | AnyPgColumn> = {
      serial: installedMachine.serialNumber,
      product: productName,
      location: installedMachine.locationLabel,
      commissioned: sql`${installedMachine.commissionedOn}`,
      warranty: sql`${installedMachine.warrantyEndsOn}`,
      software: installedMachine.softwareVersion,
    };
    const direction = query.descending ? desc : asc;
    // The total rides on every row (a window count): a page of the list is one query; only a page past the end has
    // no row to carry it and asks for the count alone.
    const found = await this.db
      .select({ ...MACHINE_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(installedMachine)
      .innerJoin(product, eq(product.id, installedMachine.productId))
      .leftJoin(productVariant, eq(productVariant.id, installedMachine.variantId))
      .leftJoin(contract, eq(contract.id, installedMachine.serviceContractId))
      .where(where)
      .orderBy(direction(sortColumn[query.sortField]), asc(installedMachine.serialNumber))
      .limit(query.limit)
      .offset(query.offset);
    const rows = found.map(({ total: _total, ...row }) => row);
    if (found.length > 0) return { rows, total: found[0]!.total };
    if (query.offset === 0) return { rows, total: 0 };
    const [totalRow] = await this.db
      .select({ total: count() })
      .from(installedMachine)
      .innerJoin(product, eq(product.id, installedMachine.productId))
      .leftJoin(productVariant, eq(productVariant.id, installedMachine.variantId))
      .leftJoin(contract, eq(contract.id, installedMachine.serviceContractId))
      .where(where);
    return { rows, total: Number(totalRow?.total ?? 0) };
  }

  /** One of the company's machines; undefined when it is missing or another company's. */
  async machine(companyId: string, id: string): Promise<MachineListRow | undefined> {
    const [row] = await this.db
      .select(MACHINE_COLUMNS)
      .from(installedMachine)
      .innerJoin(product, eq(product.id, installedMachine.productId))
      .leftJoin(productVariant, eq(productVariant.id, installedMachine.variantId))
      .leftJoin(contract, eq(contract.id, installedMachine.serviceContractId))
      .where(and(eq(installedMachine.companyId, companyId), eq(installedMachine.id, id)));
    return row;
  }

  /** The company's machine locations and products, each once, by label. */
  async filterValues(companyId: string): Promise<{
    locations: Option[];
    products: Option[];
  }> {
    const [row] = await filterOptions(this.db).execute({ companyId });
    // jsonb orders an object's keys its own way: rebuilt, so the options read as they always did (value, label).
    const locations = (row?.locations ?? []).map(({ value, label }) => ({ value, label }));
    const products = (row?.products ?? []).map(({ value, label }) => ({ value, label }));
    return { locations, products };
  }
}
