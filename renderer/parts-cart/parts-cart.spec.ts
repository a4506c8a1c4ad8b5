import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTS_CART_STORAGE_KEY } from '../../modules/product-information/product-information.contract.js';
import { fakeLocalStorage } from '../../test/support/fake-local-storage.js';
import {
  addToCartAtom,
  cartCountAtom,
  cartLoadedAtom,
  partsCartAtom,
  removeFromCartAtom,
  setCartQuantityAtom,
} from './parts-cart.atoms.js';
import {
  EMPTY_CART,
  type PartsCart,
  addPart,
  cartCount,
  cartKey,
  parseCart,
  quoteLines,
  removePart,
  setQuantity,
} from './parts-cart.js';

const part = (id: string) => ({
  id,
  articleNumber: `KX-${id}`,
  raw: { name: `Part ${id}`, productName: 'CutStrip 9000', productSlug: 'cutstrip-9000' },
});

describe('parts cart', () => {
  it('adds a new part with the default quantity 1 and a fresh key', () => {
    const cart = addPart(EMPTY_CART, part('a'), undefined, 'k1');
    expect(cart.parts).toEqual([{ key: 'k1', id: 'a', articleNumber: 'KX-a', quantity: 1, raw: part('a').raw }]);
  });

  it('adds to the quantity of a part id already in the cart, keeping its line and key', () => {
    let cart = addPart(EMPTY_CART, part('a'), 1, 'k1');
    cart = addPart(cart, part('b'), 1, 'k2');
    cart = addPart(cart, part('a'), 1, 'k3');
    cart = addPart(cart, part('a'), 3, 'k4');
    expect(cart.parts.map((p) => [p.key, p.id, p.quantity])).toEqual([
      ['k1', 'a', 5],
      ['k2', 'b', 1],
    ]);
    expect(cartCount(cart)).toBe(6);
  });

  it('ignores adds of no positive quantity and caps a quantity at the quote limit', () => {
    const one = addPart(EMPTY_CART, part('a'), 1, 'k1');
    expect(addPart(one, part('a'), 0)).toBe(one);
    expect(addPart(one, part('a'), -2)).toBe(one);
    expect(addPart(one, part('a'), Number.NaN)).toBe(one);
    expect(addPart(one, part('a'), 5000).parts[0]!.quantity).toBe(999);
  });

  it('sets a quantity, and removes the part at 0 or below', () => {
    const cart = addPart(addPart(EMPTY_CART, part('a'), 2, 'k1'), part('b'), 1, 'k2');
    expect(setQuantity(cart, 'k1', 7).parts.map((p) => p.quantity)).toEqual([7, 1]);
    expect(setQuantity(cart, 'k1', 2.9).parts[0]!.quantity).toBe(2);
    expect(setQuantity(cart, 'k1', 0).parts.map((p) => p.id)).toEqual(['b']);
    expect(setQuantity(cart, 'k2', -1).parts.map((p) => p.id)).toEqual(['a']);
    expect(setQuantity(cart, 'k2', Number.NaN).parts.map((p) => p.id)).toEqual(['a']);
    expect(removePart(cart, 'k1').parts.map((p) => p.id)).toEqual(['b']);
  });

  it('builds the quote lines from the cart', () => {
    const cart = addPart(addPart(EMPTY_CART, part('a'), 2, 'k1'), part('b'), 1, 'k2');
    expect(quoteLines(cart)).toEqual([
      { partId: 'a', quantity: 2 },
      { partId: 'b', quantity: 1 },
    ]);
  });

  it('makes keys from time plus randomness', () => {
    const keys = new Set(Array.from({ length: 50 }, () => cartKey()));
    expect(keys.size).toBe(50);
    expect([...keys][0]).toMatch(/^[0-9a-z]+-[0-9a-z]+$/);
  });

  it('resets to empty with an error when storage is unparseable or of the wrong shape', () => {
    expect(parseCart('{not json')).toMatchObject({ cart: EMPTY_CART, error: expect.stringContaining('unparseable') });
    expect(parseCart('{"parts":[{"key":"k","id":"a","articleNumber":"x","quantity":0,"raw":{}}]}')).toMatchObject({
      cart: EMPTY_CART,
      error: expect.any(String),
    });
    expect(parseCart('[]')).toMatchObject({ cart: EMPTY_CART, error: expect.any(String) });
    expect(parseCart(null)).toEqual({ cart: EMPTY_CART });
    const cart = addPart(EMPTY_CART, part('a'), 2, 'k1');
    expect(parseCart(JSON.stringify(cart))).toEqual({ cart });
  });
});

describe('partsCartAtom', () => {
  let storage: ReturnType<typeof fakeLocalStorage>;
  beforeEach(() => {
    storage = fakeLocalStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads storage only once mounted, then stores every change', () => {
    storage.window.localStorage.setItem(
      PARTS_CART_STORAGE_KEY,
      JSON.stringify(addPart(EMPTY_CART, part('a'), 1, 'k1')),
    );
    const store = createStore();
    expect(store.get(partsCartAtom)).toEqual(EMPTY_CART);
    expect(store.get(cartLoadedAtom)).toBe(false);

    store.sub(cartLoadedAtom, () => undefined);
    expect(store.get(cartLoadedAtom)).toBe(true);
    store.set(addToCartAtom, { part: part('a') });
    store.set(addToCartAtom, { part: part('b') });
    store.set(addToCartAtom, { part: part('b') });
    store.set(addToCartAtom, { part: part('c') });
    expect(store.get(cartCountAtom)).toBe(5);
    const [, , c] = store.get(partsCartAtom).parts;
    store.set(setCartQuantityAtom, { key: c!.key, quantity: 0 });
    store.set(removeFromCartAtom, 'k1');
    const stored = JSON.parse(storage.window.localStorage.getItem(PARTS_CART_STORAGE_KEY)!) as PartsCart;
    expect(stored.parts.map((p) => [p.id, p.quantity])).toEqual([['b', 2]]);
  });

  it('resets unparseable storage to the empty cart and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.window.localStorage.setItem(PARTS_CART_STORAGE_KEY, '{not json');
    const store = createStore();
    store.sub(partsCartAtom, () => undefined);
    expect(store.get(partsCartAtom)).toEqual(EMPTY_CART);
    expect(storage.window.localStorage.getItem(PARTS_CART_STORAGE_KEY)).toBe('{"parts":[]}');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unparseable parts cart'));
  });
});
