import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { RedirectsRepository } from './redirects.repository.js';
import type { RedirectTarget, RedirectsSource } from './redirects.source.js';

export const redirectKey = (siteId: string, path: string) => `redirect:${siteId}:${path}`;

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
   */
  find(siteId: string, path: string): Promise<RedirectTarget | null> {
    return this.cache.getOrLoad(
      redirectKey(siteId, path),
      async () => {
        const row = await this.repository.find(siteId, path);
        return row ? { target: row.target, statusCode: toStatus(row.statusCode) } : null;
      },
      { shouldStore: (value) => value !== null },
    );
  }
}
