import { ApiProperty } from '@nestjs/swagger';
import { SiteNavigationResponseDto } from '../navigation/index.js';

/** A language of the switcher, the same on every page of a site and locale (the link is made by the page). */
export class ChromeLanguageDto {
  @ApiProperty({ example: 'de' })
  language!: string;

  @ApiProperty({ description: 'Native name', example: 'Deutsch' })
  label!: string;

  @ApiProperty({ example: 'de-ch' })
  localeUrlCode!: string;
}

/** A country of the switcher, the same on every page of a site and locale (the link is made by the page). */
export class ChromeCountryDto {
  @ApiProperty({ example: 'CH' })
  code!: string;

  @ApiProperty({ example: 'Switzerland' })
  label!: string;

  @ApiProperty({ example: 'en-ch' })
  localeUrlCode!: string;

  @ApiProperty({ description: "The language of the country's link", example: 'en' })
  language!: string;
}

/** GET /api/layout/{siteId}/{localeCode}: what every page of a site and locale shares (issue 13). */
export class SiteChromeDto {
  @ApiProperty({ description: 'Changes with the content: the `v` of the URL and the ETag', example: '3f9a1c2d7e4b' })
  version!: string;

  @ApiProperty({ type: SiteNavigationResponseDto })
  navigation!: SiteNavigationResponseDto;

  @ApiProperty({ type: [ChromeLanguageDto] })
  languages!: ChromeLanguageDto[];

  @ApiProperty({ type: [ChromeCountryDto] })
  countries!: ChromeCountryDto[];
}
