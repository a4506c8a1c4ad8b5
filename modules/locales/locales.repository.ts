import { Inject, Injectable } from '@nestjs/common';
import { asc } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type CountryRow, type LanguageRow, type LocaleRow, country, language, locale } from './locales.schema.js';

@Injectable()
export class LocalesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  listLocales(): Promise<LocaleRow[]> {
    return this.db.select().from(locale).orderBy(asc(locale.code));
  }

  listCountries(): Promise<CountryRow[]> {
    return this.db.select().from(country).orderBy(asc(country.sortIndex), asc(country.code));
  }

  listLanguages(): Promise<LanguageRow[]> {
    return this.db.select().from(language).orderBy(asc(language.code));
  }
}
