import { sanitizeRichText } from '../content/index.js';
import type { UserProfile } from '../identity-provider/index.js';
import {
  type RefusalMapper,
  type ServiceInformationClient,
  ServiceInformationErrors,
} from '../service-information/index.js';
import type { ManualDetail, TopicDetail } from './product-information.contract.js';
import { INFO_MANUAL, INFO_PART, INFO_PRODUCT, INFO_PRODUCTS, INFO_TOPIC } from './product-information.documents.js';
import type { InfoProductDto, PartDetailDto, ProductInfoPageDto } from './product-information.dto.js';
import { ProductInformationErrors } from './product-information.errors.js';
import type { ProductInformationPort } from './product-information.port.js';
import { ProductInformationService } from './product-information.service.js';

type NotFound = 'ProductNotFound' | 'ManualNotFound' | 'TopicNotFound' | 'PartNotFound';

/**
 * The upstream's refusals as the product information's own errors. A 404 is the one of the upstream's message among
 * `candidates` (a manual's route can miss its product, the manual or the topic), else the first.
 */
const refusedAs =
  (...candidates: NotFound[]): RefusalMapper =>
  (status, message) => {
    if (status === 403) return ProductInformationErrors.ServiceNotActive();
    // Nothing here takes free input: a 400 is a query this server got wrong, not the user's fault.
    if (status === 400) return ServiceInformationErrors.ServiceInformationUnavailable();
    const errors = candidates.map((code) => ProductInformationErrors[code]());
    return errors.find((error) => error.message === message) ?? errors[0]!;
  };

/**
 * The `graphql` product information (issue 33): the SPEC §7.6 service-information endpoint's, as the signed-in user.
 * The upstream decides which products the user's company owns; the role is checked here first, as the builtin
 * source does. A topic's HTML is sanitized again here: it is shown on this server's pages.
 */
export class GraphqlProductInformation implements ProductInformationPort {
  constructor(private readonly upstream: ServiceInformationClient) {}

  async products(user: UserProfile, language: string): Promise<InfoProductDto[]> {
    this.ensureService(user);
    const data = await this.upstream.request<{ infoProducts: InfoProductDto[] }>(
      INFO_PRODUCTS,
      { language },
      refusedAs('ProductNotFound'),
    );
    return data.infoProducts;
  }

  async productPage(user: UserProfile, language: string, slug: string): Promise<ProductInfoPageDto> {
    this.ensureService(user);
    const data = await this.upstream.request<{ infoProduct: ProductInfoPageDto }>(
      INFO_PRODUCT,
      { slug, language },
      refusedAs('ProductNotFound'),
    );
    return data.infoProduct;
  }

  async manual(
    user: UserProfile,
    language: string,
    productId: string,
    manualId: string,
  ): Promise<{ product: InfoProductDto; manual: ManualDetail }> {
    this.ensureService(user);
    const data = await this.upstream.request<{ infoManual: { product: InfoProductDto; manual: ManualDetail } }>(
      INFO_MANUAL,
      { productId, manualId, language },
      refusedAs('ManualNotFound', 'ProductNotFound'),
    );
    return data.infoManual;
  }

  async topic(
    user: UserProfile,
    language: string,
    productId: string,
    manualId: string,
    topicId: string,
  ): Promise<{ product: InfoProductDto; manual: ManualDetail; topic: TopicDetail }> {
    this.ensureService(user);
    const data = await this.upstream.request<{
      infoTopic: { product: InfoProductDto; manual: ManualDetail; topic: TopicDetail };
    }>(
      INFO_TOPIC,
      { productId, manualId, topicId, language },
      refusedAs('TopicNotFound', 'ManualNotFound', 'ProductNotFound'),
    );
    const { topic } = data.infoTopic;
    return { ...data.infoTopic, topic: { ...topic, html: sanitizeRichText(topic.html) } };
  }

  async part(user: UserProfile, language: string, partId: string): Promise<PartDetailDto> {
    this.ensureService(user);
    const data = await this.upstream.request<{ infoPart: PartDetailDto }>(
      INFO_PART,
      { id: partId, language },
      refusedAs('PartNotFound'),
    );
    return data.infoPart;
  }

  private ensureService(user: UserProfile): void {
    if (!ProductInformationService.canUse(user)) throw ProductInformationErrors.ServiceNotActive();
  }
}
