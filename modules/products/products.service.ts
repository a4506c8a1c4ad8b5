import type { LineageItemDto } from './products.dto.js';
import type { ProductReferenceDto } from './products.dto.js';
import type { ClassificationSummaryDto } from './products.dto.js';
import type { CompareResponseDto } from './products.dto.js';
import type { ProductSearchResultDto } from '../search/search.dto.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { formatNumbersIn } from '../../i18n/index.js';
import { UI_LANGUAGES } from '../../i18n/languages.js';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { LocaleResponse } from '../locales/index.js';
import { LOCALES_SOURCE, type LocalesSource } from '../locales/index.js';
import { SearchIndexer } from '../search-index/index.js';
import {
  type CatalogueIndex,
  type IndexedClassification,
  type IndexedProduct,
  PLACEHOLDER_CLASSIFICATION_SLUG,
  indexCatalogue,
  isVisibleIn,
} from './catalogue-index.js';
import { type SpecRecord, compareTable, comparisonCandidates, specificationsIn } from './compare-table.js';
import {
  type SpecificationRow,
  type MeasurementSystem,
  PRODUCT_SEARCH_NOT_FOUND,
  type ProductDetail,
  type SpecificationTables,
} from './products.contract.js';
import { ProductsErrors } from './products.errors.js';
import type { RelationType } from './products.schema.js';
import { type CapabilityPages, PRODUCT_SOURCE, type ProductDetailData, type ProductSource } from './product-source.js';

export type { CapabilityPages } from './product-source.js';

/** Every dimension a cached value depends on (STYLE: key builders). */
export const catalogueKey = (language: string) => `catalogue:${language}`;
export const productDetailKey = (language: string, slug: string) => `product-detail:${language}:${slug}`;

/** Where a visitor is: the language of the texts, the country for visibility, the URL prefix of routes. */
export interface CatalogueContext {
  language: string;
  country: string;
  /** `/{locale}` or `/{locale}/{site-slug}`. */
  prefix: string;
}

/** What a catalogue write changed (natural keys for products, ids for the rest). */
export interface CatalogueChanges {
  productSlugs: string[];
  classificationIds: string[];
  capabilityIds: string[];
}

export interface CompareItem {
  slug: string;
  variantId: string | null;
}

@Injectable()
export class ProductsService {
  /**
   * Product details as built for a page (work done once per cache entry, not per request): keyed by
   * language, slug and context, and valid while the cached catalogue index and detail record they were built from
   * are the ones the data cache returns (with Redis every read is a new object, so nothing is reused there).
   */
  private readonly builtDetails = new LRUCache<
    string,
    { index: CatalogueIndex; detail: ProductDetailData; built: ProductDetail }
  >({ max: 500 });
  private readonly logger = new Logger(ProductsService.name);

  constructor(
    @Inject(PRODUCT_SOURCE) private readonly source: ProductSource,
    @Inject(LOCALES_SOURCE) private readonly locales: LocalesSource,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    private readonly invalidation: PageCacheInvalidation,
    private readonly searchIndexer: SearchIndexer,
  ) {}

  /**
   * After a write to the catalogue has committed (the catalogue import): re-reads the changed products and
   * classifications into the search index and forgets the cached catalogue, the changed products' details and the
   * rendered pages that show catalogue data (by the products' listing tag); pages without products stay cached.
   */
  async catalogueChanged(changes: CatalogueChanges): Promise<void> {
    const languages = new Set<string>([...UI_LANGUAGES, ...(await this.locales.listLanguages()).map((l) => l.code)]);
    const keys = [...languages].flatMap((language) => [
      catalogueKey(language),
      ...changes.productSlugs.map((slug) => productDetailKey(language, slug)),
    ]);
    await Promise.all(keys.map((key) => this.cache.deleteInEveryScope(key)));
    this.builtDetails.clear();
    await this.searchIndexer.refresh('product', changes.productSlugs);
    await this.searchIndexer.refresh('classification', changes.classificationIds);
    // Also what instances rendering from this one forget (modules/cache-webhooks passes the tags on).
    await this.invalidation.listingChanged('product');
  }

