import { atom } from 'jotai';
import {
  type ComparisonBasket,
  EMPTY_BASKET,
  addProduct,
  basketCount,
  changeVariant,
  removeProduct,
  removeSlug,
} from './comparison-basket.js';

/**
 * SPEC §4 comparison basket. Empty on the server and until the browser has read localStorage after hydration
 * (BasketPersistence), so no visitor's basket ever reaches the shared, page-cached HTML.
 */
export const comparisonBasketAtom = atom<ComparisonBasket>(EMPTY_BASKET);
comparisonBasketAtom.debugLabel = 'comparisonBasketAtom';

/** True once the stored basket has been read; nothing is written back before that. */
export const basketLoadedAtom = atom(false);
basketLoadedAtom.debugLabel = 'basketLoadedAtom';

export const basketCountAtom = atom((get) => basketCount(get(comparisonBasketAtom)));
basketCountAtom.debugLabel = 'basketCountAtom';

/** The classification group shown in the detail comparison. */
export const compareGroupAtom = atom<string | null>(null);
compareGroupAtom.debugLabel = 'compareGroupAtom';

/** Text for the polite live region (e.g. 'X was added to the comparison.'). */
export const basketAnnouncementAtom = atom('');
basketAnnouncementAtom.debugLabel = 'basketAnnouncementAtom';

export const addToBasketAtom = atom(
  null,
  (get, set, input: { classificationSlug: string; slug: string; variantId: string | null }) => {
    set(comparisonBasketAtom, addProduct(get(comparisonBasketAtom), input.classificationSlug, input));
  },
);
addToBasketAtom.debugLabel = 'addToBasketAtom';

export const removeFromBasketAtom = atom(null, (get, set, key: string) => {
  set(comparisonBasketAtom, removeProduct(get(comparisonBasketAtom), key));
});
removeFromBasketAtom.debugLabel = 'removeFromBasketAtom';

export const removeSlugFromBasketAtom = atom(null, (get, set, slug: string) => {
  set(comparisonBasketAtom, removeSlug(get(comparisonBasketAtom), slug));
});
removeSlugFromBasketAtom.debugLabel = 'removeSlugFromBasketAtom';

export const changeBasketVariantAtom = atom(null, (get, set, input: { key: string; variantId: string }) => {
  set(comparisonBasketAtom, changeVariant(get(comparisonBasketAtom), input.key, input.variantId));
});
changeBasketVariantAtom.debugLabel = 'changeBasketVariantAtom';
