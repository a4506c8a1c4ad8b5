import { CacheTags } from '../../src/core/cache/cache-tags.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { cachedUpstreamLookup } from '../content-source/index.js';
import type { SiteResponse } from './sites.dto.js';

/** The sites port (issue 33, SPEC §7.4 sites): what rendering reads. SitesService is the builtin adapter. */
export interface SitesSource {
  /** The sites SPEC §3 keeps (with header and footer navigation), with their languages and domains. */
  listSites(): Promise<SiteResponse[]>;
}

export const SITES_SOURCE = Symbol('SitesSource');

/** What shows any site's settings (name, theme, domains, languages): every page. */
export const SITES_TAG = CacheTags.listing('site');

/**
 * The upstream's sites (its own navigation requirement already applied), cached here: routing reads them on every
 * page miss, and the page-cache key of each request is computed from them.
 */
export class GraphqlSitesSource implements SitesSource {
  constructor(
    private readonly upstream: UpstreamGraphql,
    private readonly cache: SwrCache,
  ) {}

  listSites(): Promise<SiteResponse[]> {
    return cachedUpstreamLookup(this.cache, this.upstream, 'sites', SITES_TAG);
  }
}