  /** The catalogue of one language (classifications, product references, capabilities), cached. */
  catalogue(language: string): Promise<CatalogueIndex> {
    return this.cache.getOrLoad(catalogueKey(language), async () => {
      // One catalogue for every page that shows products: a catalogue change forgets them all.
      tagCacheEntry(CacheTags.listing('product'));
      return indexCatalogue(await this.source.catalogue(language));
    });
  }

  /**
   * Each capability page (`/{locale}/capabilities/{slug}`) in the languages the capability is
   * named in (its slug there), and when it last changed. Other languages show the English name: not listed.
   */
  capabilityPages(): Promise<CapabilityPages[]> {
    // Not cached here: its one caller, the sitemap model, is cached itself (seo.service.ts).
    return this.source.capabilityPages();
  }

  /** The locale of a URL code (`en`, `de-ch`), or a 400. */
  async localeByUrlCode(urlCode: string): Promise<LocaleResponse> {
    const locale = (await this.locales.listLocales()).find((l) => l.urlCode === urlCode.toLowerCase());
    if (!locale) throw ProductsErrors.UnknownLocale(urlCode);
    return locale;
  }

  contextOf(locale: LocaleResponse, siteSlug: string | null = null): CatalogueContext {
    return {
      language: locale.language,
      country: locale.country,
      prefix: `/${locale.urlCode}${siteSlug ? `/${siteSlug}` : ''}`,
    };
  }

  /** SPEC §9: the measurement system of a country (Metric when it has none or is international). */
  async defaultMeasurementSystem(country: string): Promise<MeasurementSystem> {
    const countries = await this.locales.listCountries();
    return countries.find((c) => c.code === country)?.defaultMeasurementSystem ?? 'Metric';
  }

  /** SPEC §7.3 product data for a product-data (sis) code: every classification and product in its language. */
  async productData(sisCode: string, country: string | undefined) {
    const locales = await this.locales.listLocales();
    const locale =
      locales.find((l) => l.sisCode === sisCode && l.isInternational) ?? locales.find((l) => l.sisCode === sisCode);
    if (!locale) throw ProductsErrors.UnknownSisCode(sisCode);
    const context = { ...this.contextOf(locale), country: country ?? 'ALL' };
    const index = await this.catalogue(locale.language);
    return {
      sisCode,
      language: locale.language,
      classifications: index.classifications.map((c) => ({
        ...this.classificationSummary(c, context),
        parentSlug: index.classifications.find((p) => p.id === c.parentId)?.slug ?? null,
        lineage: this.lineage(index, c, context),
      })),
      products: index.products
        .filter((p) => isVisibleIn(context.country, p.supportedCountries))
        .map((p) => this.reference(index, p, context)),
    };
  }

  /** SPEC §7.5 basket lookups: products by slugs; unknown or hidden ones are skipped with a warning (SPEC §8). */
  async productsBySlugs(slugs: string[], context: CatalogueContext): Promise<ProductReferenceDto[]> {
    const index = await this.catalogue(context.language);
    const references = slugs.flatMap((slug) => {
      const found = index.products.find((p) => p.slug === slug);
      if (!found || !isVisibleIn(context.country, found.supportedCountries)) {
        this.logger.warn(`product ${slug} missing in region ${context.country}; skipped`);
        return [];
      }
      return [this.reference(index, found, context)];
    });
    // SPEC §8: an empty product lookup is logged only; the caller gets an empty list.
    if (references.length === 0) this.logger.log(`No products found for ${slugs.length} slug(s)`);
    return references;
  }

  /** SPEC §5: products of a classification offered for a comparison, given the slugs already in the basket. */
  async candidates(
    classificationSlug: string,
    basketSlugs: string[],
    context: CatalogueContext,
  ): Promise<ProductReferenceDto[]> {
    const index = await this.catalogue(context.language);
    const classification = index.classifications.find((c) => c.slug === classificationSlug);
    if (!classification) throw ProductsErrors.UnknownClassification(classificationSlug);
    const products = index.products.filter(
      (p) => p.classificationId === classification.id && isVisibleIn(context.country, p.supportedCountries),
    );
    return comparisonCandidates(
      products.map((p) => this.reference(index, p, context)),
      basketSlugs,
    );
  }

