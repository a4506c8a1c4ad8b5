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
import { QUOTE_LIMITS, QUOTE_MESSAGES } from './product-information.contract.js';

/** One line of the parts cart: a part id and a positive whole quantity (issue 12 item 5). */
export class QuoteLineDto {
  @IsUUID('all', { message: QUOTE_MESSAGES.partId })
  partId!: string;

  @IsInt({ message: QUOTE_MESSAGES.quantity })
  @Min(1, { message: QUOTE_MESSAGES.quantity })
  @Max(QUOTE_LIMITS.maxQuantity, { message: QUOTE_MESSAGES.quantity })
  quantity!: number;
}

/** `POST /api/product-information/quote-requests`: the cart's lines and an optional note. */
export class QuoteRequestDto {
  @IsArray({ message: QUOTE_MESSAGES.lines })
  @ArrayMinSize(1, { message: QUOTE_MESSAGES.lines })
  @ArrayMaxSize(QUOTE_LIMITS.maxLines, { message: QUOTE_MESSAGES.lines })
  @ValidateNested({ each: true })
  @Type(() => QuoteLineDto)
  lines!: QuoteLineDto[];

  @IsOptional()
  @IsString({ message: QUOTE_MESSAGES.note })
  @MaxLength(QUOTE_LIMITS.maxNote, { message: QUOTE_MESSAGES.note })
  note?: string;
}
