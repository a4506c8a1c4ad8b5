import { createGraphQLError } from 'graphql-yoga';
import type { ProductSource } from './product-source.js';

/** Bounds of the inputs (a bad one answers 400 with the message). */
const LANGUAGE_PATTERN = /^[a-z]{2,3}$/;
export const MAX_PRODUCT_SLUGS = 100;
const MAX_SLUG_LENGTH = 200;

/**
 * The product schema part (issue 33, SPEC §7.5): exactly what a ProductSource answers, so that an instance with
 * PRODUCT_SOURCE=graphql reads another instance's catalogue (graphql-product-source.ts sends these queries).
 * Every text is in the asked language, else English; types are prefixed `Product` so the part merges with the
 * content schema it is served beside. Queries only. docs/api.md § Product data documents it.
 */
export const productsTypeDefs = /* GraphQL */ `
  type ProductImageRef {
    id: ID!
    alt: String!
    width: Int!
    height: Int!
    mimeType: String!
    "Put in image URLs as v: they are then cached as immutable."
    version: String!
  }

  type ProductBrandImage {
    url: String!
    width: Int!
    height: Int!
    alternativeText: String!
  }

  type ProductBrand {
    id: ID!
    name: String!
    theme: String!
    image: ProductBrandImage
  }

  type ProductVariantName {
    id: ID!
    nameMetric: String!
    nameImperial: String!
  }

  type ProductClassification {
    id: ID!
    parentId: ID
    slug: String!
    name: String!
    description: String!
    "The language name is in: the asked one, else the one it fell back to."
    contentLanguage: String!
    image: ProductImageRef
    "Empty: every country."
    supportedCountries: [String!]!
  }

  type CatalogueProduct {
    id: ID!
    slug: String!
    classificationId: ID!
    "product or service"
    type: String!
    "active, discontinued or cancelled"
    status: String!
    supportedCountries: [String!]!
    name: String!
    shortDescription: String!
    "The language shortDescription is in: the asked one, else the one it fell back to."
    contentLanguage: String!
    brand: ProductBrand!
    image: ProductImageRef
    variants: [ProductVariantName!]!
    capabilityIds: [ID!]!
  }

  type ProductCapability {
    id: ID!
    name: String!
    "The page slugs of every language the capability is named in."
    otherSlugs: [String!]!
    contentLanguage: String!
    description: String!
    image: ProductImageRef
  }

  type ProductCatalogue {
    language: String!
    "In their sort order; parents by parentId."
    classifications: [ProductClassification!]!
    products: [CatalogueProduct!]!
    capabilities: [ProductCapability!]!
  }

  type ProductDetailImage {
    name: String!
    default: Boolean!
    image: ProductImageRef!
  }

  type ProductHighlight {
    name: String!
    shortDescription: String!
    longDescription: [String!]!
    image: ProductImageRef
    videoUrl: String
    videoImage: ProductImageRef
  }

  type ProductSpecification {
    key: String!
    name: String!
    unit: String
    value: String!
    "Metric, Imperial or None"
    system: String!
    "null: the product's own; else its variant's."
    variantId: ID
  }

  type ProductDocument {
    slug: String!
    name: String!
    type: String!
    language: String!
    extension: String!
    sizeBytes: Int!
    thumbnail: ProductImageRef
  }

  type ProductVideo {
    url: String!
    thumbnail: ProductImageRef
    alt: String!
  }

  type ProductRelation {
    productId: ID!
    "related, component or service"
    type: String!
  }

  type ProductDetail {
    slug: String!
    id: ID!
    "The language of the texts: the asked one, else en."
    language: String!
    longDescription: [String!]!
    images: [ProductDetailImage!]!
    highlights: [ProductHighlight!]!
    specs: [ProductSpecification!]!
    files: [ProductDocument!]!
    video: ProductVideo
    relations: [ProductRelation!]!
  }

  type ProductLanguageSlug {
    language: String!
    slug: String!
  }

  type CapabilityPage {
    id: ID!
    slugs: [ProductLanguageSlug!]!
    "ISO 8601"
    updatedAt: String!
  }

  type Query {
    "Classifications, products and capabilities in a language."
    productCatalogue(language: String!): ProductCatalogue!
    "Products in a language: all, those with these slugs (at most 100), or those with a capability."
    products(language: String!, slugs: [String!], capabilityId: ID): [CatalogueProduct!]!
    "Product details by slugs (at most 100); unknown slugs are left out."
    productDetails(language: String!, slugs: [String!]!): [ProductDetail!]!
    "Every capability's page slug in each language it is named in."
    capabilityPages: [CapabilityPage!]!
  }
`;