  /** SPEC §5 detail comparison of products (each with a chosen variant) in a measurement system. */
  async compare(
    items: CompareItem[],
    system: MeasurementSystem,
    hideIdentical: boolean,
    context: CatalogueContext,
  ): Promise<CompareResponseDto> {
    const index = await this.catalogue(context.language);
    const columns = (
      await Promise.all(
        items.map(async (item) => {
          const found = index.products.find((p) => p.slug === item.slug);
          if (!found || !isVisibleIn(context.country, found.supportedCountries)) return undefined;
          const detail = await this.detailRecord(context.language, item.slug);
          if (!detail) return undefined;
          const variant = found.variants.find((v) => v.id === item.variantId) ?? found.variants[0] ?? null;
          return { found, detail, variant };
        }),
      )
    ).filter((column) => column !== undefined);
    const rows = compareTable(
      columns.map(({ detail, variant }) => specificationsIn(detail.specs, system, variant?.id ?? null)),
      hideIdentical,
    );
    return {
      measurementSystem: system,
      hideIdentical,
      comparable: columns.length > 1,
      products: columns.map(({ found, variant }) => ({
        slug: found.slug,
        name: found.name,
        route: `${context.prefix}/${found.path}`,
        brand: found.brand.name,
        image: found.image,
        variant: variant
          ? { id: variant.id, name: system === 'Imperial' ? variant.nameImperial : variant.nameMetric }
          : null,
      })),
      rows: rows.map((row) => ({
        ...row,
        values: row.values.map((value) => (value === null ? null : formatNumbersIn(value, context.language))),
      })),
    };
  }

  /** The product detail at a classification path, or undefined when it is not there or not offered here. */
  async productDetail(
    index: CatalogueIndex,
    found: IndexedProduct,
    context: CatalogueContext,
  ): Promise<ProductDetail | undefined> {
    const detail = await this.detailRecord(context.language, found.slug);
    if (!detail) return undefined;
    const key = `${context.language}|${found.slug}|${context.country}|${context.prefix}`;
    const memo = this.builtDetails.get(key);
    if (memo && memo.index === index && memo.detail === detail) return memo.built;
    const built = this.buildProductDetail(index, found, detail, context);
    this.builtDetails.set(key, { index, detail, built });
    return built;
  }

  private buildProductDetail(
    index: CatalogueIndex,
    found: IndexedProduct,
    detail: ProductDetailData,
    context: CatalogueContext,
  ): ProductDetail {
    const classification = index.classifications.find((c) => c.id === found.classificationId)!;
    const related = (type: RelationType) =>
      detail.relations.flatMap((relation) => {
        if (relation.type !== type) return [];
        const other = index.products.find((p) => p.id === relation.productId);
        if (!other || !isVisibleIn(context.country, other.supportedCountries)) return [];
        return [this.reference(index, other, context)];
      });
    // SPEC §9: numbers follow the locale (de as de-CH); formatted here so server and browser render the same text.
    const localized = (rows: SpecificationRow[]) =>
      rows.map((row) => ({ ...row, value: formatNumbersIn(row.value, context.language) }));
    const tables = (specs: SpecRecord[], variantId: string | null): SpecificationTables => ({
      Metric: localized(specificationsIn(specs, 'Metric', variantId)),
      Imperial: localized(specificationsIn(specs, 'Imperial', variantId)),
    });
    const ownSpecs = detail.specs.filter((spec) => spec.variantId === null);
    return {
      ...this.reference(index, found, context),
      language: detail.language,
      longDescription: detail.longDescription,
      images: detail.images,
      highlights: detail.highlights,
      variants: found.variants.map((variant) => ({
        ...variant,
        specifications: tables(
          detail.specs.filter((spec) => spec.variantId === variant.id),
          variant.id,
        ),
      })),
      specifications: tables(ownSpecs, null),
      files: detail.files.map((file) => ({ ...file, url: `/file/${file.slug}?l=${file.language}` })),
      video: detail.video,
      capabilities: index.capabilities
        .filter((c) => found.capabilityIds.includes(c.id))
        .map((c) => ({ name: c.name, slug: c.slug, route: `${context.prefix}/capabilities/${c.slug}` })),
      related: { related: related('related'), component: related('component'), service: related('service') },
      // Filled by the product page from the stories module, cached under its own key (see products.pages.ts).
      relatedStories: [],
      lineage: this.lineage(index, classification, context),
    };
  }

