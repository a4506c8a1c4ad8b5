// Editorial documents: what stories and media releases share — the table columns (editorial-documents.schema.ts),
// the version selection (stage and language fallback), the card mapper, caching by audience, the search source.
export { EditorialDocumentsModule } from './editorial-documents.module.js';
export {
  type EditorialAudience,
  EditorialDocumentsService,
  editorialKey,
  readerOf,
} from './editorial-documents.service.js';
export { type DocumentReader, EditorialDocumentQueries } from './editorial-documents.repository.js';
export { toEditorialCard } from './editorial-documents.mapper.js';
export { EditorialSearchSource, type EditorialSearchSourceOptions } from './editorial-documents.search-source.js';
export type { EditorialDocumentRow } from './editorial-documents.schema.js';
export type * from './editorial-documents.contract.js';
