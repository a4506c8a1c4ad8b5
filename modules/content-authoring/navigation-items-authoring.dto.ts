import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidateNested,
  isISO31661Alpha2,
} from 'class-validator';
import {
  EDITOR_HOME_COUNTRY,
  NAVIGATION_ITEM_AREAS,
  NAVIGATION_ITEM_KINDS,
  type NavigationItemDocument,
  type NavigationItemLanguageState,
  type NavigationItemSummary,
  type NavigationItemVersion,
} from './navigation-item-document.contract.js';

const LANGUAGE = /^[a-z]{2}$/;
const SITE = /^[a-z0-9][a-z0-9-]{0,59}$/;
/** Item ids: `main.products.crimping` (the seed's) or `main.service-7f3a2c` (made here). */
export const NAVIGATION_ITEM_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,159}$/;
const ITEM_ID_MESSAGE = '$property must be a navigation item id';
const PAGE_ID = /^[a-zA-Z0-9][a-zA-Z0-9_-]{0,119}$/;
/** Children of one parent: far above any menu, low enough that a bad position is caught. */
export const POSITION_MAX = 1000;
const TEXT_MAX = 200;
const URL_MAX = 2000;

/** Each value an ISO 3166-1 alpha-2 code in capitals (`CH`), or `ALL` (home items only, checked by the service). */
function IsCountryCode() {
  return ValidateBy(
    {
      name: 'isCountryCode',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' &&
          (value === EDITOR_HOME_COUNTRY || (/^[A-Z]{2}$/.test(value) && isISO31661Alpha2(value))),
        defaultMessage: () => 'each value in countries must be an ISO 3166-1 alpha-2 country code in capitals (CH, US)',
      },
    },
    { each: true },
  );
}

