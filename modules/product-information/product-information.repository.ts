import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { mediaImage } from '../files/files.schema.js';
import { product, productImage } from '../products/products.schema.js';
import {
  type PartRow,
  type PartsQuoteRequestLineRow,
  type PartsQuoteRequestRow,
  type ProductManualRow,
  type ProductManualTopicRow,
  companyProduct,
  part,
  partsQuoteRequest,
  partsQuoteRequestLine,
  productManual,
  productManualTopic,
} from './product-information.schema.js';

/** Whose products a reader sees: one company's installed base, or every product (internal employees). */
export type ProductScope = { kind: 'company'; companyId: string } | { kind: 'all' };

export interface InfoProductRow {
  id: string;
  slug: string;
  name: string;
  imageId: string | null;
  manualCount: number;
  partCount: number;
}

export interface PartWithProductRow extends PartRow {
  productSlug: string;
  productName: string;
  imageAlt: string | null;
}

export interface NewQuoteRequest {
  /** Null for a visitor's request (SPEC §1): then `visitor` holds what they typed. */
  companyId: string | null;
  visitor?: {
    company: string | null;
    telephone: string | null;
    country: string;
    locale: string;
    ipHash: string;
    botCheck: string;
  };
  accountId: string | null;
  contactName: string;
  contactEmail: string;
  note: string;
  lines: { partId: string; articleNumber: string; name: string; quantity: number }[];
}

/**
 * SQL of the product information and the quote requests, nothing else (STYLE: repositories). Every read of a
 * product, manual, topic or part takes the reader's scope and filters by it in the query itself: a customer never
 * reads what their company does not own.
 */
