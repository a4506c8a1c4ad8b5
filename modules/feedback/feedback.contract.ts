import type { FeedbackSummaryDto } from './feedback.dto.js';
// Page feedback (SPEC §2.7 "share and feedback"): what the browser sends and what editors see.
// Types and constants only: the browser imports this file.

/** What a feedback is about: a CMS page, a story or a product page. */
export const FEEDBACK_KINDS = ['page', 'story', 'product'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** The longest comment accepted, in characters. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;
/** The longest page path accepted, in characters. */
export const FEEDBACK_PATH_MAX_LENGTH = 500;

export const FEEDBACK_API = '/api/feedback';

export const FEEDBACK_COMMENTS_PER_PAGE = 5;
/** The most pages the summary lists. */
export const FEEDBACK_PAGES_LISTED = 200;

export interface FeedbackViewPayloads {
  summary: FeedbackSummaryDto;
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    feedback: FeedbackViewPayloads;
  }
}