const bad = (message: string) => createGraphQLError(message, { extensions: { http: { status: 400 } } });

function language(value: string): string {
  if (!LANGUAGE_PATTERN.test(value))
    throw bad(`language must be a language code such as en or de, got "${value.slice(0, 20)}"`);
  return value;
}

function slugList(slugs: readonly string[]): string[] {
  if (slugs.length > MAX_PRODUCT_SLUGS) throw bad(`slugs takes at most ${MAX_PRODUCT_SLUGS} slugs`);
  if (slugs.some((slug) => slug.length === 0 || slug.length > MAX_SLUG_LENGTH)) {
    throw bad(`each slug must have 1 to ${MAX_SLUG_LENGTH} characters`);
  }
  return [...new Set(slugs)];
}

/** The resolvers of the part, answering from `source` (the builtin source on the instance that holds the data). */
export function productsResolvers(source: ProductSource) {
  return {
    Query: {
      productCatalogue: (_: unknown, args: { language: string }) => source.catalogue(language(args.language)),
      products: async (
        _: unknown,
        args: { language: string; slugs?: string[] | null; capabilityId?: string | null },
      ) => {
        const slugs = args.slugs ? new Set(slugList(args.slugs)) : undefined;
        if (args.capabilityId && args.capabilityId.length > MAX_SLUG_LENGTH) throw bad('capabilityId is too long');
        const { products } = await source.catalogue(language(args.language));
        return products.filter(
          (p) => (!slugs || slugs.has(p.slug)) && (!args.capabilityId || p.capabilityIds.includes(args.capabilityId)),
        );
      },
      productDetails: async (_: unknown, args: { language: string; slugs: string[] }) => {
        const lang = language(args.language);
        const details = await Promise.all(
          slugList(args.slugs).map(async (slug) => {
            const detail = await source.productDetail(lang, slug);
            return detail ? [{ slug, ...detail }] : [];
          }),
        );
        return details.flat();
      },
      capabilityPages: async () =>
        (await source.capabilityPages()).map((page) => ({
          id: page.id,
          slugs: Object.entries(page.slugs).map(([lang, slug]) => ({ language: lang, slug })),
          updatedAt: page.updatedAt.toISOString(),
        })),
    },
  };
}

/** A schema part as graphql-yoga's `createSchema` takes it (merged with other parts by type name). */
export interface GraphqlSchemaPart {
  typeDefs: string;
  resolvers: Record<string, Record<string, unknown>>;
}

/** The product part, ready for `createSchema({ typeDefs: [..., part.typeDefs], resolvers: [..., part.resolvers] })`. */
export function productsGraphqlPart(source: ProductSource): GraphqlSchemaPart {
  return { typeDefs: productsTypeDefs, resolvers: productsResolvers(source) };
}

/** Whatever serves a merged schema and takes parts (the content schema endpoint's `extend`). */
export interface GraphqlSchemaParts {
  extend(part: GraphqlSchemaPart): void;
}

/** Adds the product part to a served schema (the source instance's `/api/graphql/content`). */
export function registerProductsGraphql(schema: GraphqlSchemaParts, source: ProductSource): void {
  schema.extend(productsGraphqlPart(source));
}
