import { Inject, Injectable, Logger } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { SiteRequirement } from './site-requirement.js';
import type { SiteResponse } from './sites.dto.js';
import { toSiteResponse } from './sites.mapper.js';
import { SitesRepository } from './sites.repository.js';
import { SITES_TAG, type SitesSource } from './sites.source.js';

export const sitesKey = () => 'sites:all';

/** The sites of this instance's own tables; also the builtin adapter of SITES_SOURCE (so: no lifecycle hooks). */
@Injectable()
export class SitesService implements SitesSource {
  private readonly logger = new Logger(SitesService.name);
  private readonly requirements: SiteRequirement[] = [];

  constructor(
    private readonly repository: SitesRepository,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  /** A feature above sites adds what every site needs (see site-requirement.ts); at start-up only. */
  require(requirement: SiteRequirement): void {
    this.requirements.push(requirement);
  }

  /**
   * The sites that have everything SPEC §3 requires: a site without header or footer navigation is dropped, with a
   * warning naming it (SPEC §8 style) each time the list is loaded, never an error: the other sites still work.
   */
  listSites(): Promise<SiteResponse[]> {
    return this.cache.getOrLoad(sitesKey(), async () => {
      tagCacheEntry(SITES_TAG);
      const [sites, domains] = await Promise.all([this.repository.listSites(), this.repository.listDomains()]);
      const ids = sites.map((row) => row.id);
      const missing = await Promise.all(this.requirements.map((requirement) => requirement.missing(ids)));
      return sites.flatMap((row) => {
        const lacks = missing.flatMap((bySite) => bySite.get(row.id) ?? []);
        if (lacks.length === 0) return [toSiteResponse(row, domains)];
        this.logger.warn(`[siteData] site ${row.id} has no ${lacks.join(' and no ')}; the site is dropped`);
        return [];
      });
    });
  }

  async mainSite(): Promise<SiteResponse | undefined> {
    return (await this.listSites()).find((s) => s.slug === null);
  }

  async findBySlug(slug: string): Promise<SiteResponse | undefined> {
    return (await this.listSites()).find((s) => s.slug === slug);
  }
}
