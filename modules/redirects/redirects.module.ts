import { Module } from '@nestjs/common';
import { contentSourceProvider } from '../content-source/index.js';
import { RedirectsLookup } from './redirects.lookup.js';
import { RedirectsRepository } from './redirects.repository.js';
import { RedirectsService } from './redirects.service.js';
import { GraphqlRedirectsSource, REDIRECTS_SOURCE, type RedirectsSource } from './redirects.source.js';

@Module({
  providers: [
    RedirectsRepository,
    RedirectsService,
    RedirectsLookup,
    contentSourceProvider<RedirectsSource>(
      REDIRECTS_SOURCE,
      RedirectsLookup,
      (upstream) => new GraphqlRedirectsSource(upstream),
    ),
  ],
  exports: [RedirectsService, RedirectsLookup, REDIRECTS_SOURCE],
})
export class RedirectsModule {}
