import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
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

/** GET /api/translation/export/{pageId}/{language} query. */
export class TranslationExportQueryDto {
  @ApiPropertyOptional({
    enum: ['2.0', '1.2'],
    default: '2.0',
    description: 'XLIFF version: 2.0 (inline codes as `<pc>`/`<ph>`) or 1.2 (`<bpt>`/`<ept>`/`<ph>`)',
  })
  @IsOptional()
  @IsIn(['2.0', '1.2'], { message: 'version must be 1.2 or 2.0' })
  version?: '2.0' | '1.2';

  @ApiPropertyOptional({
    enum: ['true', 'false'],
    default: 'false',
    description: "`true`: only the texts whose source changed since the language's last import (404 when none did)",
  })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'delta must be true or false' })
  delta?: 'true' | 'false';
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

  /** Texts of the source page the file had no unit for (they keep an earlier translation of the same source text, else the source text) */
  skipped!: number;

  /**
   * Ids of the file's units that had no (or an empty) target: not applied, and the language stays InProgress
   * @example ["modules.2.html"]
   */
  untranslated!: string[];

  /**
   * Words of the source texts still to translate into this language after the import (the grid's count)
   * @example 0
   */
  wordsToTranslate!: number;
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
