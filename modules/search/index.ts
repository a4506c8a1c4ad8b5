export { SearchModule } from './search.module.js';
export { SearchIndexModule } from './search-index.module.js';
export { SearchIndexer } from './search-indexer.service.js';
export { SearchService } from './search.service.js';
export { SearchSourceRegistry } from './search-source.registry.js';
export type { SearchDocumentInput, SearchSource, SearchSourceFilter } from './search-source.registry.js';
export type { SearchDocumentType } from './search.schema.js';
export { moduleText, plainText, stripHtml } from './search-text.js';
export { resetSearchIndex } from './search.seed.js';
