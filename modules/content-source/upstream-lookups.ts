import { tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';

/** The SPEC §7.4 lookups of the content schema that answer a whole list as JSON (modules/content-api). */
export type ContentLookup = 'sites' | 'brands' | 'languages' | 'countries' | 'locales';

export const lookupDocument = (field: ContentLookup) =>
  `query ${field[0]!.toUpperCase()}${field.slice(1)} { ${field} }`;

/** The lookup's answer, tagged as the builtin tags its own read (a webhook naming the tag forgets what shows it). */
export async function upstreamLookup<T>(upstream: UpstreamGraphql, field: ContentLookup, tag: string): Promise<T> {
  tagCacheEntry(tag);
  return (await upstream.request<Record<ContentLookup, T>>(lookupDocument(field)))[field];
}

/**
 * A lookup read on every page render and API request (sites, locales): kept in the data cache, so a page miss costs
 * no round trip, and the last good list is served while the upstream does not answer (stale-while-revalidate). The
 * key is not the builtin's: the builtin service still answers this instance's editors and its own content API.
 */
export function cachedUpstreamLookup<T>(
  cache: SwrCache,
  upstream: UpstreamGraphql,
  field: ContentLookup,
  tag: string,
): Promise<T> {
  return cache.getOrLoad(`content-source:${field}`, () => upstreamLookup<T>(upstream, field, tag));
}
