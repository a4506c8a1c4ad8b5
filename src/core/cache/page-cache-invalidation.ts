import { Inject, Injectable } from '@nestjs/common';
import { CacheTags } from './cache-tags.js';
import { DATA_CACHE, PAGE_CACHE } from './caches.js';
import type { SwrCache } from './swr-cache.js';

/** A published, unpublished, deleted or edited document (page, story, media release, news item, product, image). */
export interface ContentChange {
  /** The document kind as its tags name it: `page`, `story`, `media-release`, `news-item`, `product`, `image`, … */
  kind: string;
  id: string;
  /** The site it belongs to, when documents of its kind belong to one: its listings on that site are forgotten. */
  siteId?: string;
  /**
   * Its address or its being public changed (first publication, unpublication, deletion, new slug): what links to
   * it (navigation) is forgotten too. Leave it out when unsure: true is the safe answer.
   */
  addressChanged?: boolean;
}

/**
 * Told of every invalidation this instance decides itself (not of one it was told about: `notify: false`), with its
 * tags, or `'all'` when both caches were emptied. The content webhook (issue 33) passes them on to rendering
 * instances; the invalidation waits for it, so a publish answers once they have forgotten the pages too.
 */
export type InvalidationListener = (tags: readonly string[] | 'all') => Promise<void>;

/** Whether listeners hear of an invalidation: not when it came from another instance (no echo, no loop). */
export interface InvalidationOptions {
  notify?: boolean;
}

/**
 * What a change forgets in the caches, on every instance (docs/cache-invalidation.md): exactly the
 * rendered pages and the data-cache entries built from what changed, found by the cache tags their loaders
 * recorded (cache-tags.ts), in the live and the next-release key scope. The data cache goes first, so a page
 * rendered again after its entry is gone reads the new data. Writers call this after their transaction commits.
 */
@Injectable()
export class PageCacheInvalidation {
  constructor(
    @Inject(DATA_CACHE) private readonly dataCache: SwrCache,
    @Inject(PAGE_CACHE) private readonly pageCache: SwrCache,
  ) {}

  private readonly listeners: InvalidationListener[] = [];

  /** Registers a listener (at start-up, onModuleInit). */
  onInvalidated(listener: InvalidationListener): void {
    this.listeners.push(listener);
  }

  /**
   * A document changed: what shows it (its page, teasers naming it), the listings of its kind (on its site and
   * site-less ones), and, when its address changed, what links to it.
   */
  contentChanged(change: ContentChange): Promise<void> {
    const { kind, id, siteId } = change;
    return this.invalidate([
      CacheTags.document(kind, id),
      CacheTags.listing(kind),
      ...(siteId ? [CacheTags.listing(kind, siteId)] : []),
      ...(change.addressChanged === false ? [] : [CacheTags.address(kind, id)]),
    ]);
  }

  /** A site's navigation changed (an item added, moved, hidden, retitled): every page showing it. */
  navigationChanged(siteId: string): Promise<void> {
    return this.invalidate([CacheTags.navigation(siteId)]);
  }

  /** The listings of a kind changed without one document to name (a reordering, a bulk import). */
  listingChanged(kind: string, siteId?: string): Promise<void> {
    return this.invalidate([CacheTags.listing(kind), ...(siteId ? [CacheTags.listing(kind, siteId)] : [])]);
  }

  /** Forgets what carries any of these tags (CacheTags); for changes the functions above do not name. */
  async invalidate(tags: readonly string[], options: InvalidationOptions = {}): Promise<void> {
    await this.dataCache.invalidateTags(tags);
    await this.pageCache.invalidateTags(tags);
    if (options.notify !== false) await this.notify(tags);
  }

  /**
   * The safe fallback for changes whose dependants are not known (a feature flag, a site's settings): both
   * caches emptied. Never for a publication: that names what it changed.
   */
  async everythingChanged(options: InvalidationOptions = {}): Promise<void> {
    await Promise.all([this.dataCache.clear(), this.pageCache.clear()]);
    if (options.notify !== false) await this.notify('all');
  }

  private async notify(tags: readonly string[] | 'all'): Promise<void> {
    await Promise.all(this.listeners.map((listener) => listener(tags)));
  }
}
