import type { SuggestResponseDto } from './search.dto.js';
import type { SearchResponseDto } from './search.dto.js';
import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { LocaleResponse } from '../locales/index.js';
import { ProductsService } from '../products/index.js';
import { LOCALES_SOURCE, type LocalesSource } from '../locales/index.js';
import type { SiteResponse } from '../sites/index.js';
import { SITES_SOURCE, type SitesSource } from '../sites/index.js';
import { searchGeneration, searchResultKey, searchSuggestKey } from '../search-index/index.js';
import { normalizeQuery, queryWords } from '../search-index/index.js';
import { QUERY_MAX_LENGTH, SEARCH_MAX_PAGE } from './search.contract.js';
import { toSearchRecord, toSuggestRecord } from './search.mapper.js';
import { SearchErrors } from './search.errors.js';
import { SEARCH_INDEX_SOURCE, type SearchIndexScope, type SearchIndexSource } from './search.source.js';

export interface SearchTarget {
  site: SiteResponse;
  locale: LocaleResponse;
}

/**
 * Full-text search over the index of one site and language (SPEC §7.3): results with highlighted excerpts and
 * suggestions, cached per site, locale, query and page until the index changes.
 */
@Injectable()
export class SearchService {
  constructor(
    @Inject(SEARCH_INDEX_SOURCE) private readonly index: SearchIndexSource,
    @Inject(SITES_SOURCE) private readonly sites: SitesSource,
    @Inject(LOCALES_SOURCE) private readonly locales: LocalesSource,
    private readonly products: ProductsService,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  /**
   * The site and locale of an API request: `localeCode` as in the URL (`de-ch`) or as a locale code (`de-CH`);
   * an empty or absent `siteSlug` is the main site. Unknown ones, or a language the site does not serve, are 404.
   */
  async target(localeCode: string, siteSlug: string | null | undefined): Promise<SearchTarget> {
    const [sites, locales] = await Promise.all([this.sites.listSites(), this.locales.listLocales()]);
    const wantedSlug = siteSlug?.trim() ? siteSlug.trim().toLowerCase() : null;
    const site = sites.find((s) => s.slug === wantedSlug);
    if (!site) throw SearchErrors.SearchSiteNotFound(siteSlug);
    const urlCode = localeCode.trim().toLowerCase().replace('_', '-');
    const locale = locales.find((l) => l.urlCode === urlCode);
    if (!locale) throw SearchErrors.SearchLocaleNotFound(localeCode);
    if (!site.languages.includes(locale.language)) {
      throw SearchErrors.SearchLanguageNotServed(site.slug ?? site.id, locale.language);
    }
    return { site, locale };
  }

  async search(target: SearchTarget, rawQuery: string, page: number): Promise<SearchResponseDto> {
    const query = this.validQuery(rawQuery);
    if (!Number.isInteger(page) || page < 1 || page > SEARCH_MAX_PAGE) {
      throw SearchErrors.SearchQueryInvalid(`page must be an integer from 1 to ${SEARCH_MAX_PAGE}`);
    }
    const generation = await searchGeneration(this.cache);
    const key = searchResultKey(generation, target.site.id, target.locale.code, page, query.toLowerCase());
    return this.cache.getOrLoad(key, async () => {
      const { hits, total } = await this.index.search(this.scopeOf(target), query, page);
      return { records: hits.map((hit) => toSearchRecord(hit, target.locale.urlCode)), page, total };
    });
  }

  /** Suggestions for a query, and the product or classification it names exactly (SPEC §3 Product search result). */
  async suggest(target: SearchTarget, rawQuery: string): Promise<SuggestResponseDto> {
    const query = this.validQuery(rawQuery);
    const [suggestions, productResult] = await Promise.all([
      this.suggestions(target, query),
      this.products.searchResult(query, this.products.contextOf(target.locale, target.site.slug)),
    ]);
    return { records: suggestions.records, productResult };
  }

  private async suggestions(target: SearchTarget, query: string): Promise<Pick<SuggestResponseDto, 'records'>> {
    const words = queryWords(query);
    if (words.length === 0) return { records: [] };
    const generation = await searchGeneration(this.cache);
    const key = searchSuggestKey(generation, target.site.id, target.locale.code, query.toLowerCase());
    return this.cache.getOrLoad(key, async () => {
      const hits = await this.index.suggest(this.scopeOf(target), query);
      return { records: hits.map((hit) => toSuggestRecord(hit, target.locale.urlCode)) };
    });
  }

  private validQuery(rawQuery: string): string {
    const query = normalizeQuery(rawQuery);
    if (query === '') throw SearchErrors.SearchQueryInvalid('query must not be empty');
    if (query.length > QUERY_MAX_LENGTH) {
      throw SearchErrors.SearchQueryInvalid(`query must be at most ${QUERY_MAX_LENGTH} characters`);
    }
    return query;
  }

  private scopeOf({ site, locale }: SearchTarget): SearchIndexScope {
    return { siteId: site.id, language: locale.language };
  }
}
