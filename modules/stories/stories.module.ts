import { Module, type OnModuleInit } from '@nestjs/common';
import { EditorialDocumentsModule } from '../editorial-documents/index.js';
import { FilesModule } from '../files/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SearchSourceRegistry } from '../search-index/index.js';
import { contentSourceProvider } from '../content-source/index.js';
import { StoriesRepository } from './stories.repository.js';
import { StorySearchSource } from './stories.search-source.js';
import { StoriesPages } from './stories.pages.js';
import { StoriesService } from './stories.service.js';
import { GraphqlStoriesSource, STORIES_SOURCE, type StoriesSource } from './stories.source.js';

@Module({
  imports: [RoutingModule, EditorialDocumentsModule, SearchIndexModule, FilesModule],
  providers: [
    StoriesRepository,
    StoriesService,
    contentSourceProvider<StoriesSource>(
      STORIES_SOURCE,
      StoriesService,
      (upstream) => new GraphqlStoriesSource(upstream),
    ),
    StoriesPages,
    StorySearchSource,
  ],
  exports: [StoriesService, STORIES_SOURCE],
})
export class StoriesModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: StoriesPages,
    private readonly searchSources: SearchSourceRegistry,
    private readonly searchSource: StorySearchSource,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
    // SPEC §7.3: published ones are searchable (docs/search.md).
    this.searchSources.register(this.searchSource);
  }
}
