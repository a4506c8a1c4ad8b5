import { Injectable } from '@nestjs/common';
import type { ResolvedProductLink } from './content-modules.contract.js';

/** A product or service by slug, as the catalogue knows it. */
export interface ProductLinkTarget {
  name: string;
  /** The product's route without locale, e.g. `/products/crimping/crimpcenter-64`. */
  route: string;
}

/**
 * What the catalogue provides so that content can link products by slug (SPEC §3 product link, page injection).
 * It registers itself in `ProductLinks` at start-up; content does not import the catalogue.
 */
export interface ProductLinkResolver {
  resolve(slugs: readonly string[], language: string): Promise<ReadonlyMap<string, ProductLinkTarget>>;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The `{name}` placeholder a product link text may hold (SPEC §3 Link kinds). */
const NAME_PLACEHOLDER = /\{name\}/g;
export const INVALID_PRODUCT_NAME = 'Invalid';

/**
 * Resolves product links by slug. Until the catalogue registers a resolver, a well-formed slug links to
 * `/products/{slug}` under a name made from the slug (a placeholder); a malformed or unknown slug is the
 * SPEC §8 invalid product link: name 'Invalid', empty URL.
 */
@Injectable()
export class ProductLinks {
  private resolver: ProductLinkResolver | undefined;

  register(resolver: ProductLinkResolver): void {
    this.resolver = resolver;
  }

  async resolve(
    links: readonly { productSlug: string; text: string }[],
    language: string,
  ): Promise<ResolvedProductLink[]> {
    const wellFormed = [...new Set(links.map((l) => l.productSlug).filter((slug) => SLUG.test(slug)))];
    const targets =
      this.resolver && wellFormed.length > 0
        ? await this.resolver.resolve(wellFormed, language)
        : new Map(wellFormed.map((slug) => [slug, placeholderTarget(slug)]));
    return links.map(({ productSlug, text }) => {
      const target = SLUG.test(productSlug) ? targets.get(productSlug) : undefined;
      const name = target?.name ?? INVALID_PRODUCT_NAME;
      return { productSlug, name, href: target?.route ?? '', text: (text || '{name}').replace(NAME_PLACEHOLDER, name) };
    });
  }
}

function placeholderTarget(slug: string): ProductLinkTarget {
  const name = slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return { name, route: `/products/${slug}` };
}
