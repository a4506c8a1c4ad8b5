// The search index (low): the document table, the source registry features register with, and the indexer.
// The search feature (modules/search) queries it; content, stories, products... feed it.
export { SearchIndexModule } from './search-index.module.js';
export { SearchIndexer } from './search-indexer.service.js';
export { SearchSourceRegistry } from './search-source.registry.js';
export type { SearchDocumentInput, SearchSource, SearchSourceFilter } from './search-source.registry.js';
export type { SearchDocumentType } from './search-index.schema.js';
export { moduleText, plainText, stripHtml } from './search-text.js';
export { highlightedHtml, normalizeQuery, prefixTsquery, queryWords } from './search-text.js';
export { SearchRepository } from './search-index.repository.js';
export type { DocumentLocation, FuzzyOptions, SearchHit, SearchScope } from './search-index.repository.js';
export { searchConfigFor } from './search-config.js';
export { searchGeneration, searchResultKey, searchSuggestKey } from './search-cache.js';
