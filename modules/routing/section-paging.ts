/**
 * Paging of section lists by query (`?page=2`): the page number, or undefined when the value is not a page
 * number (the section answers 404 then, as for a page past the end).
 */
export function pageFromQuery(search: string): number | undefined {
  const value = new URLSearchParams(search).get('page');
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** The path of the section as requested, for the SPEC §8 'Page not found: {full path}' message. */
export function sectionPath(localeUrlCode: string, siteSlug: string | null, rest: readonly string[]): string {
  return '/' + [localeUrlCode, ...(siteSlug ? [siteSlug] : []), ...rest].join('/');
}