  classificationSummary(c: IndexedClassification, context: CatalogueContext): ClassificationSummaryDto {
    return {
      name: c.name,
      slug: c.slug,
      route: `${context.prefix}/${c.path}`,
      description: c.description,
      image: c.image,
    };
  }

  /** SPEC §3 lineage: the chain of classifications from the top one down to `c`. */
  lineage(index: CatalogueIndex, c: IndexedClassification, context: CatalogueContext): LineageItemDto[] {
    return this.ancestry(index, c).map((node) => ({
      name: node.name,
      slug: node.slug,
      route: `${context.prefix}/${node.path}`,
    }));
  }

  /** The chain of classifications from the top one down to `c` (at most 21: a cycle in the data ends it). */
  ancestry(index: CatalogueIndex, c: IndexedClassification): IndexedClassification[] {
    const chain: IndexedClassification[] = [];
    for (let node: IndexedClassification | undefined = c; node;) {
      chain.unshift(node);
      const parentId: string | null = node.parentId;
      node = parentId ? index.classifications.find((p) => p.id === parentId) : undefined;
      if (chain.length > 20) break;
    }
    return chain;
  }

  /**
   * SPEC §3 Product search result: the product or classification whose slug, or name in the language, is exactly
   * the query (case and surrounding spaces aside), if the visitor's country may see it; products before
   * classifications. One lookup in the cached catalogue index: no query.
   */
  async searchResult(query: string, context: CatalogueContext): Promise<ProductSearchResultDto> {
    const wanted = query.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
    if (wanted === '') return PRODUCT_SEARCH_NOT_FOUND;
    const index = await this.catalogue(context.language);
    const matches = (item: { slug: string; name: string }) =>
      item.slug === wanted || item.name.toLowerCase() === wanted;
    const product = index.products.find((p) => matches(p) && isVisibleIn(context.country, p.supportedCountries));
    if (product) {
      const classification = index.classifications.find((c) => c.id === product.classificationId);
      const lineage = classification ? this.lineage(index, classification, context) : [];
      const reference = this.reference(index, product, context);
      return {
        found: true,
        type: 'product',
        slug: product.slug,
        name: product.name,
        route: reference.route,
        product: reference,
        classification: { lineage },
      };
    }
    const classification = index.classifications.find(
      (c) =>
        c.id !== PLACEHOLDER_CLASSIFICATION_SLUG && matches(c) && this.classificationVisible(index, c, context.country),
    );
    if (!classification) return PRODUCT_SEARCH_NOT_FOUND;
    const lineage = this.lineage(index, classification, context);
    return {
      found: true,
      type: 'classification',
      slug: classification.slug,
      name: classification.name,
      route: lineage[lineage.length - 1]!.route,
      product: null,
      classification: { lineage },
    };
  }

  /** SPEC §5: child classifications follow the country, so a classification is reachable when all its chain is. */
  private classificationVisible(index: CatalogueIndex, c: IndexedClassification, country: string): boolean {
    for (let node: IndexedClassification | undefined = c, depth = 0; node && depth < 20; depth++) {
      if (node.parentId === null) return true;
      if (!isVisibleIn(country, node.supportedCountries)) return false;
      const parentId: string = node.parentId;
      node = index.classifications.find((p) => p.id === parentId);
    }
    return false;
  }

  reference(index: CatalogueIndex, p: IndexedProduct, context: CatalogueContext): ProductReferenceDto {
    const classification = index.classifications.find((c) => c.id === p.classificationId);
    return {
      name: p.name,
      slug: p.slug,
      route: `${context.prefix}/${p.path}`,
      type: p.type,
      status: p.status,
      classification: {
        slug: classification?.slug ?? '',
        name: classification?.name ?? '',
        route: `${context.prefix}/${classification?.path ?? ''}`,
      },
      brand: { id: p.brand.id, name: p.brand.name, image: p.brand.image },
      shortDescription: p.shortDescription,
      contentLanguage: p.contentLanguage,
      image: p.image,
      variantCount: p.variants.length,
      variants: p.variants,
    };
  }

  private detailRecord(language: string, slug: string): Promise<ProductDetailData | null> {
    return this.cache.getOrLoad(
      productDetailKey(language, slug),
      async () => {
        tagCacheEntry(CacheTags.listing('product'));
        return this.source.productDetail(language, slug);
      },
      { shouldStore: (value) => value !== null },
    );
  }
}
