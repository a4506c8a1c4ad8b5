import { defineErrors } from '../../src/core/errors/index.js';

/**
 * The search API's codes. They keep their `Search` prefix: docs/search.md documents them to integrators (and the
 * API tests pin them), so they are not the sites feature's `SiteNotFound`/`LanguageNotServed`, whose messages
 * (by site id) differ too.
 */
export const SearchErrors = defineErrors({
  SearchSiteNotFound: { status: 404, message: (siteSlug: string | null | undefined) => `Unknown site: ${siteSlug}` },
  SearchLocaleNotFound: { status: 404, message: (localeCode: string) => `Unknown locale: ${localeCode}` },
  SearchLanguageNotServed: {
    status: 404,
    message: (site: string, language: string) => `Site ${site} is not available in language ${language}`,
  },
  SearchQueryInvalid: { status: 400, message: (reason: string) => reason },
});