@Injectable()
export class ProductInformationRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (repository: ProductInformationRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ProductInformationRepository(tx as unknown as Database)));
  }

  /** The handle for other features' writes in the same transaction (the quote mail in the outbox). */
  get handle(): Database {
    return this.db;
  }

  /** The scope as a condition on `product.id` (queries of parts join their product). */
  private visible(scope: ProductScope): SQL | undefined {
    if (scope.kind === 'all') return undefined;
    return sql`exists (select 1 from ${companyProduct} where ${companyProduct.companyId} = ${scope.companyId} and ${companyProduct.productId} = "product"."id")`;
  }

  private productName(language: string): SQL<string> {
    return sql<string>`coalesce(${product.name}->>${language}, ${product.name}->>'en', ${product.slug})`;
  }

  /**
   * Drizzle writes the columns of a one-table select unqualified, also inside `sql` subqueries, where `"id"` would
   * name the subquery's own table: the product's id is spelt out.
   */
  private productColumns(language: string) {
    const productId = sql.raw('"product"."id"');
    return {
      id: product.id,
      slug: product.slug,
      name: this.productName(language),
      imageId: sql<
        string | null
      >`(select ${productImage.imageId} from ${productImage} where ${productImage.productId} = ${productId} order by ${productImage.isDefault} desc, ${productImage.sortIndex} limit 1)`,
      manualCount: sql<number>`(select count(*)::int from ${productManual} where ${productManual.productId} = ${productId})`,
      partCount: sql<number>`(select count(*)::int from ${part} where ${part.productId} = ${productId})`,
    };
  }

  /** The products in scope that have documentation or parts, by name. */
  async products(scope: ProductScope, language: string): Promise<InfoProductRow[]> {
    const rows = await this.db
      .select(this.productColumns(language))
      .from(product)
      .where(
        and(
          this.visible(scope),
          sql`(exists (select 1 from ${productManual} where ${productManual.productId} = "product"."id") or exists (select 1 from ${part} where ${part.productId} = "product"."id"))`,
        ),
      )
      .orderBy(asc(this.productName(language)));
    return rows.map((row) => ({ ...row, manualCount: Number(row.manualCount), partCount: Number(row.partCount) }));
  }

  async productBy(
    scope: ProductScope,
    language: string,
    key: { slug: string } | { id: string },
  ): Promise<InfoProductRow | undefined> {
    const [row] = await this.db
      .select(this.productColumns(language))
      .from(product)
      .where(and('slug' in key ? eq(product.slug, key.slug) : eq(product.id, key.id), this.visible(scope)))
      .limit(1);
    return row && { ...row, manualCount: Number(row.manualCount), partCount: Number(row.partCount) };
  }

  async manuals(productId: string): Promise<(ProductManualRow & { topicCount: number })[]> {
    const rows = await this.db
      .select({
        manual: productManual,
        topicCount: sql<number>`(select count(*)::int from ${productManualTopic} where ${productManualTopic.manualId} = "product_manual"."id")`,
      })
      .from(productManual)
      .where(eq(productManual.productId, productId))
      .orderBy(asc(productManual.sortIndex), asc(productManual.id));
    return rows.map((row) => ({ ...row.manual, topicCount: Number(row.topicCount) }));
  }

  async manual(productId: string, manualId: string): Promise<ProductManualRow | undefined> {
    const [row] = await this.db
      .select()
      .from(productManual)
      .where(and(eq(productManual.productId, productId), eq(productManual.id, manualId)))
      .limit(1);
    return row;
  }

  async topics(manualId: string): Promise<Pick<ProductManualTopicRow, 'id' | 'title'>[]> {
    return this.db
      .select({ id: productManualTopic.id, title: productManualTopic.title })
      .from(productManualTopic)
      .where(eq(productManualTopic.manualId, manualId))
      .orderBy(asc(productManualTopic.sortIndex), asc(productManualTopic.id));
  }

  async topic(manualId: string, topicId: string): Promise<ProductManualTopicRow | undefined> {
    const [row] = await this.db
      .select()
      .from(productManualTopic)
      .where(and(eq(productManualTopic.manualId, manualId), eq(productManualTopic.id, topicId)))
      .limit(1);
    return row;
  }

  private partColumns(language: string) {
    return {
      part,
      productSlug: product.slug,
      productName: this.productName(language),
      imageAlt: sql<
        string | null
      >`coalesce(${mediaImage.alternativeText}->>${language}, ${mediaImage.alternativeText}->>'en')`,
    };
  }

  private async partsWhere(scope: ProductScope, language: string, where: SQL): Promise<PartWithProductRow[]> {
    const rows = await this.db
      .select(this.partColumns(language))
      .from(part)
      .innerJoin(product, eq(product.id, part.productId))
      .leftJoin(mediaImage, eq(mediaImage.id, part.imageId))
      .where(and(where, this.visible(scope)))
      .orderBy(asc(part.sortIndex), asc(part.articleNumber));
    return rows.map(flatten);
  }

  async parts(scope: ProductScope, language: string, productId: string): Promise<PartWithProductRow[]> {
    return this.partsWhere(scope, language, eq(part.productId, productId));
  }

  /** Parts in scope among these ids (unknown or invisible ones are simply missing). */
  async partsByIds(scope: ProductScope, language: string, ids: readonly string[]): Promise<PartWithProductRow[]> {
    if (ids.length === 0) return [];
    return this.partsWhere(scope, language, inArray(part.id, [...ids]));
  }

  async insertQuoteRequest(input: NewQuoteRequest): Promise<PartsQuoteRequestRow> {
    const [created] = await this.db
      .insert(partsQuoteRequest)
      .values({
        number: sql`'Q-' || nextval('parts_quote_number_seq')`,
        companyId: input.companyId,
        accountId: input.accountId,
        contactName: input.contactName,
        contactEmail: input.contactEmail,
        note: input.note,
        ...(input.visitor
          ? {
              visitorCompany: input.visitor.company,
              visitorTelephone: input.visitor.telephone,
              visitorCountry: input.visitor.country,
              locale: input.visitor.locale,
              ipHash: input.visitor.ipHash,
              botCheck: input.visitor.botCheck,
            }
          : {}),
      })
      .returning();
    await this.db
      .insert(partsQuoteRequestLine)
      .values(input.lines.map((line, index) => ({ ...line, quoteRequestId: created!.id, sortIndex: index })));
    return created!;
  }

  /** Visitors' requests from one hashed address since a moment (the public forms' rate limit). */
  async visitorRequestsSince(ipHash: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(partsQuoteRequest)
      .where(and(eq(partsQuoteRequest.ipHash, ipHash), gte(partsQuoteRequest.createdAt, since)));
    return Number(row?.n ?? 0);
  }

  /** A stored request by id, whoever sent it. */
  async quoteRequestById(
    id: string,
  ): Promise<{ request: PartsQuoteRequestRow; lines: PartsQuoteRequestLineRow[] } | undefined> {
    const [request] = await this.db.select().from(partsQuoteRequest).where(eq(partsQuoteRequest.id, id)).limit(1);
    if (!request) return undefined;
    const lines = await this.db
      .select()
      .from(partsQuoteRequestLine)
      .where(eq(partsQuoteRequestLine.quoteRequestId, id))
      .orderBy(asc(partsQuoteRequestLine.sortIndex));
    return { request, lines };
  }

  async quoteRequest(
    companyId: string,
    id: string,
  ): Promise<{ request: PartsQuoteRequestRow; lines: PartsQuoteRequestLineRow[] } | undefined> {
    const [request] = await this.db
      .select()
      .from(partsQuoteRequest)
      .where(and(eq(partsQuoteRequest.companyId, companyId), eq(partsQuoteRequest.id, id)))
      .limit(1);
    if (!request) return undefined;
    const lines = await this.db
      .select()
      .from(partsQuoteRequestLine)
      .where(eq(partsQuoteRequestLine.quoteRequestId, id))
      .orderBy(asc(partsQuoteRequestLine.sortIndex));
    return { request, lines };
  }
}

function flatten(row: {
  part: PartRow;
  productSlug: string;
  productName: string;
  imageAlt: string | null;
}): PartWithProductRow {
  return { ...row.part, productSlug: row.productSlug, productName: row.productName, imageAlt: row.imageAlt };
}
