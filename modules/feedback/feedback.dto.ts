import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsSitePath } from '../../src/core/http/site-path.validation.js';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_PATH_MAX_LENGTH, type FeedbackKind } from './feedback.contract.js';

/** Text without control characters other than tab and line breaks. */
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** POST /api/feedback. */
export class SubmitFeedbackDto {
  /**
   * The path of the CMS page, story or product page the answer is about
   * @example "/en/about"
   */
  @IsSitePath(FEEDBACK_PATH_MAX_LENGTH)
  @ApiProperty({ maxLength: FEEDBACK_PATH_MAX_LENGTH })
  path!: string;

  /**
   * Whether the page was helpful
   * @example true
   */
  @IsDefined({ message: 'helpful is required' })
  @IsBoolean({ message: 'helpful must be true or false' })
  helpful!: boolean;

  /**
   * What the visitor adds (trimmed)
   * @example "The contact details were easy to find."
   */
  @ApiPropertyOptional({ maxLength: FEEDBACK_COMMENT_MAX_LENGTH })
  @IsOptional()
  @IsString({ message: 'comment must be a string' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(FEEDBACK_COMMENT_MAX_LENGTH, {
    message: `comment must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`,
  })
  @Matches(WITHOUT_CONTROL_CHARACTERS, { message: 'comment must not contain control characters' })
  comment?: string;
}

export class FeedbackSubmittedDto {
  @ApiProperty({ description: 'The stored answer’s id', format: 'uuid' })
  id!: string;
}

export class FeedbackCommentDto {
  @ApiProperty()
  helpful!: boolean;
  @ApiProperty()
  comment!: string;
  /** @example "de" */
  locale!: string;
  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class FeedbackPageSummaryDto {
  @ApiProperty({ enum: ['page', 'story', 'product'] })
  kind!: FeedbackKind;
  @ApiProperty({ description: 'The page’s, story’s or product’s id' })
  targetId!: string;
  @ApiProperty()
  title!: string;
  /** @example "/en/about" */
  path!: string;
  @ApiProperty({ description: 'Answers “yes”' })
  helpful!: number;
  @ApiProperty({ description: 'Answers “no”' })
  notHelpful!: number;
  /** The latest answer */
  @ApiProperty({ format: 'date-time' })
  lastAt!: string;
  /** The answers with a comment, newest first */
  comments!: FeedbackCommentDto[];
}

export class FeedbackSummaryDto {
  pages!: FeedbackPageSummaryDto[];
}
