import { defineErrors } from '../../src/core/errors/index.js';

export const ContentErrors = defineErrors({
  PageNotFound: {
    status: 404,
    message: (pageId: string, language: string) => `Page ${pageId} has no ${language} version`,
  },
  SlugTaken: { status: 409, message: (path: string) => `Another page already uses ${path}` },
  PageNotPasswordProtected: {
    status: 404,
    message: (pageId: string) => `There is no page ${pageId} protected by a password`,
  },
  WrongPagePassword: { status: 401, message: 'Wrong password for this page' },
  TooManyPagePasswordAttempts: {
    status: 429,
    message: 'Too many failed page password attempts; try again in a minute',
  },
});
