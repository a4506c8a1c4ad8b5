import { Module } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { contentSourceProvider } from '../content-source/index.js';
import { LocalesController } from './locales.controller.js';
import { LocalesRepository } from './locales.repository.js';
import { LocalesService } from './locales.service.js';
import { GraphqlLocalesSource, LOCALES_SOURCE, type LocalesSource } from './locales.source.js';

@Module({
  controllers: [LocalesController],
  providers: [
    LocalesRepository,
    LocalesService,
    contentSourceProvider<LocalesSource>(
      LOCALES_SOURCE,
      LocalesService,
      (upstream: UpstreamGraphql, cache: SwrCache) => new GraphqlLocalesSource(upstream, cache),
      [DATA_CACHE],
    ),
  ],
  exports: [LocalesService, LOCALES_SOURCE],
})
export class LocalesModule {}
