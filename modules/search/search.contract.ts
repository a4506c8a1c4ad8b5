// The search API and page contract (SPEC §7.3), shared with the browser: types and limits only, no server code.
import type { SearchResponseDto } from './search.dto.js';
/** Results per page of POST /api/search-proxy/search and of the search page. */
export const SEARCH_PAGE_SIZE = 10;
/** Most suggestions POST /api/search-proxy/suggest answers. */
export const SUGGEST_LIMIT = 8;
/** Longest query accepted (longer ones answer 400). */
export const QUERY_MAX_LENGTH = 200;
/** Highest page number accepted (deeper paging is not useful and costs the database). */
export const SEARCH_MAX_PAGE = 100;
/** The section (first path segment after locale and site slug) of the search page: `/en/search?q=...`. */
export const SEARCH_SECTION = 'search';

export type SearchRecordType = 'page' | 'product' | 'story' | 'media-release' | 'classification';

/** What the search page (section view `search`) shows. */
export interface SearchPagePayload {
  query: string;
  /** null when there is no (valid) query: the page shows only the form. */
  result: SearchResponseDto | null;
  /** Set when the query was rejected (too long). */
  error: 'too-long' | null;
  pageCount: number;
}

/** The search section's one view (SectionView.name) and its payload (search.pages.ts). */
export interface SearchViewPayloads {
  results: SearchPagePayload;
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    [SEARCH_SECTION]: SearchViewPayloads;
  }
}

/** The search page URL: `/{locale}[/{site}]/search[?q=...&page=...]`. */
export function searchPagePath(localeUrlCode: string, siteSlug: string | null, query?: string, page = 1): string {
  const path = '/' + [localeUrlCode, ...(siteSlug ? [siteSlug] : []), SEARCH_SECTION].join('/');
  if (query === undefined) return path;
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${path}?${params.toString()}`;
}
