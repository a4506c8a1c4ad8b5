import { atom } from 'jotai';
import { PARTS_CART_STORAGE_KEY } from '../../modules/product-information/product-information.contract.js';
import { persistedAtoms } from '../persisted-atom.js';
import {
  type CartPart,
  EMPTY_CART,
  type PartsCart,
  addPart,
  cartCount,
  parseCart,
  removePart,
  setQuantity,
} from './parts-cart.js';

/**
 * SPEC §4 parts cart, kept in `uapp-parts-cart`: read through parseCart (an unparseable cart or one of the wrong
 * shape is reset to the empty cart and logged, SPEC §8), after hydration only, and followed across tabs.
 */
const cart = persistedAtoms<PartsCart>({
  key: PARTS_CART_STORAGE_KEY,
  label: 'parts cart',
  empty: EMPTY_CART,
  parse: (raw) => {
    const { cart: value, error } = parseCart(raw);
    return { value, error };
  },
});

/** The cart: empty on the server and until the stored one has been read; every change is stored. */
export const partsCartAtom = cart.value;

/** True once the stored cart has been read; an add before that would replace the stored cart. */
export const cartLoadedAtom = cart.loaded;

export const cartCountAtom = atom((get) => cartCount(get(partsCartAtom)));
cartCountAtom.debugLabel = 'cartCountAtom';

/** Text for the polite live region ('… was added to the parts cart.'). */
export const cartAnnouncementAtom = atom('');
cartAnnouncementAtom.debugLabel = 'cartAnnouncementAtom';

export const addToCartAtom = atom(
  null,
  (get, set, input: { part: Omit<CartPart, 'key' | 'quantity'>; quantity?: number }) => {
    set(partsCartAtom, addPart(get(partsCartAtom), input.part, input.quantity));
  },
);
addToCartAtom.debugLabel = 'addToCartAtom';

export const setCartQuantityAtom = atom(null, (get, set, input: { key: string; quantity: number }) => {
  set(partsCartAtom, setQuantity(get(partsCartAtom), input.key, input.quantity));
});
setCartQuantityAtom.debugLabel = 'setCartQuantityAtom';

export const removeFromCartAtom = atom(null, (get, set, key: string) => {
  set(partsCartAtom, removePart(get(partsCartAtom), key));
});
removeFromCartAtom.debugLabel = 'removeFromCartAtom';

export const clearCartAtom = atom(null, (_get, set) => set(partsCartAtom, EMPTY_CART));
clearCartAtom.debugLabel = 'clearCartAtom';
