import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Cache tags: what a cached value was built from, so a change forgets exactly the entries that show it
 * (docs/cache-invalidation.md). Code that reads content calls `tagCacheEntry` with the tags of what
 * it read; every cache entry being loaded around it (a data-cache entry, the rendered page) records them. A
 * data-cache hit hands its recorded tags on to the entry being loaded around it, so a cached page carries the tags
 * of everything it shows whether its data came from the database or from the data cache.
 *
 * Tags name content, never anything a visitor sends, so their number is bounded by the content.
 */
export const CacheTags = {
  /** Everything that shows this document's content: its own page, a teaser that names it. */
  document: (kind: string, id: string) => `doc:${kind}:${id}`,
  /**
   * What shows only the document's address or whether it is published (a navigation link to a page): changed by
   * a first publication, an unpublication, a deletion or a new slug, not by a new text.
   */
  address: (kind: string, id: string) => `addr:${kind}:${id}`,
  /** Listings, teasers and feeds over every document of a kind (on one site, or on all when they are not per site). */
  listing: (kind: string, siteId?: string) => (siteId ? `list:${kind}:${siteId}` : `list:${kind}`),
  /** A site's navigation (header, footer, home items): on every page of the site. */
  navigation: (siteId: string) => `nav:${siteId}`,
} as const;

/**
 * More tags than this on one entry are not kept one by one: the entry carries `OVERFLOW_TAG` instead, which every
 * invalidation matches (a safe fallback that keeps the index's memory bounded per entry).
 */
export const MAX_TAGS_PER_ENTRY = 128;
/** Matched by every invalidation: entries whose dependencies are too many to list. */
export const OVERFLOW_TAG = '*';

/**
 * How long an invalidation is remembered, so a load that started before it cannot store what it read then
 * (CacheBackend.set `loadStartedAt`); far beyond any render, which the loader lock bounds at seconds.
 */
export const INVALIDATION_MEMORY_MS = 60_000;
/**
 * On Redis, a load counts as started before an invalidation up to this much after it: instances' clocks may
 * differ a little, and dropping one write too many only costs one more load.
 */
export const CLOCK_SKEW_MARGIN_MS = 1_000;

const collectors = new AsyncLocalStorage<Set<string>>();

/** Records that what is being loaded (a data-cache entry, a rendered page) shows content with these tags. */
export function tagCacheEntry(...tags: readonly string[]): void {
  const collector = collectors.getStore();
  if (!collector) return;
  for (const tag of tags) collector.add(tag);
}

/**
 * Runs a loader in a collector of its own and returns its value with the tags it recorded. They are handed on to
 * the enclosing collector too (a page render around a data-cache miss).
 */
export async function collectCacheTags<T>(load: () => Promise<T>): Promise<{ value: T; tags: string[] }> {
  const collector = new Set<string>();
  const value = await collectors.run(collector, load);
  const tags = boundedTags(collector);
  tagCacheEntry(...tags);
  return { value, tags };
}

/**
 * Runs a read whose tags the enclosing entry must not take on: data read for a detail whose changes reach that entry
 * another way. A page's alternates come from the sitemap model, which depends on every document; the page is tagged
 * by its own document, whose publication is what changes its alternates (the model itself is keyed by the search
 * generation). Taking the model's tags would make every publication forget every page.
 */
export function withoutCacheTags<T>(read: () => Promise<T>): Promise<T> {
  return collectors.run(new Set<string>(), read);
}

/** The tags an entry keeps: as recorded, or only `OVERFLOW_TAG` beyond the limit. */
export function boundedTags(tags: Iterable<string>): string[] {
  const list = [...new Set(tags)];
  return list.length > MAX_TAGS_PER_ENTRY || list.includes(OVERFLOW_TAG) ? [OVERFLOW_TAG] : list.sort();
}
