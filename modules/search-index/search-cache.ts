import { randomUUID } from 'node:crypto';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { CacheTags, tagCacheEntry } from '../../src/core/cache/cache-tags.js';

/**
 * Search results are cached under the index generation: any index change drops the generation key, so the next
 * search starts a new one and every older result key is left to expire. One delete invalidates all of them,
 * on every instance when the cache is in Redis (the cache has no delete-by-prefix).
 */
export const searchGenerationKey = () => 'search:generation';

export const searchResultKey = (generation: string, siteId: string, localeCode: string, page: number, query: string) =>
  `search:${generation}:results:${siteId}:${localeCode}:${page}:${encodeURIComponent(query)}`;

export const searchSuggestKey = (generation: string, siteId: string, localeCode: string, query: string) =>
  `search:${generation}:suggest:${siteId}:${localeCode}:${encodeURIComponent(query)}`;

export function searchGeneration(cache: SwrCache): Promise<string> {
  return cache.getOrLoad(searchGenerationKey(), async () => {
    // Whatever shows search results reads the generation: it is forgotten with the results (search-indexer.service.ts).
    tagCacheEntry(CacheTags.listing('search'));
    return randomUUID();
  });
}

/** Drops the generation in the live and the next-release key space, whichever request scope runs this. */
export async function invalidateSearchResults(cache: SwrCache): Promise<void> {
  await cache.deleteInEveryScope(searchGenerationKey());
}
