import { Inject, Injectable } from '@nestjs/common';
import { type SQL, type SQLWrapper, and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { preparedByShape, preparedQuery } from '../../src/core/database/prepared-query.js';
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

/** Which filters and order a list request has: each combination is one prepared statement (2 × 2 × 2 × 6 × 2 = 96). */
interface MachineListShape {
  location: boolean;
  product: boolean;
  search: boolean;
  sortField: InventorySortField;
  descending: boolean;
}

const listShapeOf = (query: MachineListQuery): MachineListShape => ({
  location: !!query.location,
  product: !!query.product,
  search: !!query.search,
  sortField: query.sortField,
  descending: query.descending,
});

/** What the list sorts by, per sort field (the serial number breaks ties). */
const SORT_COLUMNS: Record<InventorySortField, SQL | AnyPgColumn> = {
  serial: installedMachine.serialNumber,
  product: productName,
  location: installedMachine.locationLabel,
  commissioned: sql`${installedMachine.commissionedOn}`,
  warranty: sql`${installedMachine.warrantyEndsOn}`,
  software: installedMachine.softwareVersion,
};

/** The values a list's conditions bind: the company, and the filters its shape has. */
interface MachineListValues {
  companyId: string;
  location?: string;
  product?: string;
  pattern?: string;
}

/** The list's conditions: placeholders for a prepared statement, or (`values`) the values themselves. */
function listConditions(shape: MachineListShape, values?: MachineListValues): SQL | undefined {
  // A value given is a filter the shape has (listShapeOf): never undefined where it is read.
  const value = (name: keyof MachineListValues): SQLWrapper => (values ? sql`${values[name]!}` : sql.placeholder(name));
  return and(
    eq(installedMachine.companyId, value('companyId')),
    shape.location ? eq(installedMachine.locationCode, value('location')) : undefined,
    shape.product ? eq(product.slug, value('product')) : undefined,
    shape.search
      ? or(
          ilike(installedMachine.serialNumber, value('pattern')),
          ilike(productName, value('pattern')),
          ilike(productVariant.nameMetric, value('pattern')),
          ilike(installedMachine.locationLabel, value('pattern')),
          ilike(installedMachine.softwareVersion, value('pattern')),
          ilike(contractName, value('pattern')),
        )
      : undefined,
  );
}

/**
 * The machine list of one shape, prepared once per database handle: the inventory page runs it on every view, and
 * building its SQL (three joins, thirteen columns, six search conditions) was work repeated on every request.
 */
const machineList = preparedByShape(
  (shape: MachineListShape) =>
    `inventory_list_${shape.location ? 'l' : ''}${shape.product ? 'p' : ''}${shape.search ? 's' : ''}_` +
    `${shape.sortField}_${shape.descending ? 'desc' : 'asc'}`,
  machineListQuery,
);

function machineListQuery(shape: MachineListShape, name: string) {
  const direction = shape.descending ? desc : asc;
  // The total rides on every row (a window count): a page of the list is one query; only a page past the end has
  // no row to carry it and asks for the count alone.
  return preparedQuery((db) =>
    db
      .select({ ...MACHINE_COLUMNS, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(installedMachine)
      .innerJoin(product, eq(product.id, installedMachine.productId))
      .leftJoin(productVariant, eq(productVariant.id, installedMachine.variantId))
      .leftJoin(contract, eq(contract.id, installedMachine.serviceContractId))
      .where(listConditions(shape))
      .orderBy(direction(SORT_COLUMNS[shape.sortField]), asc(installedMachine.serialNumber))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}

/** One of the company's machines, prepared once per database handle (the machine page reads it on every view). */
const findMachine = preparedQuery((db) =>
  db
    .select(MACHINE_COLUMNS)
    .from(installedMachine)
    .innerJoin(product, eq(product.id, installedMachine.productId))
    .leftJoin(productVariant, eq(productVariant.id, installedMachine.variantId))
    .leftJoin(contract, eq(contract.id, installedMachine.serviceContractId))
    .where(
      and(eq(installedMachine.companyId, sql.placeholder('companyId')), eq(installedMachine.id, sql.placeholder('id'))),
    )
    .prepare('inventory_machine'),
);

/**
 * SQL for installed machines, nothing else (STYLE: repositories). Every method takes the company id and filters by
 * it in the query itself: a customer never reads another company's machines.
 */
@Injectable()
export class InventoryRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(companyId: string, query: MachineListQuery): Promise<{ rows: MachineListRow[]; total: number }> {
    const shape = listShapeOf(query);
    const values: MachineListValues = {
      companyId,
      location: query.location,
      product: query.product,
      pattern: query.search ? likePattern(query.search) : undefined,
    };
    const found = await machineList(shape)(this.db).execute({
      ...values,
      location: values.location ?? null,
      product: values.product ?? null,
      pattern: values.pattern ?? null,
      limit: query.limit,
      offset: query.offset,
    });
    const rows = found.map(({ total: _total, ...row }) => row);
    if (found.length > 0) return { rows, total: found[0]!.total };
    if (query.offset === 0) return { rows, total: 0 };
    const [totalRow] = await this.db
      .select({ total: count() })
      .from(installedMachine)
      .innerJoin(product, eq(product.id, installedMachine.productId))
      .leftJoin(productVariant, eq(productVariant.id, installedMachine.variantId))
      .leftJoin(contract, eq(contract.id, installedMachine.serviceContractId))
      .where(listConditions(shape, values));
    return { rows, total: Number(totalRow?.total ?? 0) };
  }

  /** One of the company's machines; undefined when it is missing or another company's. */
  async machine(companyId: string, id: string): Promise<MachineListRow | undefined> {
    const [row] = await findMachine(this.db).execute({ companyId, id });
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
