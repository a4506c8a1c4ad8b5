import { Module, type OnModuleInit } from '@nestjs/common';
import { ContentModule } from '../content/index.js';
import { EditorialDocumentsModule } from '../editorial-documents/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SearchSourceRegistry } from '../search-index/index.js';
import { MediaReleasesRepository } from './media-releases.repository.js';
import { MediaReleaseSearchSource } from './media-releases.search-source.js';
import { MediaReleasesPages } from './media-releases.pages.js';
import { MediaReleasesService } from './media-releases.service.js';
import {
  GraphqlMediaReleasesSource,
  MEDIA_RELEASES_SOURCE,
  type MediaReleasesSource,
} from './media-releases.source.js';
import { contentSourceProvider } from '../content-source/index.js';

@Module({
  imports: [RoutingModule, ContentModule, EditorialDocumentsModule, SearchIndexModule],
  providers: [
    MediaReleasesRepository,
    MediaReleasesService,
    contentSourceProvider<MediaReleasesSource>(
      MEDIA_RELEASES_SOURCE,
      MediaReleasesService,
      (upstream) => new GraphqlMediaReleasesSource(upstream),
    ),
    MediaReleasesPages,
    MediaReleaseSearchSource,
  ],
  exports: [MediaReleasesService, MEDIA_RELEASES_SOURCE],
})
export class MediaReleasesModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: MediaReleasesPages,
    private readonly searchSources: SearchSourceRegistry,
    private readonly searchSource: MediaReleaseSearchSource,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
    // SPEC §7.3: published ones are searchable (docs/search.md).
    this.searchSources.register(this.searchSource);
  }
}
