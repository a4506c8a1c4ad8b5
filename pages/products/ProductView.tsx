import type { ProductReferenceDto } from '../../modules/products/products.dto.js';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { PLACEHOLDER_IMAGES } from '../../modules/files/image-sizes.contract.js';
import type { ProductPagePayload } from '../../modules/products/products.contract.js';
import { Icon } from '../../renderer/components/Icon.js';
import { Select } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { AddToComparisonButton } from './AddToComparisonButton.js';
import { BrandMark } from './BrandMark.js';
import { Gallery } from './Gallery.js';
import { DOCUMENT_TYPE, STATUS_NOTICE, formatFileSize } from '../../renderer/comparison/labels.js';
import { MeasurementToggle } from '../../renderer/comparison/MeasurementToggle.js';
import { measurementChoiceAtom } from '../../renderer/comparison/measurement.atoms.js';
import { Picture } from '../../renderer/components/Picture.js';
import { PageFeedback } from '../../renderer/content/PageFeedback.js';
import { ProductGrid } from './ProductCard.js';
import { PublicPartsList } from './PublicPartsList.js';
import { SpecificationsTable } from './SpecificationsTable.js';
import { StoryCard } from '../stories/StoryCard.js';

export interface ProductViewProps {
  payload: ProductPagePayload;
  comparable: boolean;
}

/** The product page (SPEC §3 Product detail). */
export function ProductView({ payload, comparable }: ProductViewProps) {
  const { t, language } = useTranslation();
  const { product } = payload;
  const system = useAtomValue(measurementChoiceAtom) ?? payload.measurementSystem;
  const [variantId, setVariantId] = useState(product.variants[0]?.id ?? null);
  const variantName = (variant: { nameMetric: string; nameImperial: string }) =>
    system === 'Imperial' ? variant.nameImperial : variant.nameMetric;
  return (
    <article className="product" lang={product.language}>
      <div className="product-intro">
        <Gallery images={product.images} productName={product.name} />
        <div>
          <BrandMark brand={product.brand} large />
          <h1>{product.name}</h1>
          {product.status !== 'active' && <p className="notice product-status">{t(STATUS_NOTICE[product.status])}</p>}
          <p className="lead">{product.shortDescription}</p>
          {comparable && product.status === 'active' && (
            <div className="product-compare">
              {product.variants.length > 1 && (
                <label>
                  {t('product.variants')}
                  <Select value={variantId ?? ''} onChange={(event) => setVariantId(event.target.value)}>
                    {product.variants.map((variant) => (
                      <option key={variant.id} value={variant.id}>
                        {variantName(variant)}
                      </option>
                    ))}
                  </Select>
                </label>
              )}
              <AddToComparisonButton product={product} variantId={variantId} />
            </div>
          )}
          {product.capabilities.length > 0 && (
            <ul className="chips" aria-label={t('capabilities.title')}>
              {product.capabilities.map((capability) => (
                <li key={capability.slug}>
                  <a href={capability.route}>{capability.name}</a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      {product.longDescription.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}

      {product.highlights.length > 0 && (
        <section aria-labelledby="product-highlights">
          <h2 id="product-highlights">{t('product.highlights')}</h2>
          <ul className="card-grid">
            {product.highlights.map((highlight) => (
              <li key={highlight.name} className="highlight">
                {highlight.videoUrl ? (
                  <a href={highlight.videoUrl} target="_blank" rel="noopener noreferrer">
                    <Picture
                      image={highlight.videoImage}
                      size="AsideVideo"
                      placeholder={PLACEHOLDER_IMAGES.video}
                      alt=""
                    />
                    <span>{t('product.watchVideo', { title: highlight.name })}</span>
                  </a>
                ) : (
                  <Picture image={highlight.image} size="AsideSquare" placeholder={PLACEHOLDER_IMAGES.teaser} alt="" />
                )}
                <h3>{highlight.name}</h3>
                <p>{highlight.shortDescription}</p>
                {highlight.longDescription.map((paragraph, index) => (
                  <p key={index} className="highlight-long">
                    {paragraph}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="product-specifications">
        <div className="section-heading">
          <h2 id="product-specifications">{t('product.specifications')}</h2>
          <MeasurementToggle value={system} />
        </div>
        <SpecificationsTable rows={product.specifications[system]} caption={product.name} />
        {product.variants.length > 0 && (
          <>
            <h3>{t('product.variants')}</h3>
            {product.variants.map((variant) => (
              <SpecificationsTable
                key={variant.id}
                rows={variant.specifications[system]}
                caption={variantName(variant)}
              />
            ))}
          </>
        )}
      </section>

      {product.video && (
        <section aria-labelledby="product-video">
          <h2 id="product-video">{t('product.video')}</h2>
          <a className="video-teaser" href={product.video.url} target="_blank" rel="noopener noreferrer">
            <Picture
              image={product.video.thumbnail}
              size="VideoThumbnail"
              placeholder={PLACEHOLDER_IMAGES.video}
              alt=""
            />
            <span>{t('product.watchVideo', { title: product.video.alt })}</span>
          </a>
        </section>
      )}

      <PublicPartsList parts={payload.parts ?? []} cart={payload.partsCart === true} />
      {product.files.length > 0 && (
        <section aria-labelledby="product-documents">
          <h2 id="product-documents">{t('product.documents')}</h2>
          <ul className="documents">
            {product.files.map((file) => (
              <li key={file.slug}>
                <Picture
                  image={file.thumbnail}
                  size="DocumentThumbnail"
                  placeholder={PLACEHOLDER_IMAGES.document}
                  alt=""
                />
                <div>
                  <a href={file.url} rel="external">
                    {file.name}
                  </a>
                  <p className="document-meta">
                    {t('product.documentMeta', {
                      type: DOCUMENT_TYPE[file.type] ? t(DOCUMENT_TYPE[file.type]!) : file.type,
                      language: file.language.toUpperCase(),
                      extension: file.extension.toUpperCase(),
                      size: formatFileSize(file.sizeBytes, language),
                    })}
                  </p>
                  <a className="download" href={`${file.url}&dl=true`} download>
                    <Icon name="Download" size={16} />
                    {t('product.download', { name: file.name })}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <RelatedList
        id="product-related"
        title={t('product.related')}
        products={product.related.related}
        comparable={comparable}
      />
      <RelatedList
        id="product-components"
        title={t('product.components')}
        products={product.related.component}
        comparable={comparable}
      />
      <RelatedList
        id="product-services"
        title={t('product.services')}
        products={product.related.service}
        comparable={comparable}
      />
      {product.relatedStories.length > 0 && (
        <section aria-labelledby="product-stories" className="product-stories">
          <h2 id="product-stories">{t('product.relatedStories')}</h2>
          <ul className="story-grid">
            {product.relatedStories.map((story) => (
              <li key={story.id}>
                <StoryCard story={story} basePath="" href={story.route} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <PageFeedback />
    </article>
  );
}

function RelatedList(props: { id: string; title: string; products: ProductReferenceDto[]; comparable: boolean }) {
  if (props.products.length === 0) return null;
  return (
    <section aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      <ProductGrid products={props.products} comparable={props.comparable} />
    </section>
  );
}
