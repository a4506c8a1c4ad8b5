import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches } from 'class-validator';
import { UI_LANGUAGES } from '../../i18n/languages.js';
import { CACHE_FLAG_PROPERTY, NEXT_RELEASE_PROPERTY } from '../../src/core/http/openapi.js';
import {
  NAVIGATION_LINK_TARGETS,
  NAVIGATION_LINK_TYPES,
  type NavigationLinkTarget,
  type NavigationLinkType,
} from './navigation.contract.js';

const CACHE_FLAGS = ['false', 'clear', 'true'];

/** GET /api/site-navigation/public/{siteId} query. */
export class PublicNavigationQuery {
  @ApiProperty({ enum: UI_LANGUAGES, description: 'A language the site serves', example: 'en' })
  @IsIn([...UI_LANGUAGES], { message: `lang must be one of ${UI_LANGUAGES.join(', ')}` })
  lang!: string;

  /** Two-letter country code; default: international (`ALL`). */
  @ApiPropertyOptional({
    description: 'Two-letter country code in capitals; default `ALL` (international)',
    pattern: '^([A-Z]{2}|ALL)$',
    example: 'CH',
  })
  @IsOptional()
  @IsString()
  @Matches(/^([A-Z]{2}|ALL)$/, { message: 'country must be a two-letter country code in capitals, or ALL' })
  country?: string;

  @ApiPropertyOptional(CACHE_FLAG_PROPERTY)
  @IsOptional()
  @IsIn(CACHE_FLAGS, { message: 'cache must be false, clear or true' })
  cache?: string;

  @ApiPropertyOptional(NEXT_RELEASE_PROPERTY)
  @IsOptional()
  @IsString()
  nextRelease?: string;
}

/** GET /api/site-navigation/editor/{siteId} query: also the document stage. */
export class EditorNavigationQuery extends PublicNavigationQuery {
  @ApiPropertyOptional({ enum: ['DRAFT', 'PUBLISHED'], default: 'PUBLISHED' })
  @IsOptional()
  @IsIn(['DRAFT', 'PUBLISHED'], { message: 'stage must be DRAFT or PUBLISHED' })
  stage?: 'DRAFT' | 'PUBLISHED';
}

export class NavigationTextLinkDto {
  /** @example "CrimpCenter 36" */
  text!: string;

  /** @example "/en/products/crimping/crimp-centers/crimpcenter-36" */
  url!: string;
}

/** A section of a mega-menu panel: a heading with links. */
export class NavigationSectionDto {
  /** @example "Popular machines" */
  title!: string;

  links!: NavigationTextLinkDto[];
}

/** The content teaser card of a mega-menu panel. */
export class ContentTeaserCardDto {
  @ApiProperty()
  title!: string;

  @ApiProperty()
  text!: string;

  @ApiProperty()
  url!: string;

  @ApiPropertyOptional()
  imageUrl?: string;

  @ApiPropertyOptional()
  imageAlt?: string;
}

/** One navigation link, with its children (first-level items only). */
export class NavigationLinkDto {
  /** @example "main.products" */
  id!: string;

  /** @example "Products" */
  title!: string;

  /** @example "/en/products" */
  @ApiProperty({
    description: 'Normalised: an in-app path with the locale, an external URL, or `action:open-news-feed-panel`',
  })
  href!: string;

  /** In-app navigation, a plain anchor, or a named action */
  @ApiProperty({ enum: NAVIGATION_LINK_TYPES })
  type!: NavigationLinkType;

  @ApiProperty({ enum: NAVIGATION_LINK_TARGETS })
  target!: NavigationLinkTarget;

  @ApiProperty({ type: String, nullable: true })
  linkText!: string | null;

  @ApiProperty({ type: String, nullable: true })
  breadcrumbOverride!: string | null;

  /** Only editors ever receive hidden items */
  hidden!: boolean;

  /** Children of a first-level item */
  @ApiProperty({ type: () => [NavigationLinkDto] })
  children!: NavigationLinkDto[];

  /** @example "Machines for every wire-processing step" */
  @ApiProperty({ type: String, nullable: true })
  marketingTitle!: string | null;

  @ApiProperty({ type: String, nullable: true })
  marketingDescription!: string | null;

  sections!: NavigationSectionDto[];

  @ApiProperty({ type: ContentTeaserCardDto, nullable: true })
  teaser!: ContentTeaserCardDto | null;

  /** The page this item links to, if it is a page link */
  @ApiProperty({ type: String, nullable: true })
  pageId!: string | null;
}

export class MarketingLogoSectionDto {
  /** @example "One group, six brands" */
  title!: string;

  /** @example "Wire processing since 1952." */
  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  /** @example "/en/about" */
  href!: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl!: string | null;
}

export class HeaderNavigationDto {
  items!: NavigationLinkDto[];

  @ApiProperty({ type: MarketingLogoSectionDto, nullable: true })
  marketingLogo!: MarketingLogoSectionDto | null;
}

export class FooterSectionDto {
  /** @example "main.footer.company" */
  id!: string;

  /** @example "Company" */
  title!: string;

  links!: NavigationLinkDto[];
}

export class FooterNavigationDto {
  /**
   * Footer theme (SPEC §9)
   * @example "Default"
   */
  theme!: string;

  sections!: FooterSectionDto[];

  @ApiProperty({ type: NavigationLinkDto, nullable: true })
  contactLink!: NavigationLinkDto | null;
}

/** GET /api/site-navigation/{public|editor}/{siteId}?lang= (SPEC §7.3). */
export class SiteNavigationResponseDto {
  /** @example "main" */
  siteId!: string;

  /** @example "en" */
  language!: string;

  header!: HeaderNavigationDto;

  footer!: FooterNavigationDto;
}
