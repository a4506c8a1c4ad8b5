import { Injectable } from '@nestjs/common';
import type { Database } from '../../src/core/database/database.js';
import type { SearchDocumentType } from './search-index.schema.js';

/** One published document as a feature module hands it to the index. */
export interface SearchDocumentInput {
  type: SearchDocumentType;
  /** The document's id in its module (page id, product slug, ...); with site and language it is unique. */
  sourceKey: string;
  siteId: string;
  /** Content language code (`de`): every locale of that language finds it. */
  language: string;
  /** Plain text; a trailing brand suffix (` | Kudex`) is removed by the indexer. */
  title: string;
  /** Plain text (lead, teaser text); weighs more than the body. */
  description?: string;
  /** Plain text of the body; use `stripHtml`/`moduleText` from this module for HTML and content modules. */
  body?: string;
  /**
   * Path after the locale prefix, starting with `/` (`/about/careers`, `/wustec/stories/x`), or '' for the home
   * page of the main site. Results prefix it with the locale of the search (`/de-ch/about/careers`).
   */
  path: string;
}

export interface SearchSourceFilter {
  /** Only documents of this site. */
  siteId?: string;
  /** Only these documents (all their languages). */
  sourceKeys?: readonly string[];
}

/** A feature module's documents (see docs/search.md). Only published content may be listed. */
export interface SearchSource {
  readonly type: SearchDocumentType;
  /** Bump when the documents change shape (other fields, other text): start-up then rebuilds the index. */
  readonly version: number;
  /** Reads with the given handle (the indexer passes its transaction). */
  listDocuments(db: Database, filter: SearchSourceFilter): Promise<SearchDocumentInput[]>;
}

/**
 * Feature modules register their search source here at start-up (`onModuleInit`), so the search module builds
 * the index from all of them without importing them (like the PageTables of modules/routing).
 */
@Injectable()
export class SearchSourceRegistry {
  private readonly sources = new Map<SearchDocumentType, SearchSource>();

  register(source: SearchSource): void {
    if (this.sources.has(source.type)) throw new Error(`Search source ${source.type} is registered twice`);
    this.sources.set(source.type, source);
  }

  find(type: SearchDocumentType): SearchSource | undefined {
    return this.sources.get(type);
  }

  all(): SearchSource[] {
    return [...this.sources.values()];
  }

  /** `page@1,product@2`: which sources (in which version) an index built now comes from. */
  fingerprint(): string {
    return this.all()
      .map((source) => `${source.type}@${source.version}`)
      .sort()
      .join(',');
  }
}
