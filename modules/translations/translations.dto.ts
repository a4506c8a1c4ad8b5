import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { TRANSLATION_STATE_NAMES, type TranslationStateName } from './translations.contract.js';

const PAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export class PageIdParamsDto {
  @ApiProperty({ description: 'Page id', pattern: PAGE_ID.source, example: 'about' })
  @Matches(PAGE_ID, { message: 'pageId must be a page id (letters, digits, - and _, at most 100)' })
  pageId!: string;
}

export class LanguageParamsDto extends PageIdParamsDto {
  @ApiProperty({ description: 'A target language of the page', pattern: '^[a-z]{2}$', example: 'de' })
  @Matches(/^[a-z]{2}$/, { message: 'language must be a two-letter language code' })
  language!: string;
}

/** SPEC §3 Translation state entry. */
export class TranslationStateEntryDto {
  @ApiProperty()
  id!: string;

  @ApiProperty({ example: 'de' })
  language!: string;

  @ApiProperty({ enum: TRANSLATION_STATE_NAMES, enumName: 'TranslationState' })
  translationState!: TranslationStateName;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null until exported' })
  exportedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null until imported' })
  importedAt!: string | null;
}

export class TranslationImportUnitsDto {
  @ApiProperty({ description: 'Units of the file whose translation was stored', example: 12 })
  imported!: number;

  @ApiProperty({ description: 'Texts of the source page the file had no unit for (they keep the source text)' })
  skipped!: number;
}

export class TranslationImportResponseDto extends TranslationStateEntryDto {
  @ApiProperty({ type: TranslationImportUnitsDto })
  units!: TranslationImportUnitsDto;
}

export class TranslationStateResponseDto {
  @ApiProperty({ type: [TranslationStateEntryDto] })
  targetLanguages!: TranslationStateEntryDto[];

  @ApiProperty({
    enum: [...TRANSLATION_STATE_NAMES, null],
    type: String,
    nullable: true,
    description: 'SPEC §4 overall page state; null before translation was started',
  })
  translationState!: TranslationStateName | null;
}

export class TranslationChangeResponseDto {
  @ApiProperty({ example: 'en' })
  sourceLanguage!: string;

  @ApiProperty({ type: [TranslationStateEntryDto] })
  targetLanguages!: TranslationStateEntryDto[];
}
