import type { ProductTeaserModuleData } from '../../../modules/content/content-modules.contract.js';
import { ContentImage } from './ContentImage.js';
import { useContentHref } from './use-content-link.js';

export interface ProductTeaserModuleProps {
  module: ProductTeaserModuleData;
}

/**
 * Product teaser: product links by slug, their text with the product name filled in. An invalid link shows the
 * name 'Invalid' and is not a link (SPEC §8: empty URL).
 */
export function ProductTeaserModule({ module }: ProductTeaserModuleProps) {
  const hrefOf = useContentHref();
  return (
    <section className="product-teaser content-wide">
      {module.image && <ContentImage image={module.image} size="Inline" />}
      <div>
        {module.title && <h2>{module.title}</h2>}
        {module.text && <p>{module.text}</p>}
        <ul>
          {module.products.map((product, index) => {
            const href = product.href ? hrefOf(product.href) : '';
            return (
              <li key={`${product.productSlug}-${index}`} data-product-slug={product.productSlug}>
                <strong className="product-name">{product.name}</strong>
                {href ? (
                  <a className="button" href={href}>
                    {product.text}
                  </a>
                ) : (
                  <span className="product-link-invalid">{product.text}</span>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
