import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { mediaImage, storedFile, storedFileVersion } from '../files/files.schema.js';
import {
  capability,
  product,
  productCapability,
  productClassification,
  productFile,
  productHighlight,
  productImage,
  productRelation,
  productSpecification,
  productVariant,
} from './products.schema.js';

/** Image columns without the bytes. */
const imageColumns = {
  id: mediaImage.id,
  mimeType: mediaImage.mimeType,
  width: mediaImage.width,
  height: mediaImage.height,
  alternativeText: mediaImage.alternativeText,
  updatedAt: mediaImage.updatedAt,
};

/** SQL of the catalogue; rows as stored, the service decides what they mean. */
@Injectable()
export class ProductsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** `db`: another handle, such as the search indexer's transaction. */
  listClassifications(db: Database = this.db) {
    return db.select().from(productClassification).orderBy(asc(productClassification.sortIndex));
  }

  listProducts() {
    return this.db
      .select({
        id: product.id,
        slug: product.slug,
        classificationId: product.classificationId,
        brandId: product.brandId,
        type: product.type,
        status: product.status,
        supportedCountries: product.supportedCountries,
        name: product.name,
        shortDescription: product.shortDescription,
      })
      .from(product)
      .orderBy(asc(product.sortIndex), asc(product.slug));
  }

  /** Whole product rows (every text in every language), all or those with these slugs, for the search index. */
  listProductTexts(slugs?: readonly string[], db: Database = this.db) {
    return db
      .select()
      .from(product)
      .where(slugs ? inArray(product.slug, [...slugs]) : undefined);
  }

  listVariants() {
    return this.db
      .select({
        id: productVariant.id,
        productId: productVariant.productId,
        nameMetric: productVariant.nameMetric,
        nameImperial: productVariant.nameImperial,
      })
      .from(productVariant)
      .orderBy(asc(productVariant.sortIndex));
  }

  /** Every product image with its stored size and alt text (default image first). */
  listProductImages(productIds?: string[]) {
    return this.db
      .select({
        productId: productImage.productId,
        name: productImage.name,
        isDefault: productImage.isDefault,
        ...imageColumns,
      })
      .from(productImage)
      .innerJoin(mediaImage, eq(mediaImage.id, productImage.imageId))
      .where(productIds ? inArray(productImage.productId, productIds) : undefined)
      .orderBy(asc(productImage.productId), asc(productImage.sortIndex));
  }

  listImages(ids: string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db.select(imageColumns).from(mediaImage).where(inArray(mediaImage.id, ids));
  }

  listSpecifications(productId: string) {
    return this.db
      .select()
      .from(productSpecification)
      .where(eq(productSpecification.productId, productId))
      .orderBy(asc(productSpecification.sortIndex));
  }

  listHighlights(productId: string) {
    return this.db
      .select()
      .from(productHighlight)
      .where(eq(productHighlight.productId, productId))
      .orderBy(asc(productHighlight.sortIndex));
  }

  /** A product's documents with every language version (without the bytes). */
  listFiles(productId: string) {
    return this.db
      .select({
        fileId: storedFile.id,
        slug: storedFile.slug,
        type: storedFile.type,
        thumbnailImageId: storedFile.thumbnailImageId,
        language: storedFileVersion.language,
        name: storedFileVersion.name,
        extension: storedFileVersion.extension,
        sizeBytes: storedFileVersion.sizeBytes,
      })
      .from(productFile)
      .innerJoin(storedFile, eq(storedFile.id, productFile.fileId))
      .innerJoin(storedFileVersion, eq(storedFileVersion.fileId, storedFile.id))
      .where(eq(productFile.productId, productId))
      .orderBy(asc(productFile.sortIndex), asc(storedFileVersion.language));
  }

  listRelations(productId: string) {
    return this.db
      .select({ relatedProductId: productRelation.relatedProductId, type: productRelation.type })
      .from(productRelation)
      .where(eq(productRelation.productId, productId))
      .orderBy(asc(productRelation.sortIndex));
  }

  findProductBySlug(slug: string) {
    return this.db
      .select()
      .from(product)
      .where(eq(product.slug, slug))
      .then((rows) => rows[0]);
  }

  listCapabilities() {
    return this.db.select().from(capability).orderBy(asc(capability.sortIndex));
  }

  listProductCapabilities(productId?: string) {
    return this.db
      .select({ productId: productCapability.productId, capabilityId: productCapability.capabilityId })
      .from(productCapability)
      .where(productId ? eq(productCapability.productId, productId) : undefined);
  }
}
