import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { PARTS_CART_STORAGE_KEY } from '../../modules/product-information/product-information.contract.js';
import { checkedLocalStorage } from '../persisted-storage.js';
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
 * Reads of `uapp-parts-cart` go through parseCart: an unparseable cart or one of the wrong shape is reset to the
 * empty cart in storage and logged (SPEC §8). Nothing stored reads as the empty cart.
 */
const cartStorage = checkedLocalStorage('parts cart', (raw) => {
  const { cart, error } = parseCart(raw);
  return { raw: JSON.stringify(cart), error };
});

/**
 * SPEC §4 parts cart as stored, null until read: storage is read when the atom is first mounted (in the browser
 * after hydration, never on the server), so the first render matches the server's HTML. Other tabs' changes follow.
 */
const storedCartAtom = atomWithStorage<PartsCart | null>(
  PARTS_CART_STORAGE_KEY,
  null,
  createJSONStorage(() => cartStorage),
  { getOnInit: false },
);
storedCartAtom.debugLabel = 'storedCartAtom';

/** The cart: empty on the server and until the stored one has been read; every change is stored. */
export const partsCartAtom = atom(
  (get) => get(storedCartAtom) ?? EMPTY_CART,
  (_get, set, cart: PartsCart) => set(storedCartAtom, cart),
);
partsCartAtom.debugLabel = 'partsCartAtom';

/** True once the stored cart has been read; an add before that would replace the stored cart. */
export const cartLoadedAtom = atom((get) => get(storedCartAtom) !== null);
cartLoadedAtom.debugLabel = 'cartLoadedAtom';

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
