import { sql } from 'drizzle-orm';
import { localeCodes } from '../../modules/locales/index.js';
import { country, language, locale } from '../../modules/locales/locales.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { INTERNATIONAL_COUNTRY, SEED_COUNTRIES, SEED_LANGUAGES } from './locales.data.js';

/** Countries, languages and one locale per (country, supported language); idempotent. */
export async function seedLocales(db: Database): Promise<void> {
  await db
    .insert(country)
    .values(
      SEED_COUNTRIES.map((c, index) => ({
        code: c.code,
        hidden: c.hidden ?? false,
        supportedLanguages: c.supportedLanguages,
        defaultLanguage: c.defaultLanguage,
        defaultMeasurementSystem: c.defaultMeasurementSystem,
        displayNames: c.displayNames,
        sortIndex: c.code === INTERNATIONAL_COUNTRY ? 0 : index,
      })),
    )
    .onConflictDoUpdate({
      target: country.code,
      set: {
        supportedLanguages: sql`excluded.supported_languages`,
        defaultLanguage: sql`excluded.default_language`,
        defaultMeasurementSystem: sql`excluded.default_measurement_system`,
        displayNames: sql`excluded.display_names`,
        sortIndex: sql`excluded.sort_index`,
      },
    });
  await db
    .insert(language)
    .values(
      SEED_LANGUAGES.map((l) => ({ code: l.code, defaultCountry: l.defaultCountry, displayNames: l.displayNames })),
    )
    .onConflictDoUpdate({
      target: language.code,
      set: { defaultCountry: sql`excluded.default_country`, displayNames: sql`excluded.display_names` },
    });
  const locales = SEED_COUNTRIES.flatMap((c) => c.supportedLanguages.map((lang) => localeCodes(lang, c.code)));
  await db
    .insert(locale)
    .values(locales)
    .onConflictDoUpdate({
      target: locale.code,
      set: { sisCode: sql`excluded.sis_code`, isInternational: sql`excluded.is_international` },
    });
}
