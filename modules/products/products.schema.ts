import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { brand } from '../brands/brands.schema.js';
import { type Localized, mediaImage, storedFile } from '../files/files.schema.js';

export const PRODUCT_TYPES = ['product', 'service'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const PRODUCT_STATUSES = ['active', 'discontinued', 'cancelled'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** SPEC §3: a specification is Metric, Imperial or in no measurement system. */
export const SPEC_SYSTEMS = ['Metric', 'Imperial', 'None'] as const;
export type SpecSystem = (typeof SPEC_SYSTEMS)[number];
export const RELATION_TYPES = ['related', 'component', 'service'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

/**
 * SPEC §3 Classification: a tree under the top classifications products, services and smart-factory.
 * `supported_countries` empty means every country (SPEC §5: it limits which child classifications are listed).
 */
export const productClassification = pgTable(
  'product_classification',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => productClassification.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    imageId: text('image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
    supportedCountries: text('supported_countries').array().notNull().default([]),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex('product_classification_parent_slug_idx').on(t.parentId, t.slug)],
);

/** SPEC §3 Product reference and Product detail; texts per language, English the fallback. */
export const product = pgTable(
  'product',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    classificationId: text('classification_id')
      .notNull()
      .references(() => productClassification.id),
    brandId: text('brand_id')
      .notNull()
      .references(() => brand.id),
    type: text('type', { enum: PRODUCT_TYPES }).notNull().default('product'),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    sortIndex: integer('sort_index').notNull().default(0),
    supportedCountries: text('supported_countries').array().notNull().default([]),
    name: jsonb('name').$type<Localized>().notNull(),
    shortDescription: jsonb('short_description').$type<Localized>().notNull().default({}),
    /** Plain text; paragraphs separated by blank lines (no HTML is stored, so none needs sanitising). */
    longDescription: jsonb('long_description').$type<Localized>().notNull().default({}),
    videoUrl: text('video_url'),
    videoThumbnailImageId: text('video_thumbnail_image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
    videoAlt: jsonb('video_alt').$type<Localized>().notNull().default({}),
    ...timestamps,
  },
  (t) => [index('product_classification_idx').on(t.classificationId)],
);

export const productVariant = pgTable(
  'product_variant',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    /** The variant's article number in the product-information system: the catalogue import's natural key. */
    articleNumber: text('article_number'),
    sortIndex: integer('sort_index').notNull().default(0),
    nameMetric: text('name_metric').notNull(),
    nameImperial: text('name_imperial').notNull(),
    ...timestamps,
  },
  (t) => [
    index('product_variant_product_idx').on(t.productId),
    uniqueIndex('product_variant_article_number_idx').on(t.articleNumber),
  ],
);

/**
 * One specification of a product (variant_id null) or of one of its variants. `key` ties a metric value to the
 * product's own imperial value of the same quantity; without one, the imperial view converts the metric value.
 */
export const productSpecification = pgTable(
  'product_specification',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    variantId: text('variant_id').references(() => productVariant.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    name: jsonb('name').$type<Localized>().notNull(),
    value: text('value').notNull(),
    unit: text('unit'),
    measurementSystem: text('measurement_system', { enum: SPEC_SYSTEMS }).notNull().default('None'),
    ...timestamps,
  },
  (t) => [index('product_specification_product_idx').on(t.productId)],
);

export const productImage = pgTable(
  'product_image',
  {
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    imageId: text('image_id')
      .notNull()
      .references(() => mediaImage.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.productId, t.imageId] })],
);

/** SPEC §3 highlights; SPEC §5: only those with a name and an image or a video are shown. */
export const productHighlight = pgTable(
  'product_highlight',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull().default(0),
    name: jsonb('name').$type<Localized>().notNull().default({}),
    shortDescription: jsonb('short_description').$type<Localized>().notNull().default({}),
    longDescription: jsonb('long_description').$type<Localized>().notNull().default({}),
    imageId: text('image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
    videoUrl: text('video_url'),
    videoImageId: text('video_image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('product_highlight_product_idx').on(t.productId)],
);

export const productFile = pgTable(
  'product_file',
  {
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => storedFile.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.productId, t.fileId] })],
);

/** Related products, components and services of a product (SPEC §3 related lists). */
export const productRelation = pgTable(
  'product_relation',
  {
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    relatedProductId: text('related_product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    type: text('type', { enum: RELATION_TYPES }).notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedProductId, t.type] })],
);

/** SPEC §3 Capability; its slug is derived from the name (capability-slug.ts), so it is not stored. */
export const capability = pgTable('capability', {
  id: text('id').primaryKey(),
  sortIndex: integer('sort_index').notNull().default(0),
  name: jsonb('name').$type<Localized>().notNull(),
  description: jsonb('description').$type<Localized>().notNull().default({}),
  imageId: text('image_id').references(() => mediaImage.id, { onDelete: 'set null' }),
  ...timestamps,
});

export const productCapability = pgTable(
  'product_capability',
  {
    productId: text('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    capabilityId: text('capability_id')
      .notNull()
      .references(() => capability.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.capabilityId] }),
    index('product_capability_cap_idx').on(t.capabilityId),
  ],
);

export type ClassificationRow = typeof productClassification.$inferSelect;
export type ProductRow = typeof product.$inferSelect;
export type ProductVariantRow = typeof productVariant.$inferSelect;
export type ProductSpecificationRow = typeof productSpecification.$inferSelect;
export type ProductImageRow = typeof productImage.$inferSelect;
export type ProductHighlightRow = typeof productHighlight.$inferSelect;
export type ProductRelationRow = typeof productRelation.$inferSelect;
export type CapabilityRow = typeof capability.$inferSelect;
