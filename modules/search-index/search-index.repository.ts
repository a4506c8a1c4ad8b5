import { Inject, Injectable } from '@nestjs/common';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { site } from '../sites/sites.schema.js';
import {
  type SearchDocumentInsert,
  type SearchDocumentType,
  searchDocument,
  searchIndexState,
} from './search-index.schema.js';

/** Rows per INSERT (PostgreSQL allows 65535 parameters per statement). */
const INSERT_CHUNK = 500;
const STATE_ID = 'default';
/** Serialises index rebuilds of several instances on one database. */
const REBUILD_LOCK = 726355;

/**
 * ts_headline options: a short text whole, a long one as two short fragments. The match markers are turned into
 * `<em>` after escaping (search-text.ts).
 */
const HEADLINE_WHOLE = 'StartSel=\u0001, StopSel=\u0002, HighlightAll=true';
const HEADLINE_FRAGMENTS =
  'StartSel=\u0001, StopSel=\u0002, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';
/** Texts up to this length are shown whole. */
const HEADLINE_WHOLE_CHARS = 240;

export interface SearchScope {
  siteId: string;
  language: string;
  config: string;
  /**
   * The language whose documents stand in for those the scope's language has no version of, with its own text
   * search configuration: the pages show such a document in that language (SPEC §8 language fallback), so a
   * visitor searching in their language finds it too.
   */
  fallback?: { language: string; config: string };
}

export interface SearchHit {
  type: SearchDocumentType;
  title: string;
  /** The document's language: the scope's, or its fallback's. */
  language: string;
  path: string;
  /** ts_headline output: plain text with match markers. */
  excerpt: string;
}

export interface FuzzyOptions {
  /** Typo tolerance applies when full text search finds fewer than this many documents. */
  fewResults: number;
  /** Lowest pg_trgm word similarity between query and title. */
  threshold: number;
}

