import type { ProductReferenceDto } from '../../modules/products/products.dto.js';
export interface BrandMarkProps {
  brand: ProductReferenceDto['brand'];
  /** The product page shows the logo larger than a card. */
  large?: boolean;
}

/** The brand of a product (SPEC §3 Brand): its logo when it has one (its alternative text names it), else its name. */
export function BrandMark({ brand, large = false }: BrandMarkProps) {
  return (
    <p className="product-card-brand">
      {brand.image ? (
        <img
          className={large ? 'brand-logo brand-logo-large' : 'brand-logo'}
          src={brand.image.url}
          alt={brand.image.alternativeText || brand.name}
          width={brand.image.width}
          height={brand.image.height}
          loading="lazy"
        />
      ) : (
        brand.name
      )}
    </p>
  );
}
