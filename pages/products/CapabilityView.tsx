import { PLACEHOLDER_IMAGES } from '../../modules/files/image-sizes.contract.js';
import type { CapabilitiesPagePayload, CapabilityPagePayload } from '../../modules/products/products.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { Picture } from '../../renderer/components/Picture.js';
import { CARD_GRID_SIZES } from '../../renderer/components/image-layout.js';
import { ProductGrid } from './ProductCard.js';

export function CapabilityView({ payload, comparable }: { payload: CapabilityPagePayload; comparable: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue">
      <header className="catalogue-header" lang={payload.contentLanguage}>
        <h1>{payload.capability.name}</h1>
        <p className="lead">{payload.capability.description}</p>
      </header>
      <section aria-labelledby="capability-products">
        <h2 id="capability-products">{t('capabilities.products')}</h2>
        <ProductGrid products={payload.products} comparable={comparable} />
      </section>
    </div>
  );
}

export function CapabilitiesView({ payload }: { payload: CapabilitiesPagePayload }) {
  const { t, language } = useTranslation();
  return (
    <div className="catalogue">
      <h1>{t('capabilities.title')}</h1>
      <ul className="card-grid">
        {payload.capabilities.map((capability) => (
          <li key={capability.slug}>
            <article
              className="classification-card"
              lang={capability.contentLanguage !== language ? capability.contentLanguage : undefined}
            >
              <Picture
                image={capability.image}
                size="Capability"
                placeholder={PLACEHOLDER_IMAGES.teaser}
                alt=""
                sizes={CARD_GRID_SIZES}
              />
              <h2>
                <a href={capability.route}>{capability.name}</a>
              </h2>
              <p>{capability.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
