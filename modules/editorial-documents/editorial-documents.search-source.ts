import type { Database } from '../../src/core/database/database.js';
import type {
  SearchDocumentInput,
  SearchDocumentType,
  SearchSource,
  SearchSourceFilter,
} from '../search-index/index.js';
import { moduleText } from '../search-index/index.js';
import type { EditorialDocumentRow } from './editorial-documents.schema.js';

export interface EditorialSearchSourceOptions {
  type: SearchDocumentType;
  /** Bump when the documents change shape: start-up then rebuilds the index. */
  version: number;
  /** The site the documents belong to. */
  siteId: string;
  /** The section path before the slug (`/stories`): a document is found at `{section}/{slug}` after the locale. */
  section: string;
  /** The feature repository's published versions (all, or those ids), read with the indexer's handle. */
  listPublished(ids: readonly string[] | undefined, db: Database): Promise<EditorialDocumentRow[]>;
}

/**
 * Editorial documents for the search index (SPEC §7.3): every published language version, title, lead text and
 * the text of the body's modules; drafts are never searchable. A feature's search source extends it with its
 * options (see stories.search-source.ts).
 */
export class EditorialSearchSource implements SearchSource {
  readonly type: SearchDocumentType;
  readonly version: number;

  constructor(private readonly options: EditorialSearchSourceOptions) {
    this.type = options.type;
    this.version = options.version;
  }

  async listDocuments(db: Database, filter: SearchSourceFilter): Promise<SearchDocumentInput[]> {
    const { type, siteId, section } = this.options;
    if (filter.siteId && filter.siteId !== siteId) return [];
    const rows = await this.options.listPublished(filter.sourceKeys, db);
    return rows.map((row) => ({
      type,
      sourceKey: row.id,
      siteId,
      language: row.language,
      title: row.title,
      description: row.leadText,
      body: moduleText(row.modules, [row.title, row.leadText]),
      path: `${section}/${row.slug}`,
    }));
  }
}
