import { useAtomValue, useSetAtom } from 'jotai';
import type { AvailabilityStatus } from '../../modules/product-information/product-information.contract.js';
import { addToCartAtom, cartAnnouncementAtom, cartLoadedAtom } from '../../renderer/parts-cart/parts-cart.atoms.js';
import { useTranslation } from '../../renderer/use-translation.js';

// What the public parts list (pages/products) and the portal's product page show of a part alike.

/**
 * SPEC §3 availability text in the reader's language, from the status and the days; in stock with the stock
 * figure where the reader may see it (SPEC §1: visitors see none).
 */
export function useAvailability() {
  const { t } = useTranslation();
  return (
    part: { availabilityStatus: AvailabilityStatus; availabilityDays: number },
    stock: number | undefined,
  ): string => {
    switch (part.availabilityStatus) {
      case 'in-stock':
        return stock === undefined
          ? t('productInfo.availability.available')
          : t('productInfo.availability.inStock', { stock });
      case 'available-soon':
        return t('productInfo.availability.soon', { days: part.availabilityDays });
      case 'on-request':
        return t('productInfo.availability.onRequest', { days: part.availabilityDays });
    }
  };
}

export interface CartPart {
  id: string;
  articleNumber: string;
  name: string;
  productName: string;
  productSlug: string;
}

/** Adds a part to the parts cart and announces it (SPEC §6). */
export function AddToCartButton({ part }: { part: CartPart }) {
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
      {/* WCAG 2.5.3: the name starts with the visible text, so a voice command "Add to cart" still finds it. */}
      <span className="visually-hidden">
        {t('productInfo.addToCartPart', { name: part.name, articleNumber: part.articleNumber })}
      </span>
    </button>
  );
}
