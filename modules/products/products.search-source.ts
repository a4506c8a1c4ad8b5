import { Injectable } from '@nestjs/common';
import type { Database } from '../../src/core/database/database.js';
import type { SearchDocumentInput, SearchSource, SearchSourceFilter } from '../search-index/index.js';
import { buildCatalogueIndex } from './catalogue-index.js';
import { ProductsRepository } from './products.repository.js';
import type { ClassificationRow } from './products.schema.js';

/** The catalogue lives on the main site (SPEC §6: its basket too). */
const MAIN_SITE_ID = 'main';

const languagesOf = (...texts: Record<string, string>[]) => [...new Set(texts.flatMap((t) => Object.keys(t)))];

/**
 * Products for the search index (docs/search.md), one document per language the product has texts in. Products
 * limited to some countries are left out: the index has no country, and a result must not lead to a 404.
 */
@Injectable()
export class ProductSearchSource implements SearchSource {
  readonly type = 'product' as const;
  readonly version = 1;

  constructor(private readonly repository: ProductsRepository) {}

  async listDocuments(db: Database, filter: SearchSourceFilter): Promise<SearchDocumentInput[]> {
    if (filter.siteId && filter.siteId !== MAIN_SITE_ID) return [];
    const [classifications, products] = await Promise.all([
      this.repository.listClassifications(db),
      this.repository.listProductTexts(filter.sourceKeys, db),
    ]);
    const paths = classificationPaths(classifications);
    return products.flatMap((row) => {
      const path = paths.get(row.classificationId);
      if (!path || row.supportedCountries.length > 0) return [];
      return languagesOf(row.name, row.shortDescription).map((language) => ({
        type: 'product' as const,
        sourceKey: row.slug,
        siteId: MAIN_SITE_ID,
        language,
        title: row.name[language] ?? row.name.en ?? row.slug,
        description: row.shortDescription[language] ?? row.shortDescription.en ?? '',
        body: row.longDescription[language] ?? row.longDescription.en ?? '',
        path: `/${path}/${row.slug}`,
      }));
    });
  }
}

/** Classifications for the search index; those limited to some countries are left out, like products. */
@Injectable()
export class ClassificationSearchSource implements SearchSource {
  readonly type = 'classification' as const;
  readonly version = 1;

  constructor(private readonly repository: ProductsRepository) {}

  async listDocuments(db: Database, filter: SearchSourceFilter): Promise<SearchDocumentInput[]> {
    if (filter.siteId && filter.siteId !== MAIN_SITE_ID) return [];
    const classifications = await this.repository.listClassifications(db);
    const paths = classificationPaths(classifications);
    return classifications.flatMap((row) => {
      if (row.supportedCountries.length > 0 || (filter.sourceKeys && !filter.sourceKeys.includes(row.id))) return [];
      return languagesOf(row.name).map((language) => ({
        type: 'classification' as const,
        sourceKey: row.id,
        siteId: MAIN_SITE_ID,
        language,
        title: row.name[language] ?? row.name.en ?? row.slug,
        description: row.description[language] ?? row.description.en ?? '',
        path: `/${paths.get(row.id)}`,
      }));
    });
  }
}

/** Each classification's path of slugs (`products/crimping/...`), from the classification rows alone. */
function classificationPaths(classifications: ClassificationRow[]): Map<string, string> {
  const empty = {
    products: [],
    variants: [],
    productImages: [],
    images: [],
    capabilities: [],
    productCapabilities: [],
    brands: [],
  };
  const index = buildCatalogueIndex({ classifications, ...empty }, 'en');
  return new Map(index.classifications.map((c) => [c.id, c.path]));
}
