import { defineErrors } from '../../src/core/errors/index.js';

/** A site asked for by id that does not exist, or a language it does not serve (the site-navigation API). */
export const SitesErrors = defineErrors({
  SiteNotFound: { status: 404, message: (siteId: string) => `Site not found: ${siteId}` },
  LanguageNotServed: {
    status: 404,
    message: (siteId: string, language: string) => `Site ${siteId} is not available in language ${language}`,
  },
});
