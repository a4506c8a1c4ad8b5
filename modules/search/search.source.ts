import { Injectable } from '@nestjs/common';
import { FALLBACK_LANGUAGE } from '../../i18n/index.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import {
  type FuzzyOptions,
  type SearchHit,
  SearchRepository,
  prefixTsquery,
  queryWords,
  searchConfigFor,
} from '../search-index/index.js';
import { SEARCH_PAGE_SIZE, SUGGEST_LIMIT } from './search.contract.js';

/** Typo tolerance (pg_trgm): used when full text finds fewer than 3 documents, for titles 40 % similar. */
const FUZZY: FuzzyOptions = { fewResults: 3, threshold: 0.4 };

/** Which part of the index a query reads: one site's documents in one language. */
export interface SearchIndexScope {
  siteId: string;
  language: string;
}

export type SuggestHit = Omit<SearchHit, 'excerpt'>;

/**
 * The search port (issue 33): the index queries behind the search page and the search API. The builtin adapter asks
 * this instance's index; the GraphQL one asks the content source's (search.graphql.ts), so a rendering instance finds
 * what was published on the source. Queries arrive validated and normalised (SearchService).
 */
export interface SearchIndexSource {
  search(scope: SearchIndexScope, query: string, page: number): Promise<{ hits: SearchHit[]; total: number }>;
  suggest(scope: SearchIndexScope, query: string): Promise<SuggestHit[]>;
}

export const SEARCH_INDEX_SOURCE = Symbol('SearchIndexSource');

/** The builtin adapter: PostgreSQL full text over this instance's search index (SPEC §7.3, docs/search.md). */
@Injectable()
export class BuiltinSearchIndex implements SearchIndexSource {
  constructor(private readonly repository: SearchRepository) {}

  search(scope: SearchIndexScope, query: string, page: number) {
    const offset = (page - 1) * SEARCH_PAGE_SIZE;
    return this.repository.search(this.scopeOf(scope), query, SEARCH_PAGE_SIZE, offset, FUZZY);
  }

  async suggest(scope: SearchIndexScope, query: string) {
    const words = queryWords(query);
    if (words.length === 0) return [];
    return this.repository.suggest(this.scopeOf(scope), query, prefixTsquery(words), SUGGEST_LIMIT, FUZZY);
  }

  /** Documents without a version in the language are found in English, as their pages show them (SPEC §8). */
  private scopeOf({ siteId, language }: SearchIndexScope) {
    const fallback = { language: FALLBACK_LANGUAGE, config: searchConfigFor(FALLBACK_LANGUAGE) };
    return { siteId, language, config: searchConfigFor(language), fallback };
  }
}

/** The GraphQL adapter: the content source's index, through the schema part search.graphql.ts adds there. */
export class GraphqlSearchIndex implements SearchIndexSource {
  constructor(private readonly upstream: UpstreamGraphql) {}

  async search(scope: SearchIndexScope, query: string, page: number) {
    const { searchDocuments } = await this.upstream.request<{ searchDocuments: { hits: SearchHit[]; total: number } }>(
      `query SearchDocuments($siteId: ID!, $language: String!, $query: String!, $page: Int!) {
        searchDocuments(siteId: $siteId, language: $language, query: $query, page: $page) { total hits }
      }`,
      { ...scope, query, page },
    );
    return searchDocuments;
  }

  async suggest(scope: SearchIndexScope, query: string) {
    const { searchSuggestions } = await this.upstream.request<{ searchSuggestions: SuggestHit[] }>(
      `query SearchSuggestions($siteId: ID!, $language: String!, $query: String!) {
        searchSuggestions(siteId: $siteId, language: $language, query: $query)
      }`,
      { ...scope, query },
    );
    return searchSuggestions;
  }
}
