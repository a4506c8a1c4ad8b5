import { Injectable } from '@nestjs/common';
import type { ProductLinkResolver, ProductLinkTarget } from '../content/index.js';
import { ProductsService } from './products.service.js';

/**
 * Product links and page injections of content by slug (SPEC §3 Link kinds, Page), products and services alike,
 * from the cached catalogue index of the language: a cache hit costs no query. Routes are locale-free because
 * content pages are cached per language; the content components add locale and site (SPEC §2.3).
 */
@Injectable()
export class CatalogueProductLinkResolver implements ProductLinkResolver {
  constructor(private readonly products: ProductsService) {}

  async resolve(slugs: readonly string[], language: string): Promise<ReadonlyMap<string, ProductLinkTarget>> {
    const index = await this.products.catalogue(language);
    const wanted = new Set(slugs);
    return new Map(
      index.products
        .filter((p) => wanted.has(p.slug))
        .map((p) => [
          p.slug,
          {
            name: p.name,
            route: `/${p.path}`,
            type: p.type,
            brand: p.brand.name,
            shortDescription: p.shortDescription,
            image: p.image,
          },
        ]),
    );
  }
}
