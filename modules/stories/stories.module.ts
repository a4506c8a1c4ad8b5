import { Module, type OnModuleInit } from '@nestjs/common';
import { EditorialDocumentsModule } from '../editorial-documents/index.js';
import { FilesModule } from '../files/index.js';
import { RoutingModule } from '../routing/index.js';
import { SectionRegistry } from '../routing/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SearchSourceRegistry } from '../search-index/index.js';
import { StoriesRepository } from './stories.repository.js';
import { StorySearchSource } from './stories.search-source.js';
import { StoriesSection } from './stories.section.js';
import { StoriesService } from './stories.service.js';

@Module({
  imports: [RoutingModule, EditorialDocumentsModule, SearchIndexModule, FilesModule],
  providers: [StoriesRepository, StoriesService, StoriesSection, StorySearchSource],
  exports: [StoriesService],
})
export class StoriesModule implements OnModuleInit {
  constructor(
    private readonly sections: SectionRegistry,
    private readonly section: StoriesSection,
    private readonly searchSources: SearchSourceRegistry,
    private readonly searchSource: StorySearchSource,
  ) {}

  onModuleInit(): void {
    this.sections.register(this.section);
    // SPEC §7.3: published ones are searchable (docs/search.md).
    this.searchSources.register(this.searchSource);
  }
}
