import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { PageCacheInvalidation } from '../../src/core/cache/page-cache-invalidation.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { Database } from '../../src/core/database/database.js';
import { BrandsService } from '../brands/index.js';
import { invalidateSearchResults } from './search-cache.js';
import { searchConfigFor } from './search-config.js';
import { type SearchDocumentInput, SearchSourceRegistry } from './search-source.registry.js';
import { plainText, removeBrandSuffix } from './search-text.js';
import type { SearchDocumentInsert, SearchDocumentType } from './search-index.schema.js';
import { SearchRepository } from './search-index.repository.js';

/** The company and the brands SPEC §9 names (brand themes); the brand and site tables add theirs. */
const KNOWN_BRAND_NAMES = ['Kudex Group', 'Kudex', 'Wustec', 'Adaptronic', 'Cirris', 'Diit', 'Hosver', 'Schleuniger'];
const MAX_TITLE_CHARS = 300;
const MAX_DESCRIPTION_CHARS = 2_000;
const MAX_BODY_CHARS = 20_000;

/**
 * Keeps the search index current (SPEC §7.3). Content services call `refresh`, `upsert` or `remove` after
 * their write transaction commits; start-up rebuilds the whole index from every registered source when it was
 * never built, the seed ran, or the registered sources changed. Every change drops the cached results and what
 * shows them (the search page): whatever reads the search generation carries the `list:search` tag.
 */
@Injectable()
export class SearchIndexer implements OnApplicationBootstrap {
  private readonly logger = new Logger(SearchIndexer.name);

  constructor(
    private readonly registry: SearchSourceRegistry,
    private readonly repository: SearchRepository,
    private readonly brands: BrandsService,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    private readonly invalidation: PageCacheInvalidation,
  ) {}

  /** Runs after every module's `onModuleInit`, so all sources are registered. */
  async onApplicationBootstrap(): Promise<void> {
    await this.rebuild({ onlyIfStale: true });
  }

  /** Rebuilds the index from all sources; with `onlyIfStale`, only when it was built from other sources or never. */
  async rebuild(options: { onlyIfStale?: boolean } = {}): Promise<number | undefined> {
    const fingerprint = this.registry.fingerprint();
    if (options.onlyIfStale && (await this.repository.indexedSources()) === fingerprint) return undefined;
    const brands = await this.brandNames();
    const count = await this.repository.transaction(async (tx) => {
      await this.repository.lockForRebuild(tx);
      // Another instance may have rebuilt it while this one waited for the lock.
      if (options.onlyIfStale && (await this.repository.indexedSources(tx)) === fingerprint) return undefined;
      const documents: SearchDocumentInput[] = [];
      for (const source of this.registry.all()) documents.push(...(await source.listDocuments(tx, {})));
      await this.repository.deleteAll(tx);
      await this.repository.upsertDocuments(tx, this.prepare(documents, brands));
      await this.repository.markBuilt(tx, fingerprint);
      return documents.length;
    });
    if (count === undefined) return undefined;
    // A rebuild follows a seed or new sources: what changed is not known, so both caches start empty.
    await invalidateSearchResults(this.cache);
    await this.invalidation.everythingChanged();
    this.logger.log(`search index built: ${count} documents from ${fingerprint || 'no sources'}`);
    return count;
  }

  /** Re-reads these documents from their registered source: new, changed, unpublished or moved ones. */
  async refresh(type: SearchDocumentType, sourceKeys: readonly string[]): Promise<void> {
    if (sourceKeys.length === 0) return;
    const refresh = await this.refresher(type, sourceKeys);
    await this.repository.transaction((tx) => refresh.apply(tx));
    await refresh.committed();
  }

  /**
   * `refresh` for a write that changes its documents in its own transaction (publishing a page: the text and its
   * search document both or neither, even if the server dies between them). Reads what it needs now (before the
   * caller's transaction opens: PGlite has one connection); `apply(tx)` inside it, `committed()` after the commit.
   */
  async refresher(
    type: SearchDocumentType,
    sourceKeys: readonly string[],
  ): Promise<{ apply(tx: Database): Promise<void>; committed(): Promise<void> }> {
    const source = this.registry.find(type);
    if (!source) throw new Error(`No search source registered for ${type}`);
    const brands = await this.brandNames();
    return {
      apply: async (tx) => {
        const documents = await source.listDocuments(tx, { sourceKeys });
        await this.repository.deleteDocuments(tx, type, sourceKeys);
        await this.repository.upsertDocuments(tx, this.prepare(documents, brands));
      },
      committed: () => this.changed(),
    };
  }

  /** Adds or replaces documents a module built itself. */
  async upsert(documents: readonly SearchDocumentInput[]): Promise<void> {
    if (documents.length === 0) return;
    const brands = await this.brandNames();
    await this.repository.transaction(async (tx) => {
      await this.repository.upsertDocuments(tx, this.prepare(documents, brands));
    });
    await this.changed();
  }

  /** Removes documents (every site and language) that were deleted or unpublished. */
  async remove(type: SearchDocumentType, sourceKeys: readonly string[]): Promise<void> {
    if (sourceKeys.length === 0) return;
    await this.repository.transaction((tx) => this.repository.deleteDocuments(tx, type, sourceKeys));
    await this.changed();
  }

  /**
   * Names a title may end with: the company, the brands, the sites. Read before the indexer's transaction opens:
   * BrandsService reads outside it, and on PGlite (one connection) such a read would wait for that transaction.
   */
  private async brandNames(): Promise<string[]> {
    const [brands, sites] = await Promise.all([this.brands.listBrands(), this.repository.siteNames()]);
    return [...new Set([...KNOWN_BRAND_NAMES, ...brands.map((b) => b.name), ...sites])];
  }

  private prepare(documents: readonly SearchDocumentInput[], brands: readonly string[]): SearchDocumentInsert[] {
    const rows = new Map<string, SearchDocumentInsert>();
    for (const doc of documents) {
      if (doc.path !== '' && !doc.path.startsWith('/')) {
        throw new Error(`Search document ${doc.type}/${doc.sourceKey}: path must start with / (got ${doc.path})`);
      }
      const row: SearchDocumentInsert = {
        siteId: doc.siteId,
        language: doc.language,
        type: doc.type,
        sourceKey: doc.sourceKey,
        title: removeBrandSuffix(doc.title, brands).slice(0, MAX_TITLE_CHARS),
        description: plainText(doc.description ?? '').slice(0, MAX_DESCRIPTION_CHARS),
        body: plainText(doc.body ?? '').slice(0, MAX_BODY_CHARS),
        path: doc.path,
        config: searchConfigFor(doc.language),
      };
      // One row per key in one statement (ON CONFLICT cannot touch a row twice); the last one wins.
      rows.set(`${row.siteId}\u0000${row.language}\u0000${row.type}\u0000${row.sourceKey}`, row);
    }
    return [...rows.values()];
  }

  private async changed(): Promise<void> {
    await invalidateSearchResults(this.cache);
    await this.invalidation.listingChanged('search');
  }
}
