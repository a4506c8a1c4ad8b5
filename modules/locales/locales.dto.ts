import { ApiProperty } from '@nestjs/swagger';
import type { DisplayNames, MeasurementSystem } from './locales.schema.js';

/** A locale as the API and the pages see it (SPEC §3 Locale). */
export class LocaleResponse {
  /** @example "de-CH" */
  code!: string;

  /**
   * As in page URLs
   * @example "de-ch"
   */
  urlCode!: string;

  /** @example "de-CH" */
  @ApiProperty({ description: 'Product-data code for `GET /api/product-data/{sisCode}`' })
  sisCode!: string;

  /** @example false */
  @ApiProperty({ description: 'A language without a country (`country` is `ALL`)' })
  isInternational!: boolean;

  /** @example "de" */
  language!: string;

  /** @example "CH" */
  @ApiProperty({ description: 'Two-letter country code, or `ALL`' })
  country!: string;
}

/** SPEC §3 Country. */
export interface CountryResponse {
  code: string;
  hidden: boolean;
  supportedLanguages: string[];
  defaultLanguage: string;
  defaultMeasurementSystem: MeasurementSystem;
  displayNames: DisplayNames;
}

/** SPEC §3 Language. */
export interface LanguageResponse {
  code: string;
  defaultCountry: string;
  displayNames: DisplayNames;
}
