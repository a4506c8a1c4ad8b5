import { describe, expect, it } from 'vitest';
import {
  EMPTY_BASKET,
  addProduct,
  basketCount,
  changeVariant,
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
    const basket = changeVariant(add(add(), 'crimp-centers', 'a', 'a2'), 'a2', 'v2');
    expect(basket.classifications[0]!.products.map((p) => p.variantId)).toEqual([null, 'v2']);
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
