import { PLACEHOLDER_IMAGES } from '../../modules/files/image-sizes.contract.js';
import type { ClassificationPagePayload } from '../../modules/products/products.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { Picture } from '../../renderer/components/Picture.js';
import { CARD_GRID_SIZES } from '../../renderer/components/image-layout.js';
import { ProductGrid } from './ProductCard.js';

export interface ClassificationViewProps {
  payload: ClassificationPagePayload;
  comparable: boolean;
}

/** A classification: its child classifications and its products (SPEC §2.2, §5 visibility applied). */
export function ClassificationView({ payload, comparable }: ClassificationViewProps) {
  const { t, language } = useTranslation();
  const { classification, children, products } = payload;
  return (
    <div className="catalogue">
      <header className="catalogue-header" lang={payload.contentLanguage}>
        <h1>{classification.name}</h1>
        {classification.description && <p className="lead">{classification.description}</p>}
      </header>
      {children.length > 0 && (
        <section aria-labelledby="catalogue-categories">
          <h2 id="catalogue-categories">{t('catalogue.categories')}</h2>
          <ul className="card-grid">
            {children.map((child, index) => (
              <li key={child.slug}>
                <article
                  className="classification-card"
                  lang={child.contentLanguage !== language ? child.contentLanguage : undefined}
                >
                  {/* The first card is above the fold: its image is the page's largest paint, so it loads first. */}
                  <Picture
                    image={child.image}
                    size="Fallback"
                    placeholder={PLACEHOLDER_IMAGES.teaser}
                    alt=""
                    loading={index === 0 ? 'eager' : 'lazy'}
                    sizes={CARD_GRID_SIZES}
                  />
                  <h3>
                    <a href={child.route}>{child.name}</a>
                  </h3>
                  <p>{child.description}</p>
                </article>
              </li>
            ))}
          </ul>
        </section>
      )}
      {products.length > 0 && (
        <section aria-labelledby="catalogue-products">
          <h2 id="catalogue-products">{t('catalogue.products')}</h2>
          <ProductGrid products={products} comparable={comparable} eagerFirst={children.length === 0} />
        </section>
      )}
      {children.length === 0 && products.length === 0 && <p className="notice">{t('catalogue.empty')}</p>}
    </div>
  );
}
