import { Injectable } from '@nestjs/common';
import { DomainError } from '../../src/core/errors/index.js';
import type { PortalPageRequest, PortalPageResolver } from '../portal-auth/index.js';
import { type SectionResult, sectionViewResult } from '../routing/index.js';
import { ProductInformationService } from './product-information.service.js';

export const PRODUCT_INFO_SEGMENT = 'product-information';

/**
 * The product-information pages (issue 12 item 4, SPEC §2.2) under the customer area: the company's products,
 * `/{slug}` (manuals and parts list, `?part={articleNumber}` for a part's detail), `/{productid}/{contentid}` (a
 * manual) and `/{productid}/{contentid}/{topicid}` (a topic). Without the product-info role: 403. A product the
 * user's company does not own is a 404, like a missing one.
 */
@Injectable()
export class ProductInformationPages implements PortalPageResolver {
  constructor(private readonly service: ProductInformationService) {}

  async resolve(request: PortalPageRequest): Promise<SectionResult | undefined> {
    const { rest, user, basePath, locale } = request;
    const path = rest.slice(2);
    if (path.length > 3) return undefined;
    if (!ProductInformationService.canUse(user)) {
      return {
        kind: 'forbidden',
        message: `Product information is not active for this user: ${basePath}/${rest.slice(1).join('/')}`,
      };
    }
    const language = locale.language;
    const home = `${basePath}/${PRODUCT_INFO_SEGMENT}`;
    const crumbs = [{ title: 'Product information', href: home }];
    try {
      if (path.length === 0) {
        const products = await this.service.products(user, language);
        return sectionViewResult('product-information', 'products', 'Product information', { basePath, products }, [
          { ...crumbs[0]!, href: '' },
        ]);
      }
      if (path.length === 1) {
        const page = await this.service.productPage(user, language, path[0]!);
        const articleNumber = new URLSearchParams(request.search).get('part');
        const part = await this.service.partOf(page, user, language, articleNumber?.slice(0, 100) ?? null);
        return sectionViewResult('product-information', 'product', page.product.name, { ...page, basePath, part }, [
          ...crumbs,
          { title: page.product.name, href: '' },
        ]);
      }
      const [productId, manualId, topicId] = path as [string, string, string | undefined];
      if (topicId === undefined) {
        const { product, manual } = await this.service.manual(user, language, productId, manualId);
        return sectionViewResult('product-information', 'manual', manual.title, { basePath, product, manual }, [
          ...crumbs,
          { title: product.name, href: `${home}/${product.slug}` },
          { title: manual.title, href: '' },
        ]);
      }
      const { product, manual, topic } = await this.service.topic(user, language, productId, manualId, topicId);
      return sectionViewResult(
        'product-information',
        'topic',
        `${topic.title} · ${manual.title}`,
        { basePath, product, manual, topic },
        [
          ...crumbs,
          { title: product.name, href: `${home}/${product.slug}` },
          { title: manual.title, href: `${home}/${product.id}/${manual.id}` },
          { title: topic.title, href: '' },
        ],
      );
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) {
        return { kind: 'not-found', message: `Page not found: ${basePath}/${rest.slice(1).join('/')}` };
      }
      throw error;
    }
  }
}
