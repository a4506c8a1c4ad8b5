import { DomainError } from '../../src/core/http/api-exception.filter.js';

/** HTTP status per search error code: a new code fails the typecheck until it is mapped. */
export const SEARCH_ERROR_STATUS = {
  SearchSiteNotFound: 404,
  SearchLocaleNotFound: 404,
  SearchLanguageNotServed: 404,
  SearchQueryInvalid: 400,
} as const satisfies Record<string, number>;

export type SearchErrorCode = keyof typeof SEARCH_ERROR_STATUS;

export class SearchError extends DomainError {
  constructor(code: SearchErrorCode, message: string) {
    super(code, message, SEARCH_ERROR_STATUS[code]);
  }
}