/** A document of the index by its place: site, language, path after the locale (sitemaps). */
export interface DocumentLocation {
  siteId: string;
  language: string;
  type: SearchDocumentType;
  sourceKey: string;
  path: string;
  updatedAt: Date;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

@Injectable()
export class SearchRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  async lockForRebuild(tx: Database): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${REBUILD_LOCK})`);
  }

  async indexedSources(db: Database = this.db): Promise<string | undefined> {
    const [row] = await db
      .select({ sources: searchIndexState.sources })
      .from(searchIndexState)
      .where(eq(searchIndexState.id, STATE_ID));
    return row?.sources;
  }

  async markBuilt(tx: Database, sources: string): Promise<void> {
    await tx
      .insert(searchIndexState)
      .values({ id: STATE_ID, sources, builtAt: new Date() })
      .onConflictDoUpdate({ target: searchIndexState.id, set: { sources, builtAt: new Date() } });
  }

  async deleteAll(tx: Database): Promise<void> {
    await tx.delete(searchDocument);
  }

  async deleteDocuments(tx: Database, type: SearchDocumentType, sourceKeys: readonly string[]): Promise<void> {
    if (sourceKeys.length === 0) return;
    await tx
      .delete(searchDocument)
      .where(and(eq(searchDocument.type, type), inArray(searchDocument.sourceKey, [...sourceKeys])));
  }

  async upsertDocuments(tx: Database, rows: SearchDocumentInsert[]): Promise<void> {
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await tx
        .insert(searchDocument)
        .values(rows.slice(start, start + INSERT_CHUNK))
        .onConflictDoUpdate({
          target: [searchDocument.siteId, searchDocument.language, searchDocument.type, searchDocument.sourceKey],
          set: {
            title: sql`excluded.title`,
            description: sql`excluded.description`,
            body: sql`excluded.body`,
            path: sql`excluded.path`,
            config: sql`excluded.config`,
            updatedAt: sql`now()`,
          },
        });
    }
  }

  /**
   * Where every indexed document lives and when its row last changed, for all sites. The index
   * holds only what a visitor may find: published, unprotected documents (see the sources).
   */
  listDocumentLocations(): Promise<DocumentLocation[]> {
    return this.db
      .select({
        siteId: searchDocument.siteId,
        language: searchDocument.language,
        type: searchDocument.type,
        sourceKey: searchDocument.sourceKey,
        path: searchDocument.path,
        updatedAt: searchDocument.updatedAt,
      })
      .from(searchDocument)
      .orderBy(searchDocument.siteId, searchDocument.type, searchDocument.path, searchDocument.language);
  }

  /** The sites' names: a title may end with one (` | Wustec`). */
  async siteNames(): Promise<string[]> {
    return (await this.db.select({ name: site.name }).from(site)).map((row) => row.name);
  }

  /**
   * One page of results: full text matches ranked (an exact title match first, title matches weigh most), then,
   * when full text finds few, titles similar to the query (typos). `total` counts both.
   */
  async search(
    scope: SearchScope,
    query: string,
    limit: number,
    offset: number,
    fuzzy: FuzzyOptions,
  ): Promise<{ hits: SearchHit[]; total: number }> {
    const fallbackConfig = scope.fallback?.config ?? scope.config;
    const result = await this.db.execute(sql`
      with q as (select websearch_to_tsquery(${scope.config}::regconfig, ${query}) as tsq,
                        websearch_to_tsquery(${fallbackConfig}::regconfig, ${query}) as fallback_tsq),
      fts as (
        select d.type, d.source_key, d.title, d.language, d.path, d.config, d.description, d.body,
               ts_rank(d.search_vector, ${this.queryOf(scope)}) as rank, 0 as tier
        from search_document d, q
        where ${this.inScope(scope)} and d.search_vector @@ ${this.queryOf(scope)}
      ),
      fuzzy as (
        select d.type, d.source_key, d.title, d.language, d.path, d.config, d.description, d.body,
               word_similarity(${query}, d.title) as rank, 1 as tier
        from search_document d
        where ${this.inScope(scope)}
          and (select count(*) from fts) < ${fuzzy.fewResults}
          and word_similarity(${query}, d.title) >= ${fuzzy.threshold}
          and not exists (select 1 from fts where fts.type = d.type and fts.source_key = d.source_key)
      ),
      hits as (select * from fts union all select * from fuzzy),
      page as (
        select hits.*, count(*) over () as total,
               (lower(hits.title) = lower(${query})) as exact
        from hits
        order by exact desc, tier, rank desc, title, source_key
        limit ${limit} offset ${offset}
      )
      select page.type, page.title, page.language, page.path, page.total::int as total,
             ts_headline(page.config, page.text,
                         case when page.language = ${scope.language} then q.tsq else q.fallback_tsq end,
                         case when length(page.text) <= ${HEADLINE_WHOLE_CHARS} then ${HEADLINE_WHOLE}
                              else ${HEADLINE_FRAGMENTS} end) as excerpt
      from (select *, concat_ws(' ', nullif(description, ''), nullif(body, '')) as text from page) page, q
      order by page.exact desc, page.tier, page.rank desc, page.title, page.source_key
    `);
    const rows = rowsOf<SearchHit & { total: number }>(result);
    const total = rows[0]?.total ?? (offset > 0 ? await this.count(scope, query, fuzzy) : 0);
    const hits = rows.map(({ type, title, language, path, excerpt }) => ({ type, title, language, path, excerpt }));
    return { hits, total };
  }

  /** The total alone, for a page past the last one. */
  private async count(scope: SearchScope, query: string, fuzzy: FuzzyOptions): Promise<number> {
    const page = await this.search(scope, query, 1, 0, fuzzy);
    return page.total;
  }

  /**
   * Titles starting with what was typed: every word a prefix of a title word (`cri mach` finds "Crimping
   * machines"); titles starting with the whole query first; similar titles when few match (typos).
   */
  async suggest(
    scope: SearchScope,
    query: string,
    prefixQuery: string,
    limit: number,
    fuzzy: FuzzyOptions,
  ): Promise<Omit<SearchHit, 'excerpt'>[]> {
    const fallbackConfig = scope.fallback?.config ?? scope.config;
    const result = await this.db.execute(sql`
      with q as (select to_tsquery(${scope.config}::regconfig, ${prefixQuery}) as tsq,
                        to_tsquery(${fallbackConfig}::regconfig, ${prefixQuery}) as fallback_tsq),
      prefix as (
        select d.type, d.source_key, d.title, d.language, d.path, 0 as tier,
               starts_with(lower(d.title), lower(${query})) as starts,
               ts_rank(d.search_vector, ${this.queryOf(scope)}) as rank
        from search_document d, q
        where ${this.inScope(scope)} and d.search_vector @@ ${this.queryOf(scope)}
        order by starts desc, rank desc, d.title
        limit ${limit}
      ),
      fuzzy as (
        select d.type, d.source_key, d.title, d.language, d.path, 1 as tier, false as starts,
               word_similarity(${query}, d.title) as rank
        from search_document d
        where ${this.inScope(scope)}
          and (select count(*) from prefix) < ${fuzzy.fewResults}
          and word_similarity(${query}, d.title) >= ${fuzzy.threshold}
          and not exists (select 1 from prefix where prefix.type = d.type and prefix.source_key = d.source_key)
      )
      select type, title, language, path from (select * from prefix union all select * from fuzzy) hits
      order by tier, starts desc, rank desc, title, source_key
      limit ${limit}
    `);
    return rowsOf<Omit<SearchHit, 'excerpt'>>(result);
  }

  /**
   * The site's documents in the scope's language, and those of its fallback language that have no version in it
   * (SPEC §8: the page shows that version then). Reads `d`, a search_document row.
   */
  private inScope(scope: SearchScope): SQL {
    if (!scope.fallback || scope.fallback.language === scope.language) {
      return sql`d.site_id = ${scope.siteId} and d.language = ${scope.language}`;
    }
    return sql`d.site_id = ${scope.siteId} and (d.language = ${scope.language} or (d.language = ${scope.fallback.language}
      and not exists (select 1 from search_document own where own.site_id = d.site_id and own.type = d.type
        and own.source_key = d.source_key and own.language = ${scope.language})))`;
  }

  /** The query in the configuration of the row's language: `q.tsq` for the scope's, `q.fallback_tsq` else. */
  private queryOf(scope: SearchScope): SQL {
    if (!scope.fallback || scope.fallback.language === scope.language) return sql`q.tsq`;
    return sql`(case when d.language = ${scope.language} then q.tsq else q.fallback_tsq end)`;
  }
}
