import { defineErrors } from '../../src/core/errors/index.js';
import { QUOTE_MESSAGES } from './product-information.contract.js';

/**
 * The product information's failures (README Conventions: Errors). A product, manual, topic or part the reader's
 * company does not own is not found, like a missing one: its existence is not told.
 */
export const ProductInformationErrors = defineErrors({
  ServiceNotActive: { status: 403, message: 'Product information is not active for this user' },
  ProductNotFound: { status: 404, message: 'Product not found' },
  ManualNotFound: { status: 404, message: 'Manual not found' },
  TopicNotFound: { status: 404, message: 'Topic not found' },
  PartNotFound: { status: 404, message: 'Part not found' },
  QuoteRequestNotFound: { status: 404, message: 'Quote request not found' },
  QuoteDuplicatePart: { status: 400, message: QUOTE_MESSAGES.duplicate },
  QuoteUnknownPart: { status: 400, message: QUOTE_MESSAGES.unknownPart },
});
