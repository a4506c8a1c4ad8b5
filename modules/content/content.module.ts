import { Module, type OnModuleInit } from '@nestjs/common';
import { FilesModule } from '../files/index.js';
import { RedirectsModule } from '../redirects/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SearchSourceRegistry } from '../search-index/index.js';
import { SitesModule } from '../sites/index.js';
import { ContentRepository } from './content.repository.js';
import { PageSearchSource } from './content.search-source.js';
import { ContentService } from './content.service.js';
import { PageProtectionController } from './page-protection.controller.js';
import { PageProtection } from './page-protection.js';
import { ProductLinks } from './product-links.js';

@Module({
  imports: [RedirectsModule, SitesModule, SearchIndexModule, FilesModule],
  controllers: [PageProtectionController],
  providers: [ContentRepository, ContentService, PageSearchSource, ProductLinks, PageProtection],
  exports: [ContentService, ProductLinks, PageProtection],
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
