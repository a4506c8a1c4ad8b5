import { DomainError } from '../../src/core/http/api-exception.filter.js';

/** SPEC §5/§8: the exact message for a product (or classification path) that does not exist. */
export const NO_PRODUCT_MESSAGE = 'No product found for slug';

export class UnknownSisCode extends DomainError {
  constructor(sisCode: string) {
    super('UnknownSisCode', `No product data for sisCode ${sisCode}`, 404);
  }
}

export class UnknownLocale extends DomainError {
  constructor(code: string) {
    super('UnknownLocale', `locale must be a known locale code such as en or de-ch, got ${code}`, 400);
  }
}

export class UnknownClassification extends DomainError {
  constructor(slug: string) {
    super('UnknownClassification', `No classification with slug ${slug}`, 404);
  }
}
