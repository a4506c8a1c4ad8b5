import { index, integer, pgSequence, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { mediaImage } from '../files/files.schema.js';
import { account, company } from '../identity-provider/identity.schema.js';
import { product } from '../products/products.schema.js';

/**
 * The products a company owns (its installed base), for the product information. Kept apart
 * from the inventory on purpose: the product information only needs to know which products a company may read.
 */
export const companyProduct = pgTable(
  'company_product',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.companyId, t.productId] }), index('company_product_product_idx').on(t.productId)],
);

/** A manual of a product (the route's `contentid`), made of topics. English text (the documentation's language). */
export const productManual = pgTable(
  'product_manual',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_manual_product_idx').on(t.productId, t.sortIndex)],
);

/** A topic of a manual (the route's `topicid`): rich text, sanitized again whenever it is read. */
export const productManualTopic = pgTable(
  'product_manual_topic',
  {
    id: text('id').primaryKey(),
    manualId: text('manual_id')
      .notNull()
      .references(() => productManual.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_manual_topic_manual_idx').on(t.manualId, t.sortIndex)],
);

/** SPEC §3 Part: a spare part of a product, with its stock, availability in days and storage location. */
export const part = pgTable(
  'part',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    articleNumber: text('article_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    availabilityDays: integer('availability_days').notNull().default(0),
    location: text('location').notNull(),
    imageId: text('image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('part_article_number_idx').on(t.articleNumber), index('part_product_idx').on(t.productId)],
);

/** Quote numbers `Q-50001`, … (one sequence, so a number names one request). */
export const quoteNumberSeq = pgSequence('parts_quote_number_seq', { startWith: 50001 });

/**
 * A parts cart sent as a request for a quote. A signed-in customer's belongs to their company; a visitor's (SPEC
 * §1 public main site) has no company row: the company they typed, their telephone and country, and the hashed
 * address the public forms' rate limit counts are kept instead.
 */
export const partsQuoteRequest = pgTable(
  'parts_quote_request',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    companyId: uuid('company_id').references(() => company.id),
    visitorCompany: text('visitor_company'),
    visitorTelephone: text('visitor_telephone'),
    visitorCountry: text('visitor_country'),
    locale: text('locale'),
    ipHash: text('ip_hash'),
    botCheck: text('bot_check'),
    /** The sender; name and email are kept too, so the request survives the account. */
    accountId: uuid('account_id').references(() => account.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    note: text('note').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('parts_quote_request_company_idx').on(t.companyId, t.createdAt),
    index('parts_quote_request_ip_idx').on(t.ipHash, t.createdAt),
  ],
);

/** One line of a quote request; article number and name as they were when it was sent. */
export const partsQuoteRequestLine = pgTable(
  'parts_quote_request_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quoteRequestId: uuid('quote_request_id')
      .notNull()
      .references(() => partsQuoteRequest.id, { onDelete: 'cascade' }),
    partId: uuid('part_id').references(() => part.id, { onDelete: 'set null' }),
    articleNumber: text('article_number').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('parts_quote_request_line_request_idx').on(t.quoteRequestId, t.sortIndex)],
);

export type PartRow = typeof part.$inferSelect;
export type ProductManualRow = typeof productManual.$inferSelect;
export type ProductManualTopicRow = typeof productManualTopic.$inferSelect;
export type PartsQuoteRequestRow = typeof partsQuoteRequest.$inferSelect;
export type PartsQuoteRequestLineRow = typeof partsQuoteRequestLine.$inferSelect;
