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
  @ApiProperty({ example: 'CrimpCenter 36' })
  text!: string;

  @ApiProperty({ example: '/en/products/crimping/crimp-centers/crimpcenter-36' })
  url!: string;
}

/** A section of a mega-menu panel: a heading with links. */
export class NavigationSectionDto {
  @ApiProperty({ example: 'Popular machines' })
  title!: string;

  @ApiProperty({ type: [NavigationTextLinkDto] })
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
  @ApiProperty({ example: 'main.products' })
  id!: string;

  @ApiProperty({ example: 'Products' })
  title!: string;

  @ApiProperty({
    description: 'Normalised: an in-app path with the locale, an external URL, or `action:open-news-feed-panel`',
    example: '/en/products',
  })
  href!: string;

  @ApiProperty({ enum: NAVIGATION_LINK_TYPES, description: 'In-app navigation, a plain anchor, or a named action' })
  type!: NavigationLinkType;

  @ApiProperty({ enum: NAVIGATION_LINK_TARGETS })
  target!: NavigationLinkTarget;

  @ApiProperty({ type: String, nullable: true })
  linkText!: string | null;

  @ApiProperty({ type: String, nullable: true })
  breadcrumbOverride!: string | null;

  @ApiProperty({ description: 'Only editors ever receive hidden items' })
  hidden!: boolean;

  @ApiProperty({ type: () => [NavigationLinkDto], description: 'Children of a first-level item' })
  children!: NavigationLinkDto[];

  @ApiProperty({ type: String, nullable: true, example: 'Machines for every wire-processing step' })
  marketingTitle!: string | null;

  @ApiProperty({ type: String, nullable: true })
  marketingDescription!: string | null;

  @ApiProperty({ type: [NavigationSectionDto] })
  sections!: NavigationSectionDto[];

  @ApiProperty({ type: ContentTeaserCardDto, nullable: true })
  teaser!: ContentTeaserCardDto | null;

  @ApiProperty({ type: String, nullable: true, description: 'The page this item links to, if it is a page link' })
  pageId!: string | null;
}

export class MarketingLogoSectionDto {
  @ApiProperty({ example: 'One group, six brands' })
  title!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Wire processing since 1952.' })
  description!: string | null;

  @ApiProperty({ example: '/en/about' })
  href!: string;

  @ApiProperty({ type: String, nullable: true })
  imageUrl!: string | null;
}

export class HeaderNavigationDto {
  @ApiProperty({ type: [NavigationLinkDto] })
  items!: NavigationLinkDto[];

  @ApiProperty({ type: MarketingLogoSectionDto, nullable: true })
  marketingLogo!: MarketingLogoSectionDto | null;
}

export class FooterSectionDto {
  @ApiProperty({ example: 'main.footer.company' })
  id!: string;

  @ApiProperty({ example: 'Company' })
  title!: string;

  @ApiProperty({ type: [NavigationLinkDto] })
  links!: NavigationLinkDto[];
}

export class FooterNavigationDto {
  @ApiProperty({ description: 'Footer theme (SPEC §9)', example: 'Default' })
  theme!: string;

  @ApiProperty({ type: [FooterSectionDto] })
  sections!: FooterSectionDto[];

  @ApiProperty({ type: NavigationLinkDto, nullable: true })
  contactLink!: NavigationLinkDto | null;
}

/** GET /api/site-navigation/{public|editor}/{siteId}?lang= (SPEC §7.3). */
export class SiteNavigationResponseDto {
  @ApiProperty({ example: 'main' })
  siteId!: string;

  @ApiProperty({ example: 'en' })
  language!: string;

  @ApiProperty({ type: HeaderNavigationDto })
  header!: HeaderNavigationDto;

  @ApiProperty({ type: FooterNavigationDto })
  footer!: FooterNavigationDto;
}
