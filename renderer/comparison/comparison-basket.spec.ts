import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLocalStorage } from '../../test/support/fake-local-storage.js';
import { addToBasketAtom, basketLoadedAtom, comparisonBasketAtom } from './comparison-basket.atoms.js';
import {
  BASKET_STORAGE_KEY,
  type ComparisonBasket,
  EMPTY_BASKET,
  addProduct,
  basketCount,
  changeVariant,
  hasProduct,
  parseBasket,
  removeProduct,
  removeSlug,
} from './comparison-basket.js';

const add = (basket = EMPTY_BASKET, group = 'crimp-centers', slug = 'a', key = slug) =>
  addProduct(basket, group, { slug, variantId: null }, key);

describe('comparison basket', () => {
  it('creates a group on the first add and appends to it afterwards', () => {
    const basket = add(add(add(), 'crimp-centers', 'b'), 'testers', 'c');
    expect(basket.classifications.map((g) => [g.slug, g.products.map((p) => p.slug)])).toEqual([
      ['crimp-centers', ['a', 'b']],
      ['testers', ['c']],
    ]);
    expect(basketCount(basket)).toBe(3);
  });

  it('removes a group with its last product', () => {
    const basket = removeProduct(add(add(), 'testers', 'c'), 'c');
    expect(basket.classifications.map((g) => g.slug)).toEqual(['crimp-centers']);
  });

  it('removes every instance of a slug', () => {
    const basket = removeSlug(add(add(add(), 'crimp-centers', 'a', 'a2'), 'crimp-centers', 'b'), 'a');
    expect(basket.classifications[0]!.products.map((p) => p.key)).toEqual(['b']);
  });

  it('changes the variant of one entry', () => {
    const twoVariants = addProduct(add(), 'crimp-centers', { slug: 'a', variantId: 'v1' }, 'a2');
    const basket = changeVariant(twoVariants, 'a2', 'v2');
    expect(basket.classifications[0]!.products.map((p) => p.variantId)).toEqual([null, 'v2']);
  });

  it('keeps one entry when the same product is added twice in the same variant', () => {
    const basket = add(add(), 'crimp-centers', 'a', 'a2');
    expect(basket.classifications[0]!.products.map((p) => p.key)).toEqual(['a']);
    expect(hasProduct(basket, { slug: 'a', variantId: null })).toBe(true);
    expect(hasProduct(basket, { slug: 'a', variantId: 'v1' })).toBe(false);
  });

  it('resets to empty with an error when storage is unparseable or of the wrong shape', () => {
    expect(parseBasket('{not json')).toMatchObject({ basket: EMPTY_BASKET, error: expect.any(String) });
    expect(parseBasket('{"classifications":[{"slug":1}]}')).toMatchObject({
      basket: EMPTY_BASKET,
      error: expect.any(String),
    });
    expect(parseBasket(null)).toEqual({ basket: EMPTY_BASKET });
    const stored = JSON.stringify(add());
    expect(parseBasket(stored).basket).toEqual(add());
  });
});

describe('comparisonBasketAtom', () => {
  let storage: ReturnType<typeof fakeLocalStorage>;
  beforeEach(() => {
    storage = fakeLocalStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads storage only once mounted, then writes changes back in the stored format', () => {
    storage.window.localStorage.setItem(BASKET_STORAGE_KEY, JSON.stringify(add()));
    const store = createStore();
    // Unmounted, as on the server and in the first client render: the empty basket, storage not read.
    expect(store.get(comparisonBasketAtom)).toEqual(EMPTY_BASKET);
    expect(store.get(basketLoadedAtom)).toBe(false);

    store.sub(basketLoadedAtom, () => undefined);
    expect(store.get(basketLoadedAtom)).toBe(true);
    expect(store.get(comparisonBasketAtom)).toEqual(add());
    store.set(addToBasketAtom, { classificationSlug: 'testers', slug: 'c', variantId: 'v1' });
    const stored = JSON.parse(storage.window.localStorage.getItem(BASKET_STORAGE_KEY)!) as ComparisonBasket;
    expect(stored.classifications.map((g) => [g.slug, g.products.map((p) => [p.slug, p.variantId])])).toEqual([
      ['crimp-centers', [['a', null]]],
      ['testers', [['c', 'v1']]],
    ]);
  });

  it('resets unparseable storage to the empty basket and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    storage.window.localStorage.setItem(BASKET_STORAGE_KEY, '{not json');
    const store = createStore();

    store.sub(comparisonBasketAtom, () => undefined);
    expect(store.get(comparisonBasketAtom)).toEqual(EMPTY_BASKET);
    expect(store.get(basketLoadedAtom)).toBe(true);
    expect(storage.window.localStorage.getItem(BASKET_STORAGE_KEY)).toBe('{"classifications":[]}');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unparseable comparison basket'));
  });

  it("follows another tab's changes, resetting one of the wrong shape", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    store.sub(comparisonBasketAtom, () => undefined);

    storage.changeInAnotherTab(BASKET_STORAGE_KEY, JSON.stringify(add()));
    expect(store.get(comparisonBasketAtom)).toEqual(add());
    storage.changeInAnotherTab(BASKET_STORAGE_KEY, '{"classifications":[{"slug":1}]}');
    expect(store.get(comparisonBasketAtom)).toEqual(EMPTY_BASKET);
    expect(storage.window.localStorage.getItem(BASKET_STORAGE_KEY)).toBe('{"classifications":[]}');
    expect(error).toHaveBeenCalledOnce();
  });
});
