import { Module } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { contentSourceProvider } from '../content-source/index.js';
import { SitesRepository } from './sites.repository.js';
import { SitesService } from './sites.service.js';
import { GraphqlSitesSource, SITES_SOURCE, type SitesSource } from './sites.source.js';

@Module({
  providers: [
    SitesRepository,
    SitesService,
    contentSourceProvider<SitesSource>(
      SITES_SOURCE,
      SitesService,
      (upstream: UpstreamGraphql, cache: SwrCache) => new GraphqlSitesSource(upstream, cache),
      [DATA_CACHE],
    ),
  ],
  exports: [SitesService, SITES_SOURCE],
})
export class SitesModule {}
