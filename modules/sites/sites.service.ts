import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { SiteResponse } from './sites.dto.js';
import { toSiteResponse } from './sites.mapper.js';
import { SitesRepository } from './sites.repository.js';

export const sitesKey = () => 'sites:all';

@Injectable()
export class SitesService {
  constructor(
    private readonly repository: SitesRepository,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  listSites(): Promise<SiteResponse[]> {
    return this.cache.getOrLoad(sitesKey(), async () => {
      const [sites, domains] = await Promise.all([this.repository.listSites(), this.repository.listDomains()]);
      return sites.map((row) => toSiteResponse(row, domains));
    });
  }

  async mainSite(): Promise<SiteResponse | undefined> {
    return (await this.listSites()).find((s) => s.slug === null);
  }

  async findBySlug(slug: string): Promise<SiteResponse | undefined> {
    return (await this.listSites()).find((s) => s.slug === slug);
  }
}
