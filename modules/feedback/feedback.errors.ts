import { defineErrors } from '../../src/core/errors/index.js';

export const FeedbackErrors = defineErrors({
  UnknownPage: {
    status: 400,
    message: (path: string) => `No page, story or product page at ${path} takes feedback`,
  },
  RateLimited: {
    status: 429,
    message: 'Too many submissions from your address. Please try again in a few minutes.',
  },
});
