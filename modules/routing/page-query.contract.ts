// Issue 13 item 3 / issue 15: the query parameters public pages declare, shared by the server (page-cache key, the
// router's input: page-variant.ts) and the renderer (canonical URLs). Pure: no server imports.

/**
 * The query parameters public pages read, and who reads them. Everything else (utm_*, gclid, fbclid, typos) is
 * dropped from the page-cache key and from what the router sees; `cache` and `nextRelease` steer the caches and are
 * handled before (src/core/http/request-cache-scope.ts).
 */
export const PAGE_QUERY_PARAMETERS: Readonly<Record<string, string>> = {
  q: 'search: the query',
  page: 'search, stories, media releases: the page of the list',
  category: 'stories: the category filter',
  testing: 'SPEC §2.3: marks a test visitor (no tracking script)',
  direct: 'SPEC §2.3: a page id to redirect to (its presence counts, not its value)',
  stage: 'issue 11: an editor views the live version (editors are never served from the page cache)',
};

/** Flags whose value is not read, only their presence. */
const PRESENCE_ONLY = new Set(['direct']);
/** Longest value kept: a longer one is cut (the readers bound their input far below this). */
const MAX_VALUE_LENGTH = 500;

/**
 * The declared parameters of a query string (with or without `?`), sorted, each once (its first value, the one
 * `URLSearchParams.get` reads), as `a=1&b=2` without `?`; '' when none is declared.
 */
export function declaredQuery(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return '';
  const kept = new Map<string, string>();
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    const rawName = equals < 0 ? pair : pair.slice(0, equals);
    const name = safeDecode(rawName);
    if (!(name in PAGE_QUERY_PARAMETERS) || kept.has(name)) continue;
    if (PRESENCE_ONLY.has(name)) kept.set(name, name);
    else kept.set(name, `${name}=${equals < 0 ? '' : pair.slice(equals + 1, equals + 1 + MAX_VALUE_LENGTH)}`);
  }
  return [...kept.keys()]
    .sort()
    .map((name) => kept.get(name)!)
    .join('&');
}

/** The same as a search string for the router: `?a=1&b=2`, or '' when nothing is declared. */
export function declaredSearch(search: string): string {
  const query = declaredQuery(search);
  return query === '' ? '' : `?${query}`;
}

function safeDecode(value: string): string {
  if (!value.includes('%') && !value.includes('+')) return value;
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * Issue 15: the declared parameters that name a different document (a list's page, a category, a search): kept in
 * canonical URLs. The others only steer how the same document is served (tracking off, a redirect, the live stage).
 */
const CANONICAL_QUERY_PARAMETERS = new Set(['q', 'page', 'category']);

/** The query of a page's canonical URL: its declared, document-naming parameters as `?a=1&b=2`, or ''. */
export function canonicalSearch(search: string): string {
  const query = declaredQuery(search)
    .split('&')
    .filter((pair) => pair !== '' && CANONICAL_QUERY_PARAMETERS.has(pair.split('=', 1)[0]!))
    .join('&');
  return query === '' ? '' : `?${query}`;
}
