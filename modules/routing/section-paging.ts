import type { PageQueryParameter } from './page-query.contract.js';

const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

/**
 * Paging of section lists by query (`?page=2`): the page number, or undefined when the value is not a page
 * number (the section answers 404 then, as for a page past the end).
 */
export function pageFromQuery(search: string): number | undefined {
  const value = new URLSearchParams(search).get('page');
  if (value === null) return 1;
  if (!PAGE_NUMBER.test(value)) return undefined;
  return Number(value);
}

/** The path of the section as requested, for the SPEC §8 'Page not found: {full path}' message. */
export function sectionPath(localeUrlCode: string, siteSlug: string | null, rest: readonly string[]): string {
  return '/' + [localeUrlCode, ...(siteSlug ? [siteSlug] : []), ...rest].join('/');
}

/**
 * `?page=` of a section list as its page query declares it (page-query.contract.ts): page 1 is
 * the list itself; any value that is not a page number becomes '' (the list answers 404 for it, as before), so
 * made-up values share one cache key.
 */
export const LIST_PAGE_PARAMETER: PageQueryParameter = {
  canonical: true,
  normalise: (value) => (value === '1' ? undefined : PAGE_NUMBER.test(value) ? value : ''),
};
