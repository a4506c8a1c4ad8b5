import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';

export const MEASUREMENT_SYSTEMS = ['Metric', 'Imperial'] as const;
export type MeasurementSystem = (typeof MEASUREMENT_SYSTEMS)[number];

/** Display names keyed by language code, e.g. { en: 'Switzerland', de: 'Schweiz' }. */
export type DisplayNames = Record<string, string>;

export const country = pgTable('country', {
  code: text('code').primaryKey(),
  hidden: boolean('hidden').notNull().default(false),
  supportedLanguages: text('supported_languages').array().notNull(),
  defaultLanguage: text('default_language').notNull(),
  defaultMeasurementSystem: text('default_measurement_system', { enum: MEASUREMENT_SYSTEMS })
    .notNull()
    .default('Metric'),
  displayNames: jsonb('display_names').$type<DisplayNames>().notNull(),
  sortIndex: integer('sort_index').notNull().default(0),
  ...timestamps,
});

export const language = pgTable('language', {
  code: text('code').primaryKey(),
  defaultCountry: text('default_country').notNull(),
  displayNames: jsonb('display_names').$type<DisplayNames>().notNull(),
  ...timestamps,
});

export const locale = pgTable(
  'locale',
  {
    /** language-COUNTRY, e.g. de-CH */
    code: text('code').primaryKey(),
    /** lower-case form used in URLs, e.g. de-ch */
    urlCode: text('url_code').notNull().unique(),
    sisCode: text('sis_code').notNull(),
    isInternational: boolean('is_international').notNull().default(false),
    languageCode: text('language_code')
      .notNull()
      .references(() => language.code),
    countryCode: text('country_code')
      .notNull()
      .references(() => country.code),
    ...timestamps,
  },
  (t) => [index('locale_language_idx').on(t.languageCode)],
);

export type CountryRow = typeof country.$inferSelect;
export type LanguageRow = typeof language.$inferSelect;
export type LocaleRow = typeof locale.$inferSelect;
