import { useAtomValue, useSetAtom } from 'jotai';
import { imageUrl } from '../../modules/files/image-sizes.contract.js';
import type { PublicPartView } from '../../modules/product-information/product-information.contract.js';
import { addToCartAtom, cartAnnouncementAtom, cartLoadedAtom } from '../../renderer/parts-cart/parts-cart.atoms.js';
import { useCustomerStock } from '../../renderer/parts-cart/use-customer-stock.js';
import { TableScroll } from '../../renderer/components/DataTable.js';
import { useTranslation } from '../../renderer/use-translation.js';

/** SPEC §1: availability without a stock figure (stock is for signed-in customers in the portal). */
function useAvailability(stock: ReadonlyMap<string, number> | null) {
  const { t } = useTranslation();
  return (part: PublicPartView): string => {
    switch (part.availabilityStatus) {
      case 'in-stock':
        return stock?.has(part.id)
          ? t('productInfo.availability.inStock', { stock: stock.get(part.id)! })
          : t('productInfo.availability.available');
      case 'available-soon':
        return t('productInfo.availability.soon', { days: part.availabilityDays });
      case 'on-request':
        return t('productInfo.availability.onRequest', { days: part.availabilityDays });
    }
  };
}

function AddPartButton({ part }: { part: PublicPartView }) {
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

/** A product's spare parts on its public page; with the parts cart's button on the main site (SPEC §1, §6). */
export function PublicPartsList({ parts, cart }: { parts: PublicPartView[]; cart: boolean }) {
  const { t } = useTranslation();
  const availability = useAvailability(useCustomerStock(parts[0]?.productSlug));
  if (parts.length === 0) return null;
  return (
    <section aria-labelledby="product-parts" className="product-parts">
      <h2 id="product-parts">{t('productInfo.parts')}</h2>
      <TableScroll label={t('productInfo.parts')}>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('productInfo.part.image')}</span>
            </th>
            <th scope="col">{t('productInfo.part.articleNumber')}</th>
            <th scope="col">{t('productInfo.part.name')}</th>
            <th scope="col">{t('productInfo.part.availability')}</th>
            {cart && (
              <th scope="col">
                <span className="visually-hidden">{t('productInfo.addToCart')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.id} data-part={part.articleNumber}>
              <td>
                {part.image && (
                  <img src={imageUrl(part.image.id, 'Capability')} alt={part.image.alt} width={64} loading="lazy" />
                )}
              </td>
              <td>{part.articleNumber}</td>
              <td>{part.name}</td>
              <td>{availability(part)}</td>
              {cart && (
                <td>
                  <AddPartButton part={part} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </TableScroll>
    </section>
  );
}