export class NavigationLinkWriteDto {
  @ApiProperty({ example: 'CrimpCenter 64', maxLength: TEXT_MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(TEXT_MAX)
  text!: string;

  @ApiProperty({ example: '/products/crimping/crimp-centers/crimpcenter-64', maxLength: URL_MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(URL_MAX)
  url!: string;
}

export class NavigationSectionWriteDto {
  @ApiProperty({ example: 'Popular', maxLength: TEXT_MAX })
  @IsString()
  @MaxLength(TEXT_MAX)
  title!: string;

  @ApiProperty({ type: [NavigationLinkWriteDto], maxItems: 50 })
  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => NavigationLinkWriteDto)
  links!: NavigationLinkWriteDto[];
}

export class NavigationTeaserWriteDto {
  @ApiProperty({ maxLength: TEXT_MAX }) @IsString() @MaxLength(TEXT_MAX) title!: string;
  @ApiProperty({ maxLength: 1000 }) @IsString() @MaxLength(1000) text!: string;
  @ApiProperty({ maxLength: URL_MAX }) @IsString() @MaxLength(URL_MAX) url!: string;

  @ApiPropertyOptional({ maxLength: URL_MAX })
  @IsOptional()
  @IsString()
  @MaxLength(URL_MAX)
  imageUrl?: string;

  @ApiPropertyOptional({ maxLength: 300 })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  imageAlt?: string;
}

/** What create and update share: one language's texts, and the item's link, visibility and schedule. */
class NavigationItemWriteDto {
  @ApiPropertyOptional({ example: 'en', description: 'The language whose texts the write sets' })
  @IsOptional()
  @IsString()
  @Matches(LANGUAGE, { message: '$property must be a two-letter language code' })
  language?: string;

  @ApiPropertyOptional({ example: 'Service', maxLength: TEXT_MAX })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TEXT_MAX)
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TEXT_MAX, description: 'The crumb text (SPEC §2.6)' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(TEXT_MAX)
  breadcrumbOverride?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TEXT_MAX })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(TEXT_MAX)
  linkText?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 300 })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(300)
  marketingTitle?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(1000)
  marketingDescription?: string | null;

  @ApiPropertyOptional({ type: [NavigationSectionWriteDto], maxItems: 20, description: 'Mega-menu sections' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => NavigationSectionWriteDto)
  sections?: NavigationSectionWriteDto[];

  @ApiPropertyOptional({ type: NavigationTeaserWriteDto, nullable: true, description: 'Mega-menu teaser card' })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsObject()
  @ValidateNested()
  @Type(() => NavigationTeaserWriteDto)
  teaser?: NavigationTeaserWriteDto | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: URL_MAX,
    example: '/services',
    description: 'A path (`action:`/`hard:` allowed) or an external URL; null with `pageId` or for a section',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString()
  @MaxLength(URL_MAX)
  url?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'about-us',
    description: 'Link a page: its URL follows its slug',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(PAGE_ID, { message: '$property must be a page id' })
  pageId?: string | null;

  @ApiPropertyOptional({ enum: ['_self', '_blank'] })
  @IsOptional()
  @IsIn(['_self', '_blank'])
  target?: '_self' | '_blank';

  @ApiPropertyOptional({
    type: [String],
    example: ['CH', 'DE'],
    maxItems: 250,
    description: 'Show the item only in these countries (ISO 3166-1 alpha-2); empty: everywhere',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(250)
  @IsCountryCode()
  countries?: string[];

  @ApiPropertyOptional({ description: 'Hidden items are shown to editors only (SPEC §5)' })
  @IsOptional()
  @IsBoolean()
  hidden?: boolean;

  @ApiPropertyOptional({ description: "Don't show the items below this one" })
  @IsOptional()
  @IsBoolean()
  hideSubItems?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Publish the drafts at this time',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true })
  publishAt?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Take the item offline at this time',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsISO8601({ strict: true })
  unpublishAt?: string | null;
}

/** POST /api/content/navigation-items: a new item, a draft in one language. */
export class CreateNavigationItemDto extends NavigationItemWriteDto {
  @ApiProperty({ example: 'main', description: 'Site id: `main` or a microsite slug' })
  @IsString()
  @Matches(SITE, { message: '$property must be a site id' })
  site!: string;

  @ApiProperty({ enum: NAVIGATION_ITEM_AREAS, example: 'header' })
  @IsIn(NAVIGATION_ITEM_AREAS)
  area!: (typeof NAVIGATION_ITEM_AREAS)[number];

  @ApiPropertyOptional({ enum: NAVIGATION_ITEM_KINDS, default: 'link' })
  @IsOptional()
  @IsIn(NAVIGATION_ITEM_KINDS)
  kind?: (typeof NAVIGATION_ITEM_KINDS)[number];

  @ApiProperty({ example: 'en' })
  @IsString()
  @Matches(LANGUAGE, { message: '$property must be a two-letter language code' })
  declare language: string;

  @ApiProperty({ example: 'Service in your region', maxLength: TEXT_MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(TEXT_MAX)
  declare title: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'main.about',
    description: 'The parent item; null: first level',
  })
  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @Matches(NAVIGATION_ITEM_ID, { message: ITEM_ID_MESSAGE })
  parentId?: string | null;

  @ApiPropertyOptional({ minimum: 0, maximum: POSITION_MAX, description: 'Place among the siblings; default: last' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(POSITION_MAX)
  position?: number;
}

/** PUT /api/content/navigation-items/{id}: one language's texts and the item's settings given. */
export class UpdateNavigationItemDto extends NavigationItemWriteDto {}

/** POST /api/content/navigation-items/{id}/move. */
export class MoveNavigationItemDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'main.about',
    description: 'The new parent; null: first level',
  })
  @ValidateIf((_, value) => value !== null)
  @Matches(NAVIGATION_ITEM_ID, { message: ITEM_ID_MESSAGE })
  parentId!: string | null;

  @ApiProperty({ minimum: 0, maximum: POSITION_MAX, example: 0, description: 'Place among the new siblings' })
  @IsInt()
  @Min(0)
  @Max(POSITION_MAX)
  position!: number;
}

export class PublishNavigationItemDto {
  @ApiPropertyOptional({ type: [String], example: ['en'], description: 'The languages to publish; all if absent' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @Matches(LANGUAGE, { each: true, message: 'each value in $property must be a two-letter language code' })
  languages?: string[];
}

export class NavigationItemIdParamsDto {
  @ApiProperty({ example: 'main.products' })
  @Matches(NAVIGATION_ITEM_ID, { message: ITEM_ID_MESSAGE })
  id!: string;
}

export class NavigationItemRevisionParamsDto extends NavigationItemIdParamsDto {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  revision!: number;
}

export class NavigationItemListQueryDto {
  @ApiPropertyOptional({ example: 'main' })
  @IsOptional()
  @Matches(SITE, { message: '$property must be a site id' })
  site?: string;

  @ApiPropertyOptional({ example: 'en', description: 'Items with a version in this language' })
  @IsOptional()
  @Matches(LANGUAGE, { message: '$property must be a two-letter language code' })
  language?: string;

  @ApiPropertyOptional({ enum: NAVIGATION_ITEM_AREAS })
  @IsOptional()
  @IsIn(NAVIGATION_ITEM_AREAS)
  area?: (typeof NAVIGATION_ITEM_AREAS)[number];

  @ApiPropertyOptional({ example: 'main.about', description: 'Children of this item; `none`: first-level items' })
  @IsOptional()
  @Matches(NAVIGATION_ITEM_ID, { message: '$property must be a navigation item id or none' })
  parent?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @IsIn([true, false], { message: 'hidden must be true or false' })
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  hidden?: boolean;

  @ApiPropertyOptional({ description: 'Words in the title, id or URL', maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

// Responses.

export class NavigationLinkResponseDto {
  @ApiProperty() text!: string;
  @ApiProperty() url!: string;
}

export class NavigationSectionResponseDto {
  @ApiProperty() title!: string;
  @ApiProperty({ type: [NavigationLinkResponseDto] }) links!: NavigationLinkResponseDto[];
}

export class NavigationTeaserResponseDto {
  @ApiProperty() title!: string;
  @ApiProperty() text!: string;
  @ApiProperty() url!: string;
  @ApiPropertyOptional() imageUrl?: string;
  @ApiPropertyOptional() imageAlt?: string;
}

export class NavigationItemVersionDto implements NavigationItemVersion {
  @ApiProperty({ example: 'en' }) language!: string;
  @ApiProperty({ example: 'Services' }) title!: string;
  @ApiProperty({ type: String, nullable: true }) breadcrumbOverride!: string | null;
  @ApiProperty({ type: String, nullable: true }) linkText!: string | null;
  @ApiProperty({ type: String, nullable: true }) marketingTitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) marketingDescription!: string | null;
  @ApiProperty({ type: [NavigationSectionResponseDto] }) sections!: NavigationSectionResponseDto[];
  @ApiProperty({ type: NavigationTeaserResponseDto, nullable: true }) teaser!: NavigationTeaserResponseDto | null;
  @ApiProperty({ type: String, nullable: true }) parentId!: string | null;
  @ApiProperty({ example: 0 }) position!: number;
  @ApiProperty({ type: String, nullable: true, example: '/services' }) url!: string | null;
  @ApiProperty({ type: String, nullable: true }) pageId!: string | null;
  @ApiProperty({ enum: ['_self', '_blank'] }) target!: '_self' | '_blank';
  @ApiProperty({ type: [String], example: [] }) countries!: string[];
  @ApiProperty() hidden!: boolean;
  @ApiProperty() hideSubItems!: boolean;
}

export class NavigationItemLanguageStateDto implements NavigationItemLanguageState {
  @ApiProperty({ example: 'en' }) language!: string;
  @ApiProperty({ type: NavigationItemVersionDto, nullable: true }) draft!: NavigationItemVersionDto | null;
  @ApiProperty({ type: NavigationItemVersionDto, nullable: true }) published!: NavigationItemVersionDto | null;
}

export class NavigationItemDocumentDto implements NavigationItemDocument {
  @ApiProperty({ example: 'main.services' }) id!: string;
  @ApiProperty({ example: 'main' }) site!: string;
  @ApiProperty({ enum: NAVIGATION_ITEM_AREAS }) area!: NavigationItemDocument['area'];
  @ApiProperty({ enum: NAVIGATION_ITEM_KINDS }) kind!: NavigationItemDocument['kind'];
  @ApiProperty({ type: String, nullable: true }) parentId!: string | null;
  @ApiProperty({ example: 2 }) position!: number;
  @ApiProperty({ type: String, nullable: true }) url!: string | null;
  @ApiProperty({ type: String, nullable: true }) pageId!: string | null;
  @ApiProperty({ enum: ['_self', '_blank'] }) target!: '_self' | '_blank';
  @ApiProperty({ type: [String] }) countries!: string[];
  @ApiProperty() hidden!: boolean;
  @ApiProperty() hideSubItems!: boolean;
  @ApiProperty({ type: [NavigationItemLanguageStateDto] }) languages!: NavigationItemLanguageStateDto[];
  @ApiProperty({ example: 3, description: 'Also the ETag; name it in If-Match to write' }) version!: number;
  @ApiProperty({ example: 'Erika' }) updatedBy!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) publishAt!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) unpublishAt!: string | null;
}

export class NavigationItemSummaryLanguageDto {
  @ApiProperty({ example: 'en' }) language!: string;
  @ApiProperty({ enum: ['draft', 'published', 'changed'] }) stage!: 'draft' | 'published' | 'changed';
}

export class NavigationItemSummaryDto implements NavigationItemSummary {
  @ApiProperty() id!: string;
  @ApiProperty() site!: string;
  @ApiProperty({ enum: NAVIGATION_ITEM_AREAS }) area!: NavigationItemSummary['area'];
  @ApiProperty({ enum: NAVIGATION_ITEM_KINDS }) kind!: NavigationItemSummary['kind'];
  @ApiProperty({ type: String, nullable: true }) parentId!: string | null;
  @ApiProperty() position!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) url!: string | null;
  @ApiProperty({ type: String, nullable: true }) pageId!: string | null;
  @ApiProperty() hidden!: boolean;
  @ApiProperty({ type: [String] }) countries!: string[];
  @ApiProperty({ type: [NavigationItemSummaryLanguageDto] }) languages!: NavigationItemSummaryLanguageDto[];
  @ApiProperty() version!: number;
  @ApiProperty() updatedBy!: string;
  @ApiProperty({ format: 'date-time' }) updatedAt!: string;
}

export class NavigationItemListDto {
  @ApiProperty({ type: [NavigationItemSummaryDto] }) items!: NavigationItemSummaryDto[];
  @ApiProperty({ description: 'All items matching the filter' }) total!: number;
  @ApiProperty() page!: number;
  @ApiProperty() pageSize!: number;
}
