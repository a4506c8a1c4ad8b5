import { defineErrors } from '../../src/core/errors/index.js';

export const FormsErrors = defineErrors({
  RateLimited: {
    status: 429,
    message: 'Too many submissions from your address. Please try again in a few minutes.',
  },
  BotCheckFailed: {
    status: 400,
    message: 'The bot protection check failed. Please reload the page and try again.',
  },
  UnsupportedContentType: {
    status: 415,
    message: 'Send the form as JSON with the header Content-Type: application/json',
  },
  UnsupportedFormType: {
    status: 415,
    message: 'Send the page form as application/x-www-form-urlencoded',
  },
  CrossSiteForm: {
    status: 403,
    message: 'This form can only be sent from its page on this site.',
  },
  FormNotFound: {
    status: 404,
    message: 'There is no page form of this kind (contact, support-request or service-request).',
  },
  DownloadNotFound: {
    status: 404,
    message: 'This download link is invalid or has expired. Please submit the form again.',
  },
});
