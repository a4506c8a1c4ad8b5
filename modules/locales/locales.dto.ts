import { ApiProperty } from '@nestjs/swagger';
import type { DisplayNames, MeasurementSystem } from './locales.schema.js';

/** A locale as the API and the pages see it (SPEC §3 Locale). */
export class LocaleResponse {
  @ApiProperty({ example: 'de-CH' })
  code!: string;

  @ApiProperty({ description: 'As in page URLs', example: 'de-ch' })
  urlCode!: string;

  @ApiProperty({ description: 'Product-data code for `GET /api/product-data/{sisCode}`', example: 'de-CH' })
  sisCode!: string;

  @ApiProperty({ description: 'A language without a country (`country` is `ALL`)', example: false })
  isInternational!: boolean;

  @ApiProperty({ example: 'de' })
  language!: string;

  @ApiProperty({ description: 'Two-letter country code, or `ALL`', example: 'CH' })
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
