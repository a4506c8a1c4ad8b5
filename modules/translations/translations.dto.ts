import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { TRANSLATION_STATE_NAMES, type TranslationStateName } from './translations.contract.js';

const PAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export class PageIdParamsDto {
  /**
   * Page id
   * @example "about-main"
   */
  @ApiProperty({ pattern: PAGE_ID.source })
  @Matches(PAGE_ID, { message: 'pageId must be a page id (letters, digits, - and _, at most 100)' })
  pageId!: string;
}

export class LanguageParamsDto extends PageIdParamsDto {
  /**
   * A target language of the page
   * @example "de"
   */
  @ApiProperty({ pattern: '^[a-z]{2}$' })
  @Matches(/^[a-z]{2}$/, { message: 'language must be a two-letter language code' })
  language!: string;
}

/** SPEC §3 Translation state entry. */
export class TranslationStateEntryDto {
  @ApiProperty()
  id!: string;

  /** @example "de" */
  language!: string;

  @ApiProperty({ enum: TRANSLATION_STATE_NAMES, enumName: 'TranslationState' })
  translationState!: TranslationStateName;

  /** null until exported */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  exportedAt!: string | null;

  /** null until imported */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  importedAt!: string | null;
}

export class TranslationImportUnitsDto {
  /**
   * Units of the file whose translation was stored
   * @example 12
   */
  imported!: number;

  /** Texts of the source page the file had no unit for (they keep the source text) */
  skipped!: number;
}

export class TranslationImportResponseDto extends TranslationStateEntryDto {
  units!: TranslationImportUnitsDto;
}

export class TranslationStateResponseDto {
  targetLanguages!: TranslationStateEntryDto[];

  /** SPEC §4 overall page state; null before translation was started */
  @ApiProperty({ enum: [...TRANSLATION_STATE_NAMES, null], type: String, nullable: true })
  translationState!: TranslationStateName | null;
}

export class TranslationChangeResponseDto {
  /** @example "en" */
  sourceLanguage!: string;

  targetLanguages!: TranslationStateEntryDto[];
}
