import { defineErrors } from '../../src/core/errors/index.js';

/** SPEC §5/§8: the exact message for a product (or classification path) that does not exist (a page's 404). */
export const NO_PRODUCT_MESSAGE = 'No product found for slug';

export const ProductsErrors = defineErrors({
  UnknownSisCode: { status: 404, message: (sisCode: string) => `No product data for sisCode ${sisCode}` },
  UnknownLocale: {
    status: 400,
    message: (code: string) => `locale must be a known locale code such as en or de-ch, got ${code}`,
  },
  UnknownClassification: { status: 404, message: (slug: string) => `No classification with slug ${slug}` },
});
