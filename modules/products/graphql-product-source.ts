import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import type { CatalogueData } from './catalogue-index.js';
import type { CapabilityPages, ProductDetailData, ProductSource } from './product-source.js';

// Selections list the fields in the order the builtin source builds them, so that an answer (JSON, in selection
// order) has the same shape down to the order of its keys. The brand image is stored as jsonb, which keeps its keys
// ordered by length: url, width, height, alternativeText.
const IMAGE = 'id alt width height mimeType version';

export const CATALOGUE_QUERY = /* GraphQL */ `
  query ProductCatalogue($language: String!) {
    productCatalogue(language: $language) {
      language
      classifications {
        id parentId slug name description contentLanguage image { ${IMAGE} } supportedCountries
      }
      products {
        id slug classificationId type status supportedCountries name shortDescription contentLanguage
        brand { id name theme image { url width height alternativeText } }
        image { ${IMAGE} }
        variants { id nameMetric nameImperial }
        capabilityIds
      }
      capabilities {
        id name otherSlugs contentLanguage description image { ${IMAGE} }
      }
    }
  }
`;

export const PRODUCT_DETAILS_QUERY = /* GraphQL */ `
  query ProductDetails($language: String!, $slugs: [String!]!) {
    productDetails(language: $language, slugs: $slugs) {
      slug id language longDescription
      images { name default image { ${IMAGE} } }
      highlights { name shortDescription longDescription image { ${IMAGE} } videoUrl videoImage { ${IMAGE} } }
      specs { key name unit value system variantId }
      files { slug name type language extension sizeBytes thumbnail { ${IMAGE} } }
      video { url thumbnail { ${IMAGE} } alt }
      relations { productId type }
    }
  }
`;

export const CAPABILITY_PAGES_QUERY = /* GraphQL */ `
  query CapabilityPages {
    capabilityPages {
      id
      slugs {
        language
        slug
      }
      updatedAt
    }
  }
`;

/**
 * The catalogue from an upstream product schema (products.graphql.ts), e.g. another uapp instance's
 * `/api/graphql/content` (issue 33 headless mode). Failures surface as the upstream client raises them
 * (UpstreamGraphqlError, HttpTimeoutError, HttpNetworkError); the service's data cache keeps serving the last good
 * answer meanwhile (stale-while-revalidate), and asks again once CACHE_TTL_MS has passed.
 */
export class GraphqlProductSource implements ProductSource {
  readonly kind = 'graphql' as const;

  /** `upstream`: monitored by the provider (product-source.provider.ts), so `/api/health` knows of failures. */
  constructor(private readonly upstream: UpstreamGraphql) {}

  private request<T>(document: string, variables?: Record<string, unknown>): Promise<T> {
    return this.upstream.request<T>(document, variables);
  }

  async catalogue(language: string): Promise<CatalogueData> {
    const data = await this.request<{ productCatalogue: CatalogueData }>(CATALOGUE_QUERY, { language });
    return data.productCatalogue;
  }

  async productDetail(language: string, slug: string): Promise<ProductDetailData | null> {
    // A list, not a nullable field: the upstream client takes an all-null answer for an error (SPEC §7.6).
    const data = await this.request<{ productDetails: (ProductDetailData & { slug: string })[] }>(
      PRODUCT_DETAILS_QUERY,
      { language, slugs: [slug] },
    );
    const found = data.productDetails.find((detail) => detail.slug === slug);
    if (!found) return null;
    const { slug: _slug, ...detail } = found;
    return detail;
  }

  async capabilityPages(): Promise<CapabilityPages[]> {
    const data = await this.request<{
      capabilityPages: { id: string; slugs: { language: string; slug: string }[]; updatedAt: string }[];
    }>(CAPABILITY_PAGES_QUERY);
    return data.capabilityPages.map((page) => ({
      id: page.id,
      slugs: Object.fromEntries(page.slugs.map(({ language, slug }) => [language, slug])),
      updatedAt: new Date(page.updatedAt),
    }));
  }
}
