import { CacheTags } from '../../src/core/cache/cache-tags.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { cachedUpstreamLookup } from '../content-source/index.js';
import type { CountryResponse, LanguageResponse, LocaleResponse } from './locales.dto.js';

/**
 * The locales port (issue 33, SPEC §7.4 languages and countries): what rendering reads. LocalesService is the
 * builtin adapter.
 */
export interface LocalesSource {
  listLocales(): Promise<LocaleResponse[]>;
  /** Ordered by sortIndex ascending. */
  listCountries(): Promise<CountryResponse[]>;
  listLanguages(): Promise<LanguageResponse[]>;
}

export const LOCALES_SOURCE = Symbol('LocalesSource');

/** What shows the locales, countries or languages (locale links, country picker, language names): every page. */
export const LOCALES_TAG = CacheTags.listing('locale');

/** The locale written as `urlCode` in a URL (`en`, `de-ch`), if there is one. */
export async function localeByUrlCode(source: LocalesSource, urlCode: string): Promise<LocaleResponse | undefined> {
  const wanted = urlCode.toLowerCase();
  return (await source.listLocales()).find((l) => l.urlCode === wanted);
}

/** The upstream's locales, countries and languages, cached here: routing and the layout read them on every miss. */
export class GraphqlLocalesSource implements LocalesSource {
  constructor(
    private readonly upstream: UpstreamGraphql,
    private readonly cache: SwrCache,
  ) {}

  listLocales(): Promise<LocaleResponse[]> {
    return cachedUpstreamLookup(this.cache, this.upstream, 'locales', LOCALES_TAG);
  }

  listCountries(): Promise<CountryResponse[]> {
    return cachedUpstreamLookup(this.cache, this.upstream, 'countries', LOCALES_TAG);
  }

  listLanguages(): Promise<LanguageResponse[]> {
    return cachedUpstreamLookup(this.cache, this.upstream, 'languages', LOCALES_TAG);
  }
}
