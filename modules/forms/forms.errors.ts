import { DomainError } from '../../src/core/http/api-exception.filter.js';

/** Each error code of the forms module and its HTTP status (STYLE: Errors); a new code must be mapped here. */
export const FORMS_ERROR_STATUS = {
  RateLimited: 429,
  BotCheckFailed: 400,
  UnsupportedContentType: 415,
  DownloadNotFound: 404,
} as const satisfies Record<string, number>;
export type FormsErrorCode = keyof typeof FORMS_ERROR_STATUS;

export class FormsError extends DomainError {
  constructor(
    override readonly code: FormsErrorCode,
    message: string,
  ) {
    super(code, message, FORMS_ERROR_STATUS[code]);
  }
}

export const rateLimited = () =>
  new FormsError('RateLimited', 'Too many submissions from your address. Please try again in a few minutes.');
export const botCheckFailed = () =>
  new FormsError('BotCheckFailed', 'The bot protection check failed. Please reload the page and try again.');
export const unsupportedContentType = () =>
  new FormsError('UnsupportedContentType', 'Send the form as JSON with the header Content-Type: application/json');
export const downloadNotFound = () =>
  new FormsError('DownloadNotFound', 'This download link is invalid or has expired. Please submit the form again.');
