import { ApiProperty } from '@nestjs/swagger';
import { SiteNavigationResponseDto } from '../navigation/index.js';

/** A language of the switcher, the same on every page of a site and locale (the link is made by the page). */
export class ChromeLanguageDto {
  /** @example "de" */
  language!: string;

  /**
   * Native name
   * @example "Deutsch"
   */
  label!: string;

  /** @example "de-ch" */
  localeUrlCode!: string;
}

/** A country of the switcher, the same on every page of a site and locale (the link is made by the page). */
export class ChromeCountryDto {
  /** @example "CH" */
  code!: string;

  /** @example "Switzerland" */
  label!: string;

  /** @example "en-ch" */
  localeUrlCode!: string;

  /**
   * The language of the country's link
   * @example "en"
   */
  language!: string;
}

/** GET /api/layout/{siteId}/{localeCode}: what every page of a site and locale shares. */
export class SiteChromeDto {
  /** @example "3f9a1c2d7e4b" */
  @ApiProperty({ description: 'Changes with the content: the `v` of the URL and the ETag' })
  version!: string;

  navigation!: SiteNavigationResponseDto;

  languages!: ChromeLanguageDto[];

  countries!: ChromeCountryDto[];
}
