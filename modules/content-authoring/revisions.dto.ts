import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import type { RevisionChange, RevisionSummary } from './page-document.contract.js';

// The revision routes of every authored kind (pages, stories, media releases, news items, navigation items): one
// set of DTOs, so the OpenAPI schemas keep one name each.

export class CompareRevisionsQueryDto {
  @ApiProperty({ example: 1 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  from!: number;

  @ApiProperty({ example: 2 })
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  to!: number;
}

export class RevisionSummaryDto implements RevisionSummary {
  @ApiProperty({ example: 2 }) revision!: number;
  @ApiProperty({ example: 'saved' }) action!: string;
  @ApiProperty({ example: 'Erika' }) author!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class RevisionChangeDto implements RevisionChange {
  @ApiProperty({ example: 'languages.en.title' }) field!: string;
  @ApiProperty({ nullable: true, description: 'The value in `from` (absent: null)' }) from!: unknown;
  @ApiProperty({ nullable: true, description: 'The value in `to` (absent: null)' }) to!: unknown;
}
