import type { UserProfile } from '../identity-provider/index.js';
import type { ManualDetail, TopicDetail } from './product-information.contract.js';
import type { InfoProductDto, PartDetailDto, ProductInfoPageDto } from './product-information.dto.js';

/**
 * What the product-information pages and API read (issue 33). `builtin` answers from this server's tables
 * (ProductInformationService); `graphql` from the SPEC §7.6 service-information endpoint (GraphqlProductInformation),
 * as the signed-in user. What the user's company may read is the source's decision: another company's product,
 * manual, topic or part is a 404 like a missing one. The quote requests (writes) stay with this server's tables.
 */
export interface ProductInformationPort {
  products(user: UserProfile, language: string): Promise<InfoProductDto[]>;
  /** `/{slug}`: the product with its manuals and its parts list. */
  productPage(user: UserProfile, language: string, slug: string): Promise<ProductInfoPageDto>;
  /** `/{productid}/{contentid}`: a manual with its topics. */
  manual(
    user: UserProfile,
    language: string,
    productId: string,
    manualId: string,
  ): Promise<{ product: InfoProductDto; manual: ManualDetail }>;
  /** `/{productid}/{contentid}/{topicid}`: one topic. */
  topic(
    user: UserProfile,
    language: string,
    productId: string,
    manualId: string,
    topicId: string,
  ): Promise<{ product: InfoProductDto; manual: ManualDetail; topic: TopicDetail }>;
  /** SPEC §3 Part detail. */
  part(user: UserProfile, language: string, partId: string): Promise<PartDetailDto>;
}

/** The Nest token of the product-information source chosen by configuration (SERVICE_INFO_URL). */
export const PRODUCT_INFORMATION_PORT = Symbol('ProductInformationPort');

/** The part detail by article number among a product page's parts (`?part=`), or null. */
export async function partOf(
  port: ProductInformationPort,
  page: ProductInfoPageDto,
  user: UserProfile,
  language: string,
  articleNumber: string | null,
): Promise<PartDetailDto | null> {
  const summary = articleNumber ? page.parts.find((p) => p.articleNumber === articleNumber) : undefined;
  return summary ? port.part(user, language, summary.id) : null;
}
