import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { mediaImage, storedFile } from '../files/files.schema.js';
import {
  capability,
  product,
  productCapability,
  productClassification,
  productFile,
  productImage,
  productSpecification,
  productVariant,
} from '../products/products.schema.js';

/** Keys per `IN (…)` list: far below PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;
/** Rows per INSERT: a few thousand parameters each. */
const INSERT_CHUNK = 250;

/** The tables an import writes, by the name the service uses. */
export const CATALOGUE_TABLES = {
  classification: productClassification,
  capability,
  product,
  variant: productVariant,
  specification: productSpecification,
  image: productImage,
  file: productFile,
  productCapability,
} as const;
export type CatalogueTable = keyof typeof CATALOGUE_TABLES;

/** SQL for the catalogue import, nothing else (STYLE: repositories); every call runs in the import's transaction. */
@Injectable()
export class CatalogueImportRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  /** A savepoint: a row that fails undoes its own writes only. */
  savepoint<T>(tx: Database, work: (sp: Database) => Promise<T>): Promise<T> {
    return tx.transaction((sp) => work(sp as unknown as Database));
  }

  listClassifications(tx: Database) {
    return tx.select().from(productClassification);
  }

  listCapabilities(tx: Database) {
    return tx.select().from(capability);
  }

  productsBySlugs(tx: Database, slugs: string[]) {
    return inChunks(slugs, (part) => tx.select().from(product).where(inArray(product.slug, part)));
  }

  variantsByArticleNumbers(tx: Database, articleNumbers: string[]) {
    return inChunks(articleNumbers, (part) =>
      tx.select().from(productVariant).where(inArray(productVariant.articleNumber, part)),
    );
  }

  specificationsOf(tx: Database, productIds: string[]) {
    return inChunks(productIds, (part) =>
      tx.select().from(productSpecification).where(inArray(productSpecification.productId, part)),
    );
  }

  imagesOf(tx: Database, productIds: string[]) {
    return inChunks(productIds, (part) => tx.select().from(productImage).where(inArray(productImage.productId, part)));
  }

  filesOf(tx: Database, productIds: string[]) {
    return inChunks(productIds, (part) => tx.select().from(productFile).where(inArray(productFile.productId, part)));
  }

  capabilitiesOf(tx: Database, productIds: string[]) {
    return inChunks(productIds, (part) =>
      tx.select().from(productCapability).where(inArray(productCapability.productId, part)),
    );
  }

  /** Which of these media-library images exist (ids only: never the bytes). */
  async existingImageIds(tx: Database, ids: string[]): Promise<Set<string>> {
    const rows = await inChunks(ids, (part) =>
      tx.select({ id: mediaImage.id }).from(mediaImage).where(inArray(mediaImage.id, part)),
    );
    return new Set(rows.map((row) => row.id));
  }

  storedFilesBySlugs(tx: Database, slugs: string[]) {
    return inChunks(slugs, (part) =>
      tx.select({ id: storedFile.id, slug: storedFile.slug }).from(storedFile).where(inArray(storedFile.slug, part)),
    );
  }

  /** Inserts rows in statements of INSERT_CHUNK rows (no round trip per row). */
  async insertMany(tx: Database, table: CatalogueTable, rows: Record<string, unknown>[]): Promise<void> {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await tx.insert(CATALOGUE_TABLES[table] as PgTable).values(rows.slice(start, start + INSERT_CHUNK) as never);
    }
  }

  /** Updates the row whose key columns hold these values. */
  async update(tx: Database, table: CatalogueTable, key: Record<string, unknown>, values: Record<string, unknown>) {
    const target = CATALOGUE_TABLES[table] as PgTable;
    await tx
      .update(target)
      .set(values as never)
      .where(whereKey(target, key));
  }

  async delete(tx: Database, table: CatalogueTable, key: Record<string, unknown>): Promise<void> {
    const target = CATALOGUE_TABLES[table] as PgTable;
    await tx.delete(target).where(whereKey(target, key));
  }
}

function whereKey(table: PgTable, key: Record<string, unknown>): SQL | undefined {
  const columns = table as unknown as Record<string, PgColumn>;
  return and(...Object.entries(key).map(([name, value]) => eq(columns[name]!, value)));
}

async function inChunks<K, R>(keys: K[], query: (part: K[]) => Promise<R[]>): Promise<R[]> {
  const unique = [...new Set(keys)];
  const rows: R[] = [];
  for (let start = 0; start < unique.length; start += CHUNK)
    rows.push(...(await query(unique.slice(start, start + CHUNK))));
  return rows;
}
