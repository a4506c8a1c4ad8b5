// SPEC §3/§4 parts cart: parts with key, id, articleNumber, quantity and raw data. Pure functions; the atoms in
// parts-cart.atoms.ts apply them.
import { QUOTE_LIMITS } from '../../modules/product-information/product-information.contract.js';

/** What the cart keeps of a part to show it without asking the server (SPEC §3 "raw data"). */
export interface CartPartData {
  name: string;
  productName: string;
  productSlug: string;
}

export interface CartPart {
  key: string;
  id: string;
  articleNumber: string;
  quantity: number;
  raw: CartPartData;
}

export interface PartsCart {
  parts: CartPart[];
}

export const EMPTY_CART: PartsCart = { parts: [] };

/** SPEC §4: a part added without a quantity counts once. */
export const DEFAULT_QUANTITY = 1;

/** SPEC §3: keys are random strings built from time plus randomness. */
export function cartKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** A whole quantity no larger than a quote request accepts. */
const bounded = (quantity: number): number => Math.min(Math.trunc(quantity), QUOTE_LIMITS.maxQuantity);

/**
 * SPEC §4: adding a part already in the cart (same id) adds to its quantity; a new part gets its own line with a
 * fresh key. A quantity that is not a positive number adds nothing.
 */
export function addPart(
  cart: PartsCart,
  part: Omit<CartPart, 'key' | 'quantity'>,
  quantity: number = DEFAULT_QUANTITY,
  key: string = cartKey(),
): PartsCart {
  if (!Number.isFinite(quantity) || Math.trunc(quantity) <= 0) return cart;
  const existing = cart.parts.find((entry) => entry.id === part.id);
  if (existing) {
    return {
      parts: cart.parts.map((entry) =>
        entry === existing ? { ...entry, quantity: bounded(entry.quantity + Math.trunc(quantity)) } : entry,
      ),
    };
  }
  const entry: CartPart = {
    key,
    id: part.id,
    articleNumber: part.articleNumber,
    quantity: bounded(quantity),
    raw: { ...part.raw },
  };
  return { parts: [...cart.parts, entry] };
}

/** SPEC §4: setting a quantity of 0 or below (or no number at all) removes the part. */
export function setQuantity(cart: PartsCart, key: string, quantity: number): PartsCart {
  if (!Number.isFinite(quantity) || Math.trunc(quantity) <= 0) return removePart(cart, key);
  return { parts: cart.parts.map((entry) => (entry.key === key ? { ...entry, quantity: bounded(quantity) } : entry)) };
}

export function removePart(cart: PartsCart, key: string): PartsCart {
  return { parts: cart.parts.filter((entry) => entry.key !== key) };
}

/** How many pieces the cart holds (the sum of the quantities). */
export function cartCount(cart: PartsCart): number {
  return cart.parts.reduce((sum, entry) => sum + entry.quantity, 0);
}

/** The lines of a quote request (`POST /api/product-information/quote-requests`). */
export function quoteLines(cart: PartsCart): { partId: string; quantity: number }[] {
  return cart.parts.map((entry) => ({ partId: entry.id, quantity: entry.quantity }));
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function isCartPart(value: unknown): value is CartPart {
  const entry = value as Partial<CartPart> | null;
  const raw = entry?.raw as Partial<CartPartData> | undefined;
  return (
    isText(entry?.key) &&
    isText(entry.id) &&
    isText(entry.articleNumber) &&
    Number.isInteger(entry.quantity) &&
    entry.quantity! > 0 &&
    typeof raw === 'object' &&
    raw !== null &&
    typeof raw.name === 'string' &&
    typeof raw.productName === 'string' &&
    typeof raw.productSlug === 'string'
  );
}

/**
 * Reads a stored cart. Anything unparseable or of the wrong shape gives the empty cart and an error (SPEC §8: the
 * state is reset and the error logged by the caller).
 */
export function parseCart(raw: string | null): { cart: PartsCart; error?: string } {
  if (raw === null || raw === '') return { cart: EMPTY_CART };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return { cart: EMPTY_CART, error: `unparseable parts cart: ${(error as Error).message}` };
  }
  const parts = (parsed as { parts?: unknown } | null)?.parts;
  if (!Array.isArray(parts) || !parts.every(isCartPart)) {
    return { cart: EMPTY_CART, error: 'parts cart of an unknown shape' };
  }
  return { cart: { parts } };
}
