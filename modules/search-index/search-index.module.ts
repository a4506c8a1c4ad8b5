import { Module } from '@nestjs/common';
import { BrandsModule } from '../brands/index.js';
import { SearchIndexer } from './search-indexer.service.js';
import { SearchSourceRegistry } from './search-source.registry.js';
import { SearchRepository } from './search-index.repository.js';

/**
 * The index and its sources: feature modules import this module to register their source and to keep the
 * index current (docs/search.md). It imports no feature module but brands, so content, catalogue and stories can use it
 * while the search API and page (SearchModule) depend on routing.
 */
@Module({
  imports: [BrandsModule],
  providers: [SearchRepository, SearchSourceRegistry, SearchIndexer],
  exports: [SearchRepository, SearchSourceRegistry, SearchIndexer],
})
export class SearchIndexModule {}
