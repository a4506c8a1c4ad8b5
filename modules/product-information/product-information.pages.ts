import { Inject, Injectable } from '@nestjs/common';
import { IsString, Length } from 'class-validator';
import { dictionaryFor } from '../../i18n/index.js';
import {
  type SectionResult,
  definePages,
  orFallbackOn,
  page,
  sectionViewResult,
  unavailableViewResult,
} from '../routing/index.js';
import { SERVICE_INFORMATION_UNAVAILABLE } from '../service-information/index.js';
import { PRODUCT_INFORMATION_PORT, type ProductInformationPort, partOf } from './product-information.port.js';
import { ProductInformationService } from './product-information.service.js';

export const PRODUCT_INFO_SEGMENT = 'product-information';

/** Route segments are keys of at most 200 characters (the service looks nothing longer up: 404). */
class ProductParams {
  @IsString()
  @Length(1, 200)
  slug!: string;
}

class ManualParams {
  @IsString()
  @Length(1, 200)
  productId!: string;

  @IsString()
  @Length(1, 200)
  contentId!: string;
}

class TopicParams extends ManualParams {
  @IsString()
  @Length(1, 200)
  topicId!: string;
}

/** The section's name in the page's language: the document title, the first breadcrumb, the apology's title. */
const titleIn = (language: string): string => dictionaryFor(language)['productInfo.title'];

/**
 * The product-information pages (SPEC §2.2) under the customer area: the company's products, `/{slug}` (manuals
 * and parts list, `?part={articleNumber}` for a part's detail), `/{productid}/{contentid}` (a manual) and
 * `/{productid}/{contentid}/{topicid}` (a topic). Without the product-info role: 403. A product the user's
 * company does not own is a 404 (the service's), like a missing one.
 */
@Injectable()
export class ProductInformationPages {
  constructor(@Inject(PRODUCT_INFORMATION_PORT) private readonly service: ProductInformationPort) {}

  private static readonly access = {
    portal: {
      service: ProductInformationService.canUse,
      refused: ({ path }: { path: string }) => ({
        kind: 'forbidden' as const,
        message: `Product information is not active for this user: ${path}`,
      }),
    },
  };

  readonly table = definePages('product-information', [
    page({
      pattern: `/${PRODUCT_INFO_SEGMENT}`,
      access: ProductInformationPages.access,
      load: ({ viewer, basePath, locale }) =>
        orUnavailable(basePath, locale.language, async () => {
          const products = await this.service.products(viewer, locale.language);
          const title = titleIn(locale.language);
          return sectionViewResult('product-information', 'products', title, { basePath, products }, [
            { title, href: '' },
          ]);
        }),
    }),
    page({
      pattern: `/${PRODUCT_INFO_SEGMENT}/:slug`,
      params: ProductParams,
      access: ProductInformationPages.access,
      load: ({ viewer, basePath, locale, params, search }) =>
        orUnavailable(basePath, locale.language, async () => {
          const page = await this.service.productPage(viewer, locale.language, params.slug);
          const articleNumber = new URLSearchParams(search).get('part');
          const part = await partOf(this.service, page, viewer, locale.language, articleNumber?.slice(0, 100) ?? null);
          return sectionViewResult('product-information', 'product', page.product.name, { ...page, basePath, part }, [
            { title: titleIn(locale.language), href: `${basePath}/${PRODUCT_INFO_SEGMENT}` },
            { title: page.product.name, href: '' },
          ]);
        }),
    }),
    page({
      pattern: `/${PRODUCT_INFO_SEGMENT}/:productId/:contentId`,
      params: ManualParams,
      access: ProductInformationPages.access,
      load: ({ viewer, basePath, locale, params }) =>
        orUnavailable(basePath, locale.language, async () => {
          const home = `${basePath}/${PRODUCT_INFO_SEGMENT}`;
          const { product, manual } = await this.service.manual(
            viewer,
            locale.language,
            params.productId,
            params.contentId,
          );
          return sectionViewResult('product-information', 'manual', manual.title, { basePath, product, manual }, [
            { title: titleIn(locale.language), href: home },
            { title: product.name, href: `${home}/${product.slug}` },
            { title: manual.title, href: '' },
          ]);
        }),
    }),
    page({
      pattern: `/${PRODUCT_INFO_SEGMENT}/:productId/:contentId/:topicId`,
      params: TopicParams,
      access: ProductInformationPages.access,
      load: ({ viewer, basePath, locale, params }) =>
        orUnavailable(basePath, locale.language, async () => {
          const home = `${basePath}/${PRODUCT_INFO_SEGMENT}`;
          const { product, manual, topic } = await this.service.topic(
            viewer,
            locale.language,
            params.productId,
            params.contentId,
            params.topicId,
          );
          return sectionViewResult(
            'product-information',
            'topic',
            `${topic.title} · ${manual.title}`,
            { basePath, product, manual, topic },
            [
              { title: titleIn(locale.language), href: home },
              { title: product.name, href: `${home}/${product.slug}` },
              { title: manual.title, href: `${home}/${product.id}/${manual.id}` },
              { title: topic.title, href: '' },
            ],
          );
        }),
    }),
  ]);
}

/** The page, or SPEC §8's apology while the service-information upstream fails (issue 33). */
function orUnavailable(basePath: string, language: string, load: () => Promise<SectionResult>): Promise<SectionResult> {
  return orFallbackOn(
    SERVICE_INFORMATION_UNAVAILABLE,
    () => unavailableViewResult('product-information', 'unavailable', titleIn(language), { basePath }),
    load,
  );
}
