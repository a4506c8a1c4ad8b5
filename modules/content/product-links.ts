import type { ImageRefDto } from '../files/files.dto.js';
import { Injectable, Logger } from '@nestjs/common';
import type { ResolvedProductLink } from './content-modules.contract.js';

/** A product or service by slug, as the catalogue knows it in one language. */
export interface ProductLinkTarget {
  name: string;
  /**
   * The product's route without locale or site, e.g. `/products/crimping/crimp-centers/crimpcenter-64`: pages are
   * cached per language, and links get the locale and site slug when rendered (SPEC §2.3, use-content-link.ts).
   */
  route: string;
  type: 'product' | 'service';
  brand: string;
  shortDescription: string;
  image: ImageRefDto | null;
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
 * Resolves product links by slug through the catalogue's resolver. A malformed slug, a slug the catalogue does not
 * know, or no catalogue at all gives the SPEC §8 invalid product link: name 'Invalid', empty URL (logged).
 */
@Injectable()
export class ProductLinks {
  private readonly logger = new Logger(ProductLinks.name);
  private resolver: ProductLinkResolver | undefined;

  register(resolver: ProductLinkResolver): void {
    this.resolver = resolver;
  }

  /** The catalogue's products and services for the well-formed slugs among `slugs`, in one lookup. */
  async targets(slugs: readonly string[], language: string): Promise<ReadonlyMap<string, ProductLinkTarget>> {
    const wellFormed = [...new Set(slugs.filter((slug) => SLUG.test(slug)))];
    if (!this.resolver || wellFormed.length === 0) return new Map();
    return this.resolver.resolve(wellFormed, language);
  }

  async resolve(
    links: readonly { productSlug: string; text: string }[],
    language: string,
  ): Promise<ResolvedProductLink[]> {
    return this.linksTo(
      links,
      await this.targets(
        links.map((l) => l.productSlug),
        language,
      ),
    );
  }

  /** Links filled in from targets already looked up; `{name}` in the text becomes the product's name. */
  linksTo(
    links: readonly { productSlug: string; text: string }[],
    targets: ReadonlyMap<string, ProductLinkTarget>,
  ): ResolvedProductLink[] {
    return links.map(({ productSlug, text }) => {
      const target = targets.get(productSlug);
      // SPEC §8 'Invalid product link: name Invalid with an empty URL'.
      if (!target) this.logger.warn(`Invalid product link ${JSON.stringify(productSlug)}: no such product or service`);
      const name = target?.name ?? INVALID_PRODUCT_NAME;
      return { productSlug, name, href: target?.route ?? '', text: (text || '{name}').replace(NAME_PLACEHOLDER, name) };
    });
  }
}
