import type { ImageRefDto } from '../files/files.dto.js';
import type { BrandImageDto } from './products.dto.js';
import { dictionaryFor, isUiLanguage } from '../../i18n/index.js';
import type { Localized } from '../files/files.schema.js';
import { imageVersion } from '../files/image-sizes.contract.js';
import { capabilitySlug } from './capability-slug.js';
import type { ProductStatus, ProductType } from './products.contract.js';

/** SPEC §3: the placeholder used when no classification exists. */
export const PLACEHOLDER_CLASSIFICATION_SLUG = 'no-classifications-available';

/** Text in the language, else English, else any. */
export function pick(texts: Localized | null | undefined, language: string): string {
  if (!texts) return '';
  return texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** The language `pick` takes the text from: the language, else English, else the first one. */
export function textLanguage(texts: Localized | null | undefined, language: string): string {
  if (!texts || texts[language] !== undefined) return language;
  return texts.en !== undefined ? 'en' : (Object.keys(texts)[0] ?? language);
}

export interface StoredImage {
  id: string;
  mimeType: string;
  width: number;
  height: number;
  alternativeText: Localized;
  updatedAt: Date;
}

export function toImageRef(image: StoredImage | undefined, language: string, fallbackAlt = ''): ImageRefDto | null {
  if (!image) return null;
  return {
    id: image.id,
    alt: pick(image.alternativeText, language) || fallbackAlt,
    width: image.width,
    height: image.height,
    mimeType: image.mimeType,
    version: imageVersion(image.updatedAt),
  };
}

export interface IndexedClassification {
  id: string;
  parentId: string | null;
  slug: string;
  /** Slug chain from the top classification, e.g. `products/crimping`. */
  path: string;
  name: string;
  description: string;
  /** The language of `name`: the index's, else the one it fell back to (English). */
  contentLanguage: string;
  image: ImageRefDto | null;
  supportedCountries: string[];
}

export interface IndexedProduct {
  id: string;
  slug: string;
  classificationId: string;
  /** Classification path plus the product slug. */
  path: string;
  type: ProductType;
  status: ProductStatus;
  supportedCountries: string[];
  name: string;
  shortDescription: string;
  /** The language of `shortDescription`: the index's, else the one it fell back to (English). */
  contentLanguage: string;
  brand: { id: string; name: string; theme: string; image: BrandImageDto | null };
  image: ImageRefDto | null;
  variants: { id: string; nameMetric: string; nameImperial: string }[];
  capabilityIds: string[];
}

export interface IndexedCapability {
  id: string;
  name: string;
  /** Derived from the name in the language (SPEC §3). */
  slug: string;
  /** The slugs of every language it is named in: another language's slug redirects to `slug` (products.pages.ts). */
  otherSlugs: string[];
  /** The language of `name`: the index's, else the one it fell back to (English). */
  contentLanguage: string;
  description: string;
  image: ImageRefDto | null;
}

/** Everything routing and listings need in one language; cached as one entry per language. */
export interface CatalogueIndex {
  language: string;
  classifications: IndexedClassification[];
  products: IndexedProduct[];
  capabilities: IndexedCapability[];
}

export interface CatalogueRows {
  classifications: {
    id: string;
    parentId: string | null;
    slug: string;
    imageId: string | null;
    supportedCountries: string[];
    name: Localized;
    description: Localized;
  }[];
  products: {
    id: string;
    slug: string;
    classificationId: string;
    brandId: string;
    type: ProductType;
    status: ProductStatus;
    supportedCountries: string[];
    name: Localized;
    shortDescription: Localized;
  }[];
  variants: { id: string; productId: string; nameMetric: string; nameImperial: string }[];
  productImages: (StoredImage & { productId: string; isDefault: boolean })[];
  images: StoredImage[];
  capabilities: { id: string; name: Localized; description: Localized; imageId: string | null }[];
  productCapabilities: { productId: string; capabilityId: string }[];
  /** From the brands feature (BrandsService), joined here by id. */
  brands: { id: string; name: string; theme: string; image: BrandImageDto | null }[];
}

/**
 * The catalogue of one language as a product source hands it over (product-source.ts): texts already in the
 * language (else English), images and brands joined. What is derived from it (paths, capability slugs, the
 * placeholder classification) is left to `indexCatalogue`, so every source is indexed by the same code.
 */
export interface CatalogueData {
  language: string;
  classifications: Omit<IndexedClassification, 'path'>[];
  products: Omit<IndexedProduct, 'path'>[];
  capabilities: Omit<IndexedCapability, 'slug'>[];
}

/** Builds the index of one language from the stored rows. */
export function buildCatalogueIndex(rows: CatalogueRows, language: string): CatalogueIndex {
  return indexCatalogue(resolveCatalogue(rows, language));
}

/** The stored rows in one language: texts picked, images, brands, variants and capabilities joined. */
export function resolveCatalogue(rows: CatalogueRows, language: string): CatalogueData {
  const images = new Map(rows.images.map((image) => [image.id, image]));
  const classifications = rows.classifications.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    slug: c.slug,
    name: pick(c.name, language),
    description: pick(c.description, language),
    contentLanguage: textLanguage(c.name, language),
    image: toImageRef(c.imageId ? images.get(c.imageId) : undefined, language, pick(c.name, language)),
    supportedCountries: c.supportedCountries,
  }));
  const brands = new Map(rows.brands.map((b) => [b.id, b]));
  const defaultImage = new Map<string, StoredImage>();
  for (const image of rows.productImages) {
    if (image.isDefault || !defaultImage.has(image.productId)) defaultImage.set(image.productId, image);
  }
  const capabilityIds = new Map<string, string[]>();
  for (const link of rows.productCapabilities) {
    capabilityIds.set(link.productId, [...(capabilityIds.get(link.productId) ?? []), link.capabilityId]);
  }
  const products = rows.products.flatMap((p) => {
    const brand = brands.get(p.brandId);
    if (!brand) return [];
    const name = pick(p.name, language);
    return [
      {
        id: p.id,
        slug: p.slug,
        classificationId: p.classificationId,
        type: p.type,
        status: p.status,
        supportedCountries: p.supportedCountries,
        name,
        shortDescription: pick(p.shortDescription, language),
        contentLanguage: textLanguage(p.shortDescription, language),
        brand: { id: brand.id, name: brand.name, theme: brand.theme, image: brand.image },
        image: toImageRef(defaultImage.get(p.id), language, name),
        variants: rows.variants
          .filter((v) => v.productId === p.id)
          .map((v) => ({ id: v.id, nameMetric: v.nameMetric, nameImperial: v.nameImperial })),
        capabilityIds: capabilityIds.get(p.id) ?? [],
      },
    ];
  });
  const capabilities = rows.capabilities.map((c) => ({
    id: c.id,
    name: pick(c.name, language),
    otherSlugs: Object.values(c.name)
      .filter((name) => name.trim() !== '')
      .map(capabilitySlug),
    contentLanguage: textLanguage(c.name, language),
    description: pick(c.description, language),
    image: toImageRef(c.imageId ? images.get(c.imageId) : undefined, language, pick(c.name, language)),
  }));
  return { language, classifications, products, capabilities };
}

