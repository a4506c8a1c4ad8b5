import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  AVAILABILITY_STATUSES,
  type AvailabilityStatus,
  QUOTE_LIMITS,
  QUOTE_MESSAGES,
} from './product-information.contract.js';
import { ContactFormDto, FormContextDto } from '../forms/index.js';

/** One line of the parts cart: a part id and a positive whole quantity. */
export class QuoteLineDto {
  @ApiProperty({ format: 'uuid', description: 'A part id (`PartSummary.id`)' })
  @IsUUID('all', { message: QUOTE_MESSAGES.partId })
  partId!: string;

  /** @example 2 */
  @ApiProperty({ type: 'integer', minimum: 1, maximum: QUOTE_LIMITS.maxQuantity })
  @IsInt({ message: QUOTE_MESSAGES.quantity })
  @Min(1, { message: QUOTE_MESSAGES.quantity })
  @Max(QUOTE_LIMITS.maxQuantity, { message: QUOTE_MESSAGES.quantity })
  quantity!: number;
}

/** `POST /api/product-information/quote-requests`: the cart's lines and an optional note. */
export class QuoteRequestDto {
  /** Each part at most once */
  @ApiProperty({ type: [QuoteLineDto], minItems: 1, maxItems: QUOTE_LIMITS.maxLines })
  @IsArray({ message: QUOTE_MESSAGES.lines })
  @ArrayMinSize(1, { message: QUOTE_MESSAGES.lines })
  @ArrayMaxSize(QUOTE_LIMITS.maxLines, { message: QUOTE_MESSAGES.lines })
  @ValidateNested({ each: true })
  @Type(() => QuoteLineDto)
  lines!: QuoteLineDto[];

  /** @example "Delivery to our plant in Brno, please." */
  @ApiPropertyOptional({ maxLength: QUOTE_LIMITS.maxNote })
  @IsOptional()
  @IsString({ message: QUOTE_MESSAGES.note })
  @MaxLength(QUOTE_LIMITS.maxNote, { message: QUOTE_MESSAGES.note })
  note?: string;
}

/**
 * `POST /api/parts-quote-requests`: a visitor's parts cart (SPEC §1) with their contact details, validated by the
 * contact form's rules and messages (SPEC §5): the form context, the cart's lines and note, then the contact form's
 * fields but its message.
 */
export class VisitorQuoteRequestDto extends IntersectionType(
  FormContextDto,
  QuoteRequestDto,
  PickType(ContactFormDto, ['firstName', 'lastName', 'email', 'company', 'telephone', 'country', 'privacyAccepted']),
) {}

/** A product of the company's installed base. */
export class InfoProductDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** @example "crimpcenter-36" */
  slug!: string;

  /** @example "CrimpCenter 36" */
  name!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Image id for `GET /api/images/{id}`' })
  imageId!: string | null;

  /** @example 3 */
  manualCount!: number;

  /** @example 12 */
  partCount!: number;
}

/** SPEC §3 Part. */
export class PartSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Crimp applicator 0.5–1.5 mm²' })
  name!: string;

  /** @example "KX-40213" */
  articleNumber!: string;

  /** @example 4 */
  stock!: number;

  /**
   * Days until available when out of stock
   * @example 0
   */
  availabilityDays!: number;

  /** @example "Thun" */
  location!: string;

  @ApiProperty({ enum: AVAILABILITY_STATUSES, enumName: 'AvailabilityStatus' })
  availabilityStatus!: AvailabilityStatus;

  /** @example "crimpcenter-36" */
  productSlug!: string;

  /** @example "CrimpCenter 36" */
  productName!: string;
}

export class PartImageDto {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  alt!: string;
}

/** SPEC §3 Part detail. */
export class PartDetailDto extends PartSummaryDto {
  /**
   * In English
   * @example "In stock"
   */
  availabilityText!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: PartImageDto, nullable: true })
  image!: PartImageDto | null;
}

export class ManualSummaryDto {
  @ApiProperty()
  id!: string;

  /** @example "Operating manual" */
  title!: string;

  /** @example "operating" */
  kind!: string;

  /** @example 14 */
  topicCount!: number;
}

export class ProductInfoPageDto {
  product!: InfoProductDto;

  manuals!: ManualSummaryDto[];

  parts!: PartSummaryDto[];
}

export class QuoteLineConfirmationDto {
  @ApiProperty({ format: 'uuid' })
  partId!: string;

  /** @example "KX-40213" */
  articleNumber!: string;

  @ApiProperty({ example: 'Crimp applicator 0.5–1.5 mm²' })
  name!: string;

  /** @example 2 */
  quantity!: number;
}

/** The answer to a quote request: stored, and confirmed with its number. */
export class QuoteRequestConfirmationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** @example "Q-2026-000123" */
  number!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  /** @example "Volta Cables" */
  companyName!: string;

  lines!: QuoteLineConfirmationDto[];
}

/**
 * `GET /api/product-information/quote-contact`: who a customer's quote request is sent for (SPEC §1), so the parts
 * cart of a public page (cached alike for everyone) can show it once the browser asked.
 */
export class QuoteContactDto {
  /** @example "Anna Meier" */
  contactName!: string;

  @ApiProperty({ example: 'anna.meier@example.com' })
  contactEmail!: string;

  /** @example "Volta Cables" */
  companyName!: string;
}

/** A visitor's quote request, stored: its id and number to quote when asking about it. */
export class VisitorQuoteConfirmationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** @example "Q-50012" */
  number!: string;

  lines!: QuoteLineConfirmationDto[];
}
