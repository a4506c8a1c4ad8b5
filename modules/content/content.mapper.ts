import type { PageInjectionData } from './content-modules.contract.js';
import type { PageInjection } from './content.schema.js';
import type { ProductLinkTarget } from './product-links.js';

/** The catalogue's type wins over the stored one (the label must say what the teaser links to). */
export function toInjection(injection: PageInjection, target: ProductLinkTarget): PageInjectionData {
  return {
    type: target.type,
    slug: injection.slug,
    name: target.name,
    href: target.route,
    brand: target.brand,
    shortDescription: target.shortDescription,
    image: target.image,
  };
}
