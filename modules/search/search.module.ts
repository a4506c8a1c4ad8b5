import { Module, type OnModuleInit } from '@nestjs/common';
import { LocalesModule } from '../locales/index.js';
import { ProductsModule } from '../products/index.js';
import { RoutingModule } from '../routing/index.js';
import { SectionRegistry } from '../routing/index.js';
import { SitesModule } from '../sites/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SearchSectionResolver } from './search-section.resolver.js';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';

/** SPEC §7.3 search: the API routes and the search page. */
@Module({
  imports: [SearchIndexModule, SitesModule, LocalesModule, RoutingModule, ProductsModule],
  controllers: [SearchController],
  providers: [SearchService, SearchSectionResolver],
  exports: [SearchService],
})
export class SearchModule implements OnModuleInit {
  constructor(
    private readonly sections: SectionRegistry,
    private readonly resolver: SearchSectionResolver,
  ) {}

  onModuleInit(): void {
    this.sections.register(this.resolver);
  }
}
