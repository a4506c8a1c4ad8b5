import { Module, type OnModuleInit } from '@nestjs/common';
import { LocalesModule } from '../locales/index.js';
import { ProductsModule } from '../products/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { SitesModule } from '../sites/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SearchPages } from './search.pages.js';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';

/** SPEC §7.3 search: the API routes and the search page. */
@Module({
  imports: [SearchIndexModule, SitesModule, LocalesModule, RoutingModule, ProductsModule],
  controllers: [SearchController],
  providers: [SearchService, SearchPages],
  exports: [SearchService],
})
export class SearchModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: SearchPages,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
  }
}
