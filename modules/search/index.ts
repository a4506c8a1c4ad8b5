export { SearchModule } from './search.module.js';
export { SearchIndexModule } from '../search-index/search-index.module.js';
export { SearchIndexer } from '../search-index/search-indexer.service.js';
export { SearchService } from './search.service.js';
export { SearchSourceRegistry } from '../search-index/search-source.registry.js';
export type { SearchDocumentInput, SearchSource, SearchSourceFilter } from '../search-index/search-source.registry.js';
export type { SearchDocumentType } from '../search-index/search-index.schema.js';
export { moduleText, plainText, stripHtml } from '../search-index/search-text.js';
export { resetSearchIndex } from '../search-index/search-index.seed.js';
