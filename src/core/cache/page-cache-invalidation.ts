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

/** What an invalidation forgot, as passed on to other instances (modules/cache-webhooks). */
export type Invalidation = { tags: readonly string[] } | { everything: true };
/** Told after the caches here forgot; awaited, so the writer answers once the others forgot too. Must not throw. */
export type InvalidationListener = (invalidation: Invalidation) => Promise<void>;

export interface InvalidationOptions {
  /** False for an invalidation that came from another instance: it is not passed on again (no loops). */
  passOn?: boolean;
}

/**
 * What a change forgets in the caches, on every instance (docs/cache-invalidation.md): exactly the
 * rendered pages and the data-cache entries built from what changed, found by the cache tags their loaders
 * recorded (cache-tags.ts), in the live and the next-release key scope. The data cache goes first, so a page
 * rendered again after its entry is gone reads the new data. Writers call this after their transaction commits.
 */
@Injectable()
export class PageCacheInvalidation {
  private readonly listeners: InvalidationListener[] = [];

  constructor(
    @Inject(DATA_CACHE) private readonly dataCache: SwrCache,
    @Inject(PAGE_CACHE) private readonly pageCache: SwrCache,
  ) {}

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

  /** Also tells `listener` of every invalidation (headless publishing: the instances that render from this one). */
  onInvalidation(listener: InvalidationListener): void {
    this.listeners.push(listener);
  }

  /** Forgets what carries any of these tags (CacheTags); for changes the functions above do not name. */
  async invalidate(tags: readonly string[], { passOn = true }: InvalidationOptions = {}): Promise<void> {
    await this.dataCache.invalidateTags(tags);
    await this.pageCache.invalidateTags(tags);
    if (passOn && tags.length > 0) await this.tell({ tags });
  }

  /**
   * The safe fallback for changes whose dependants are not known (a feature flag, a site's settings): both
   * caches emptied. Never for a publication: that names what it changed.
   */
  async everythingChanged({ passOn = true }: InvalidationOptions = {}): Promise<void> {
    await Promise.all([this.dataCache.clear(), this.pageCache.clear()]);
    if (passOn) await this.tell({ everything: true });
  }

  private async tell(invalidation: Invalidation): Promise<void> {
    await Promise.all(this.listeners.map((listener) => listener(invalidation)));
  }
}
