import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_PATH_MAX_LENGTH,
  FEEDBACK_PATH_PATTERN,
  type FeedbackCommentData,
  type FeedbackKind,
  type FeedbackPageSummaryData,
  type FeedbackRequest,
  type FeedbackSubmittedResponse,
  type FeedbackSummaryData,
} from './feedback.contract.js';

/** Text without control characters other than tab and line breaks. */
const WITHOUT_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** POST /api/feedback. */
export class SubmitFeedbackDto implements FeedbackRequest {
  @IsDefined({ message: 'path is required' })
  @IsString({ message: 'path must be a string' })
  @MaxLength(FEEDBACK_PATH_MAX_LENGTH, { message: `path must be at most ${FEEDBACK_PATH_MAX_LENGTH} characters` })
  @Matches(FEEDBACK_PATH_PATTERN, { message: 'path must be the path of a page of this site, such as /en/about' })
  path!: string;

  @IsDefined({ message: 'helpful is required' })
  @IsBoolean({ message: 'helpful must be true or false' })
  helpful!: boolean;

  @IsOptional()
  @IsString({ message: 'comment must be a string' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @MaxLength(FEEDBACK_COMMENT_MAX_LENGTH, {
    message: `comment must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`,
  })
  @Matches(WITHOUT_CONTROL_CHARACTERS, { message: 'comment must not contain control characters' })
  comment?: string;
}

export class FeedbackSubmittedDto implements FeedbackSubmittedResponse {
  id!: string;
}

export class FeedbackCommentDto implements FeedbackCommentData {
  helpful!: boolean;
  comment!: string;
  locale!: string;
  createdAt!: string;
}

export class FeedbackPageSummaryDto implements FeedbackPageSummaryData {
  kind!: FeedbackKind;
  targetId!: string;
  title!: string;
  path!: string;
  helpful!: number;
  notHelpful!: number;
  lastAt!: string;
  comments!: FeedbackCommentDto[];
}

export class FeedbackSummaryDto implements FeedbackSummaryData {
  pages!: FeedbackPageSummaryDto[];
}
