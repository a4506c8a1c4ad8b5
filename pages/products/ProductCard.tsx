import type { ProductReferenceDto } from '../../modules/products/products.dto.js';
import { PLACEHOLDER_IMAGES } from '../../modules/files/image-sizes.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { AddToComparisonButton } from './AddToComparisonButton.js';
import { BrandMark } from './BrandMark.js';
import { STATUS_NOTICE } from '../../renderer/comparison/labels.js';
import { Picture } from '../../renderer/components/Picture.js';
import { CARD_GRID_SIZES } from '../../renderer/components/image-layout.js';

export interface ProductCardProps {
  product: ProductReferenceDto;
  /** The basket exists on the main site only (SPEC §6). */
  comparable: boolean;
  /** Only the first card above the fold loads eagerly (it is the largest paint); the rest wait until scrolled to. */
  loading?: 'lazy' | 'eager';
}

export function ProductCard({ product, comparable, loading = 'lazy' }: ProductCardProps) {
  const { t, language } = useTranslation();
  // The product's texts in English where it has none in the page's language; the card's own words are the page's.
  const textLanguage = product.contentLanguage !== language ? product.contentLanguage : undefined;
  return (
    <article className="product-card">
      <Picture
        image={product.image}
        size="Fallback"
        placeholder={PLACEHOLDER_IMAGES.teaser}
        alt=""
        loading={loading}
        sizes={CARD_GRID_SIZES}
      />
      <BrandMark brand={product.brand} />
      <h3 lang={textLanguage}>
        <a href={product.route}>{product.name}</a>
      </h3>
      {product.status !== 'active' && <p className="badge product-status">{t(STATUS_NOTICE[product.status])}</p>}
      <p lang={textLanguage}>{product.shortDescription}</p>
      {comparable && product.status === 'active' && <AddToComparisonButton product={product} />}
    </article>
  );
}

export interface ProductGridProps {
  products: ProductReferenceDto[];
  comparable: boolean;
  /** The grid is the first thing on the page: its first image loads eagerly with high priority. */
  eagerFirst?: boolean;
}

export function ProductGrid({ products, comparable, eagerFirst = false }: ProductGridProps) {
  return (
    <ul className="card-grid">
      {products.map((product, index) => (
        <li key={product.slug}>
          <ProductCard
            product={product}
            comparable={comparable}
            loading={eagerFirst && index === 0 ? 'eager' : 'lazy'}
          />
        </li>
      ))}
    </ul>
  );
}
