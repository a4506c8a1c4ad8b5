// SPEC §3/§4 comparison basket: classification groups of products (key, slug, variantId). Pure functions; the
// atoms in comparison-basket.atoms.ts apply them.

export const BASKET_STORAGE_KEY = 'uapp-product-comparison-basket';

export interface BasketProduct {
  key: string;
  slug: string;
  variantId: string | null;
}

export interface BasketGroup {
  slug: string;
  products: BasketProduct[];
}

export interface ComparisonBasket {
  classifications: BasketGroup[];
}

export const EMPTY_BASKET: ComparisonBasket = { classifications: [] };

/** SPEC §3: keys are random strings built from time plus randomness. */
export function basketKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Whether the basket holds this product in this variant (the add button shows it). */
export function hasProduct(basket: ComparisonBasket, product: Omit<BasketProduct, 'key'>): boolean {
  return basket.classifications.some((group) =>
    group.products.some((entry) => entry.slug === product.slug && entry.variantId === product.variantId),
  );
}

/**
 * Adds a product to its classification's group, creating the group on first add (SPEC §4). A product already there
 * in the same variant is not added again; another variant of it is, to compare variants.
 */
export function addProduct(
  basket: ComparisonBasket,
  classificationSlug: string,
  product: Omit<BasketProduct, 'key'>,
  key: string = basketKey(),
): ComparisonBasket {
  if (hasProduct(basket, product)) return basket;
  const entry = { key, slug: product.slug, variantId: product.variantId };
  const exists = basket.classifications.some((group) => group.slug === classificationSlug);
  return {
    classifications: exists
      ? basket.classifications.map((group) =>
          group.slug === classificationSlug ? { ...group, products: [...group.products, entry] } : group,
        )
      : [...basket.classifications, { slug: classificationSlug, products: [entry] }],
  };
}

/** Removes products matching `wanted`; a group losing its last product is removed (SPEC §4). */
function removeWhere(basket: ComparisonBasket, wanted: (product: BasketProduct) => boolean): ComparisonBasket {
  return {
    classifications: basket.classifications
      .map((group) => ({ ...group, products: group.products.filter((product) => !wanted(product)) }))
      .filter((group) => group.products.length > 0),
  };
}

export function removeProduct(basket: ComparisonBasket, key: string): ComparisonBasket {
  return removeWhere(basket, (product) => product.key === key);
}

/** SPEC §4: removing by slug removes every instance of it. */
export function removeSlug(basket: ComparisonBasket, slug: string): ComparisonBasket {
  return removeWhere(basket, (product) => product.slug === slug);
}

export function changeVariant(basket: ComparisonBasket, key: string, variantId: string): ComparisonBasket {
  return {
    classifications: basket.classifications.map((group) => ({
      ...group,
      products: group.products.map((product) => (product.key === key ? { ...product, variantId } : product)),
    })),
  };
}

export function basketCount(basket: ComparisonBasket): number {
  return basket.classifications.reduce((sum, group) => sum + group.products.length, 0);
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Reads a stored basket. Anything unparseable or of the wrong shape gives the empty basket and an error
 * (SPEC §8: the state is reset and the error logged by the caller).
 */
export function parseBasket(raw: string | null): { basket: ComparisonBasket; error?: string } {
  if (raw === null || raw === '') return { basket: EMPTY_BASKET };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return { basket: EMPTY_BASKET, error: `unparseable comparison basket: ${(error as Error).message}` };
  }
  const groups = (parsed as { classifications?: unknown } | null)?.classifications;
  const valid =
    Array.isArray(groups) &&
    groups.every(
      (group: { slug?: unknown; products?: unknown }) =>
        isString(group?.slug) &&
        Array.isArray(group.products) &&
        group.products.every(
          (product: { key?: unknown; slug?: unknown; variantId?: unknown }) =>
            isString(product?.key) &&
            isString(product.slug) &&
            (product.variantId === null || isString(product.variantId)),
        ),
    );
  if (!valid) return { basket: EMPTY_BASKET, error: 'comparison basket of an unknown shape' };
  return { basket: { classifications: (groups as BasketGroup[]).filter((group) => group.products.length > 0) } };
}
