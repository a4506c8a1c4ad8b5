import type { PartDetailDto } from '../../modules/product-information/product-information.dto.js';
import { imageUrl } from '../../modules/files/image-sizes.contract.js';
import type { ProductInfoViewPayloads } from '../../modules/product-information/product-information.contract.js';
import { DataTable } from '../../renderer/components/DataTable.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { AddToCartButton, useAvailability } from './part-cells.js';

function PartDetailView({ part, closeHref }: { part: PartDetailDto; closeHref: string }) {
  const { t } = useTranslation();
  const availability = useAvailability();
  return (
    <section className="product-info-part" aria-labelledby="part-heading">
      <h2 id="part-heading">{part.name}</h2>
      {part.image && (
        <img src={imageUrl(part.image.id, 'Capability')} alt={part.image.alt} width={240} loading="lazy" />
      )}
      {part.description && <p>{part.description}</p>}
      <dl className="product-info-fields">
        <dt>{t('productInfo.part.articleNumber')}</dt>
        <dd>{part.articleNumber}</dd>
        <dt>{t('productInfo.part.stock')}</dt>
        <dd>{part.stock}</dd>
        <dt>{t('productInfo.part.availability')}</dt>
        <dd data-status={part.availabilityStatus}>{availability(part, part.stock)}</dd>
        <dt>{t('productInfo.part.location')}</dt>
        <dd>{part.location}</dd>
      </dl>
      <p>
        <AddToCartButton part={part} /> <a href={closeHref}>{t('productInfo.part.close')}</a>
      </p>
    </section>
  );
}

/** `/{slug}`: a product's manuals and its parts list (SPEC §3 Part), with a part's detail under `?part=`. */
export function ProductPageView({ basePath, product, manuals, parts, part }: ProductInfoViewPayloads['product']) {
  const { t } = useTranslation();
  const availability = useAvailability();
  const home = `${basePath}/product-information`;
  const self = `${home}/${product.slug}`;
  return (
    <article className="product-info" aria-labelledby="product-heading">
      <p>
        <a href={home}>{t('productInfo.backToList')}</a>
      </p>
      <h1 id="product-heading">{product.name}</h1>
      {part && <PartDetailView part={part} closeHref={self} />}
      <h2>{t('productInfo.manuals')}</h2>
      {manuals.length === 0 ? (
        <p>{t('productInfo.noManuals')}</p>
      ) : (
        <ul>
          {manuals.map((manual) => (
            <li key={manual.id}>
              <a href={`${home}/${product.id}/${manual.id}`}>{manual.title}</a>{' '}
              <span className="document-meta">{t('productInfo.topicCount', { count: manual.topicCount })}</span>
            </li>
          ))}
        </ul>
      )}
      <h2 id="parts-heading">{t('productInfo.parts')}</h2>
      <DataTable
        label={t('productInfo.parts')}
        className="product-info-table"
        columns={[
          { key: 'name', label: t('productInfo.part.name') },
          { key: 'articleNumber', label: t('productInfo.part.articleNumber') },
          { key: 'stock', label: t('productInfo.part.stock') },
          { key: 'availability', label: t('productInfo.part.availability') },
          { key: 'location', label: t('productInfo.part.location') },
          { key: 'cart', label: t('productInfo.addToCart'), hidden: true },
        ]}
        rows={parts}
        renderRow={(entry) => (
          <tr key={entry.id}>
            <td>
              <a href={`${self}?part=${encodeURIComponent(entry.articleNumber)}`}>{entry.name}</a>
            </td>
            <td>{entry.articleNumber}</td>
            <td>{entry.stock}</td>
            <td data-status={entry.availabilityStatus}>{availability(entry, entry.stock)}</td>
            <td>{entry.location}</td>
            <td>
              <AddToCartButton part={entry} />
            </td>
          </tr>
        )}
        empty={<p>{t('productInfo.noParts')}</p>}
      />
    </article>
  );
}
