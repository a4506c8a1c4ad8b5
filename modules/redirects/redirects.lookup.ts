import { Inject, Injectable } from '@nestjs/common';
import { CacheTags, tagCacheEntry, withoutCacheTags } from '../../src/core/cache/cache-tags.js';
import { currentCacheScope } from '../../src/core/cache/cache-scope.js';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { loadPathSet, mayContain } from '../../src/core/cache/path-set.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { RedirectsRepository } from './redirects.repository.js';
import type { RedirectTarget, RedirectsSource } from './redirects.source.js';

export const redirectKey = (siteId: string, path: string) => `redirect:${siteId}:${path}`;
export const redirectPathsKey = (siteId: string) => `redirect-paths:${siteId}`;
/** What RedirectsService invalidates when it writes a site's redirects. */
export const redirectsTag = (siteId: string) => CacheTags.listing('redirect', siteId);

const toStatus = (stored: number): RedirectTarget['statusCode'] => (stored === 302 ? 302 : stored === 410 ? 410 : 301);

/**
 * The redirect table of this instance (SPEC §2.3/§3), read: the builtin adapter of REDIRECTS_SOURCE. Apart from
 * RedirectsService (the writes and the 404 counter), whose lifecycle hooks Nest would call once more per port token.
 */
@Injectable()
export class RedirectsLookup implements RedirectsSource {
  constructor(
    private readonly repository: RedirectsRepository,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  /**
   * The redirect for a full path (with locale prefix, without query). Only found redirects are cached: a "none"
   * per unknown path would let anonymous requests fill the data cache. RedirectsService forgets the keys it changes.
   * A path that is no redirect's source is answered from the site's set of them, without a query (issue 32).
   */
  async find(siteId: string, path: string): Promise<RedirectTarget | null> {
    if (!(await this.mayRedirect(siteId, path))) return null;
    return this.cache.getOrLoad(
      redirectKey(siteId, path),
      async () => {
        const row = await this.repository.find(siteId, path);
        return row ? { target: row.target, statusCode: toStatus(row.statusCode) } : null;
      },
      { shouldStore: (value) => value !== null },
    );
  }

  /**
   * False when no redirect of the site starts at `path` (path-set.ts): one entry per site, tagged so that
   * RedirectsService's writes forget it on every instance, and a set loaded while a write commits is not kept.
   * Read without handing its tag on, as the per-path answers carry none.
   */
  private async mayRedirect(siteId: string, path: string): Promise<boolean> {
    // `cache=false` reads the database anyway: the whole list would cost more than the one lookup.
    if (currentCacheScope().bypass) return true;
    const set = await withoutCacheTags(() =>
      this.cache.getOrLoad(redirectPathsKey(siteId), () => {
        tagCacheEntry(redirectsTag(siteId));
        return loadPathSet((limit) => this.repository.listPreviousUrls(siteId, limit));
      }),
    );
    return mayContain(set, path);
  }
}
