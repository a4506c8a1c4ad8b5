import type { PartSummaryDto } from '../../modules/product-information/product-information.dto.js';
import type { PartDetailDto } from '../../modules/product-information/product-information.dto.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { imageUrl } from '../../modules/files/image-sizes.contract.js';
import type { ProductInfoViewPayloads } from '../../modules/product-information/product-information.contract.js';
import { addToCartAtom, cartAnnouncementAtom, cartLoadedAtom } from '../../renderer/parts-cart/parts-cart.atoms.js';
import { TableScroll } from '../../renderer/components/DataTable.js';
import { useTranslation } from '../../renderer/use-translation.js';

/** SPEC §3 availability text in the reader's language, from the status, the days and the stock. */
function useAvailability() {
  const { t } = useTranslation();
  return (part: Pick<PartSummaryDto, 'availabilityStatus' | 'availabilityDays' | 'stock'>): string => {
    switch (part.availabilityStatus) {
      case 'in-stock':
        return t('productInfo.availability.inStock', { stock: part.stock });
      case 'available-soon':
        return t('productInfo.availability.soon', { days: part.availabilityDays });
      case 'on-request':
        return t('productInfo.availability.onRequest', { days: part.availabilityDays });
    }
  };
}

function AddToCartButton({ part }: { part: PartSummaryDto }) {
  const { t } = useTranslation();
  // Until the stored cart is read (after hydration) an add would replace it: the button waits.
  const loaded = useAtomValue(cartLoadedAtom);
  const add = useSetAtom(addToCartAtom);
  const announce = useSetAtom(cartAnnouncementAtom);
  return (
    <button
      type="button"
      className="button button-primary product-info-add"
      disabled={!loaded}
      aria-label={t('productInfo.addToCartOf', { name: part.name, articleNumber: part.articleNumber })}
      onClick={() => {
        add({
          part: {
            id: part.id,
            articleNumber: part.articleNumber,
            raw: { name: part.name, productName: part.productName, productSlug: part.productSlug },
          },
        });
        announce(t('productInfo.added', { name: part.name }));
      }}
    >
      {t('productInfo.addToCart')}
    </button>
  );
}

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
        <dd data-status={part.availabilityStatus}>{availability(part)}</dd>
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
      {parts.length === 0 ? (
        <p>{t('productInfo.noParts')}</p>
      ) : (
        <TableScroll label={t('productInfo.parts')} className="product-info-table">
          <thead>
            <tr>
              <th scope="col">{t('productInfo.part.name')}</th>
              <th scope="col">{t('productInfo.part.articleNumber')}</th>
              <th scope="col">{t('productInfo.part.stock')}</th>
              <th scope="col">{t('productInfo.part.availability')}</th>
              <th scope="col">{t('productInfo.part.location')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('productInfo.addToCart')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {parts.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <a href={`${self}?part=${encodeURIComponent(entry.articleNumber)}`}>{entry.name}</a>
                </td>
                <td>{entry.articleNumber}</td>
                <td>{entry.stock}</td>
                <td data-status={entry.availabilityStatus}>{availability(entry)}</td>
                <td>{entry.location}</td>
                <td>
                  <AddToCartButton part={entry} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      )}
    </article>
  );
}
