import { Inject, Injectable } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import type { CountryResponse, LanguageResponse, LocaleResponse } from './locales.dto.js';
import { toCountryResponse, toLanguageResponse, toLocaleResponse } from './locales.mapper.js';
import { LocalesRepository } from './locales.repository.js';

export const localesKey = () => 'locales:all';
export const countriesKey = () => 'countries:all';
export const languagesKey = () => 'languages:all';

@Injectable()
export class LocalesService {
  constructor(
    private readonly repository: LocalesRepository,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
  ) {}

  listLocales(): Promise<LocaleResponse[]> {
    return this.cache.getOrLoad(localesKey(), async () => (await this.repository.listLocales()).map(toLocaleResponse));
  }

  /** The locale written as `urlCode` in a URL (`en`, `de-ch`), if there is one. */
  async findByUrlCode(urlCode: string): Promise<LocaleResponse | undefined> {
    const wanted = urlCode.toLowerCase();
    return (await this.listLocales()).find((l) => l.urlCode === wanted);
  }

  listCountries(): Promise<CountryResponse[]> {
    return this.cache.getOrLoad(countriesKey(), async () =>
      (await this.repository.listCountries()).map(toCountryResponse),
    );
  }

  listLanguages(): Promise<LanguageResponse[]> {
    return this.cache.getOrLoad(languagesKey(), async () =>
      (await this.repository.listLanguages()).map(toLanguageResponse),
    );
  }
}
