import { defineErrors } from '../../src/core/errors/index.js';

export const TranslationsErrors = defineErrors({
  PageNotFound: { status: 404, message: (pageId: string) => `Page not found: ${pageId}` },
  NotATargetLanguage: {
    status: 400,
    message: (pageId: string, language: string) => `${language} is not a translation target of page ${pageId}`,
  },
  NoSourceVersion: {
    status: 404,
    message: (pageId: string, language: string) => `Page ${pageId} has no published ${language} version to translate`,
  },
  NothingChanged: {
    status: 404,
    message: (pageId: string, language: string) =>
      `Page ${pageId} has no texts whose source changed since the last ${language} import`,
  },
  InvalidXliff: { status: 400, message: (problem: string) => `Invalid XLIFF: ${problem}` },
  NoDraft: { status: 404, message: (pageId: string, language: string) => `Page ${pageId} has no ${language} draft` },
  CrossSiteRequest: { status: 403, message: 'Cross-site request refused' },
  UnsupportedContentType: { status: 415, message: 'Unsupported Media Type: send application/xliff+xml' },
});
