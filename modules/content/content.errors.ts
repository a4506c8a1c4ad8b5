import { defineErrors } from '../../src/core/errors/index.js';

export const ContentErrors = defineErrors({
  PageNotFound: {
    status: 404,
    message: (pageId: string, language: string) => `Page ${pageId} has no ${language} version`,
  },
  SlugTaken: { status: 409, message: (path: string) => `Another page already uses ${path}` },
});
