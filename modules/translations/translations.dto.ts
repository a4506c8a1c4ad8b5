import { Matches } from 'class-validator';

const PAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

export class PageIdParamsDto {
  @Matches(PAGE_ID, { message: 'pageId must be a page id (letters, digits, - and _, at most 100)' })
  pageId!: string;
}

export class LanguageParamsDto extends PageIdParamsDto {
  @Matches(/^[a-z]{2}$/, { message: 'language must be a two-letter language code' })
  language!: string;
}