/**
 * The index of one language's catalogue: each classification's and product's path of slugs, each capability's slug,
 * and the placeholder classification when there is none. Products whose classification is unknown are left out.
 */
export function indexCatalogue(data: CatalogueData): CatalogueIndex {
  const byId = new Map(data.classifications.map((c) => [c.id, c]));
  const pathOf = (id: string, seen = new Set<string>()): string => {
    const node = byId.get(id);
    if (!node || seen.has(id)) return '';
    seen.add(id);
    return node.parentId ? `${pathOf(node.parentId, seen)}/${node.slug}` : node.slug;
  };
  // Fields in one fixed order whatever the source's order: pages serialise parts of the index as they are.
  const classifications: IndexedClassification[] = data.classifications.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    slug: c.slug,
    path: pathOf(c.id),
    name: c.name,
    description: c.description,
    contentLanguage: c.contentLanguage,
    image: c.image,
    supportedCountries: c.supportedCountries,
  }));
  const paths = new Map(classifications.map((c) => [c.id, c.path]));
  const products: IndexedProduct[] = data.products.flatMap((p) => {
    const classificationPath = paths.get(p.classificationId);
    if (!classificationPath) return [];
    return [
      {
        id: p.id,
        slug: p.slug,
        classificationId: p.classificationId,
        path: `${classificationPath}/${p.slug}`,
        type: p.type,
        status: p.status,
        supportedCountries: p.supportedCountries,
        name: p.name,
        shortDescription: p.shortDescription,
        contentLanguage: p.contentLanguage,
        brand: p.brand,
        image: p.image,
        variants: p.variants,
        capabilityIds: p.capabilityIds,
      },
    ];
  });
  const capabilities: IndexedCapability[] = data.capabilities.map((c) => ({
    id: c.id,
    name: c.name,
    slug: capabilitySlug(c.name),
    otherSlugs: c.otherSlugs,
    contentLanguage: c.contentLanguage,
    description: c.description,
    image: c.image,
  }));
  return {
    language: data.language,
    classifications: classifications.length > 0 ? classifications : [placeholderClassification(data.language)],
    products,
    capabilities,
  };
}

function placeholderClassification(language: string): IndexedClassification {
  return {
    id: PLACEHOLDER_CLASSIFICATION_SLUG,
    parentId: null,
    slug: PLACEHOLDER_CLASSIFICATION_SLUG,
    path: PLACEHOLDER_CLASSIFICATION_SLUG,
    name: dictionaryFor(isUiLanguage(language) ? language : 'en')['catalogue.noClassifications'],
    description: '',
    contentLanguage: language,
    image: null,
    supportedCountries: [],
  };
}

/** SPEC §5: visible when the product (or child classification) lists the current country, or lists none. */
export function isVisibleIn(country: string, supportedCountries: readonly string[]): boolean {
  return supportedCountries.length === 0 || country === 'ALL' || supportedCountries.includes(country);
}
