import { Module, type OnModuleInit } from '@nestjs/common';
import { FilesModule } from '../files/index.js';
import { RedirectsModule } from '../redirects/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SearchSourceRegistry } from '../search-index/index.js';
import { SitesModule } from '../sites/index.js';
import { contentSourceProvider } from '../content-source/index.js';
import { ContentRepository } from './content.repository.js';
import { PageSearchSource } from './content.search-source.js';
import { ContentService } from './content.service.js';
import { GraphqlPagesSource, PAGES_SOURCE, type PagesSource } from './content.source.js';
import { PageProtectionController } from './page-protection.controller.js';
import { PageProtection } from './page-protection.js';
import { ProductLinks } from './product-links.js';

@Module({
  imports: [RedirectsModule, SitesModule, SearchIndexModule, FilesModule],
  controllers: [PageProtectionController],
  providers: [
    ContentRepository,
    ContentService,
    contentSourceProvider<PagesSource>(PAGES_SOURCE, ContentService, (upstream) => new GraphqlPagesSource(upstream)),
    PageSearchSource,
    ProductLinks,
    PageProtection,
  ],
  exports: [ContentService, PAGES_SOURCE, ProductLinks, PageProtection],
})
export class ContentModule implements OnModuleInit {
  constructor(
    private readonly searchSources: SearchSourceRegistry,
    private readonly pageSearchSource: PageSearchSource,
  ) {}

  onModuleInit(): void {
    // SPEC §7.3: published pages are searchable (docs/search.md).
    this.searchSources.register(this.pageSearchSource);
  }
}
