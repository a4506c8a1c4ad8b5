import type { SuggestResponseDto } from '../../modules/search/search.dto.js';
/** Where the header search asks: the page's locale and site. */
export interface SuggestScope {
  localeCode: string;
  siteSlug: string | null;
}

/** POST /api/search-proxy/suggest for `query` (SPEC §1 on-page search); rejects on a failed or aborted request. */
export async function requestSuggest(
  scope: SuggestScope,
  query: string,
  signal?: AbortSignal,
): Promise<SuggestResponseDto> {
  const response = await fetch('/api/search-proxy/suggest', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ localeCode: scope.localeCode, siteSlug: scope.siteSlug ?? '', query }),
    signal,
  });
  if (!response.ok) throw new Error(`suggest answered ${response.status}`);
  return (await response.json()) as SuggestResponseDto;
}

/** The page of the product or classification the query names exactly (SPEC §3 Product search result), if any. */
export function exactMatchOf(response: SuggestResponseDto | undefined): { route: string; name: string } | null {
  const result = response?.productResult;
  return result?.found && result.route ? { route: result.route, name: result.name ?? '' } : null;
}
