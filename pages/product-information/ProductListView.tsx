import { imageUrl } from '../../modules/files/image-sizes.contract.js';
import type { ProductInfoViewPayloads } from '../../modules/product-information/product-information.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';

/** `/{locale}/{portal}/product-information`: the products of the user's company with documentation or parts. */
export function ProductListView({ basePath, products }: ProductInfoViewPayloads['products']) {
  const { t } = useTranslation();
  return (
    <section className="product-info" aria-labelledby="product-info-heading">
      <p>
        <a href={basePath}>{t('productInfo.backToPortal')}</a>
      </p>
      <h1 id="product-info-heading">{t('productInfo.title')}</h1>
      <p>{t('productInfo.intro')}</p>
      {products.length === 0 ? (
        <p>{t('productInfo.noProducts')}</p>
      ) : (
        <ul className="product-info-products">
          {products.map((product) => (
            <li key={product.id} className="product-info-product">
              {product.imageId && (
                <img src={imageUrl(product.imageId, 'GalleryThumbnail')} alt="" width={56} height={56} />
              )}
              <h2>
                <a href={`${basePath}/product-information/${product.slug}`}>{product.name}</a>
              </h2>
              <p className="document-meta">
                {t('productInfo.counts', { manuals: product.manualCount, parts: product.partCount })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
