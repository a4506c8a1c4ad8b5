import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { tagCacheEntry } from '../../src/core/cache/cache-tags.js';
import type { CountryResponse, LanguageResponse, LocaleResponse } from './locales.dto.js';
import { toCountryResponse, toLanguageResponse, toLocaleResponse } from './locales.mapper.js';
import { LocalesRepository } from './locales.repository.js';
import { LOCALES_TAG, type LocalesSource, localeByUrlCode } from './locales.source.js';

export const localesKey = () => 'locales:all';
export const countriesKey = () => 'countries:all';
export const languagesKey = () => 'languages:all';

/** The locales of this instance's own tables; also the builtin adapter of LOCALES_SOURCE (so: no lifecycle hooks). */
@Injectable()
export class LocalesService implements LocalesSource {
  constructor(
    private readonly repository: LocalesRepository,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  listLocales(): Promise<LocaleResponse[]> {
    return this.cache.getOrLoad(localesKey(), async () => {
      tagCacheEntry(LOCALES_TAG);
      return (await this.repository.listLocales()).map(toLocaleResponse);
    });
  }

  /** The locale written as `urlCode` in a URL (`en`, `de-ch`), if there is one. */
  findByUrlCode(urlCode: string): Promise<LocaleResponse | undefined> {
    return localeByUrlCode(this, urlCode);
  }

  listCountries(): Promise<CountryResponse[]> {
    return this.cache.getOrLoad(countriesKey(), async () => {
      tagCacheEntry(LOCALES_TAG);
      return (await this.repository.listCountries()).map(toCountryResponse);
    });
  }

  listLanguages(): Promise<LanguageResponse[]> {
    return this.cache.getOrLoad(languagesKey(), async () => {
      tagCacheEntry(LOCALES_TAG);
      return (await this.repository.listLanguages()).map(toLanguageResponse);
    });
  }
}
