const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The accessible name of a part's "Add to cart" button: its visible text, then (read by screen readers only) the
 * part. Chromium puts a space between the visible text and the hidden part's colon, other browsers may not.
 */
export const addToCartName = (name: string, articleNumber: string): RegExp =>
  new RegExp(`^Add to cart ?: ${escapeRegExp(name)} \\(${escapeRegExp(articleNumber)}\\)$`);
