import { atom } from 'jotai';
import { persistedAtoms } from '../persisted-atom.js';
import {
  BASKET_STORAGE_KEY,
  type ComparisonBasket,
  EMPTY_BASKET,
  addProduct,
  basketCount,
  changeVariant,
  parseBasket,
  removeProduct,
  removeSlug,
} from './comparison-basket.js';

/**
 * SPEC §4 comparison basket, kept in `uapp-product-comparison-basket`: read through parseBasket (an unparseable
 * basket or one of the wrong shape is reset to the empty basket and logged, SPEC §8), after hydration only, and
 * followed across tabs.
 */
const basket = persistedAtoms<ComparisonBasket>({
  key: BASKET_STORAGE_KEY,
  label: 'comparison basket',
  empty: EMPTY_BASKET,
  parse: (raw) => {
    const { basket: value, error } = parseBasket(raw);
    return { value, error };
  },
});

/** The basket: empty on the server and until the stored one has been read; every change is stored. */
export const comparisonBasketAtom = basket.value;

/** True once the stored basket has been read; an add before that would replace the stored basket. */
export const basketLoadedAtom = basket.loaded;

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
