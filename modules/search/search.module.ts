import { Module, type OnModuleInit } from '@nestjs/common';
import { LocalesModule } from '../locales/index.js';
import { ProductsModule } from '../products/index.js';
import { PageTables, RoutingModule } from '../routing/index.js';
import { SitesModule } from '../sites/index.js';
import { SearchIndexModule } from '../search-index/index.js';
import { SearchPages } from './search.pages.js';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';
import {
  BuiltinSearchIndex,
  GraphqlSearchIndex,
  SEARCH_INDEX_SOURCE,
  type SearchIndexSource,
} from './search.source.js';
import { searchGraphqlPart } from './search.graphql.js';
import { contentSourceProvider } from '../content-source/index.js';
import { ContentApiModule, ContentGraphql } from '../content-api/index.js';

/** SPEC §7.3 search: the API routes and the search page. */
@Module({
  imports: [SearchIndexModule, SitesModule, LocalesModule, RoutingModule, ProductsModule, ContentApiModule],
  controllers: [SearchController],
  providers: [
    SearchService,
    SearchPages,
    BuiltinSearchIndex,
    // A rendering instance (CONTENT_SOURCE=graphql) searches its content source's index (issue 33).
    contentSourceProvider<SearchIndexSource>(
      SEARCH_INDEX_SOURCE,
      BuiltinSearchIndex,
      (upstream) => new GraphqlSearchIndex(upstream),
    ),
  ],
  exports: [SearchService],
})
export class SearchModule implements OnModuleInit {
  constructor(
    private readonly pageTables: PageTables,
    private readonly pages: SearchPages,
    private readonly contentGraphql: ContentGraphql,
    private readonly ownIndex: BuiltinSearchIndex,
  ) {}

  onModuleInit(): void {
    this.pageTables.register(this.pages.table);
    // This instance's index joins the content schema, for the instances that render from it.
    this.contentGraphql.extend(searchGraphqlPart(this.ownIndex));
  }
}
