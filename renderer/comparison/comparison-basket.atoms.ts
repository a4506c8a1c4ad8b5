import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { checkedLocalStorage } from '../persisted-storage.js';
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
 * Reads of `uapp-product-comparison-basket` go through parseBasket: an unparseable basket or one of the wrong
 * shape is reset to the empty basket in storage and logged (SPEC §8). Nothing stored reads as the empty basket,
 * so after the first read the atom below is never null.
 */
const basketStorage = checkedLocalStorage('comparison basket', (raw) => {
  const { basket, error } = parseBasket(raw);
  return { raw: JSON.stringify(basket), error };
});

/**
 * SPEC §4 comparison basket as stored, null until read. Storage is read when the atom is first mounted (the
 * default `getOnInit: false`): in the browser after hydration, never on the server, so no visitor's basket ever
 * reaches the shared, page-cached HTML and the first render matches it. Changes in other tabs follow.
 */
const storedBasketAtom = atomWithStorage<ComparisonBasket | null>(
  BASKET_STORAGE_KEY,
  null,
  createJSONStorage(() => basketStorage),
  { getOnInit: false },
);
storedBasketAtom.debugLabel = 'storedBasketAtom';

/** The basket: empty on the server and until the stored one has been read; every change is stored. */
export const comparisonBasketAtom = atom(
  (get) => get(storedBasketAtom) ?? EMPTY_BASKET,
  (_get, set, basket: ComparisonBasket) => set(storedBasketAtom, basket),
);
comparisonBasketAtom.debugLabel = 'comparisonBasketAtom';

/** True once the stored basket has been read; an add before that would replace the stored basket. */
export const basketLoadedAtom = atom((get) => get(storedBasketAtom) !== null);
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
