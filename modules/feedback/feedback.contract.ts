// Page feedback (SPEC §2.7 "share and feedback", issue 16 item 3): what the browser sends and what editors see.
// Types and constants only: the browser imports this file.

/** What a feedback is about: a CMS page, a story or a product page. */
export const FEEDBACK_KINDS = ['page', 'story', 'product'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

/** The longest comment accepted, in characters. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 1000;
/** The longest page path accepted, in characters. */
export const FEEDBACK_PATH_MAX_LENGTH = 500;

export const FEEDBACK_API = '/api/feedback';

/** POST /api/feedback: whether the page at `path` (as the visitor saw it, e.g. /en/about) helped. */
export interface FeedbackRequest {
  path: string;
  helpful: boolean;
  /** Optional; blank counts as none. */
  comment?: string;
}

/** 201: the feedback is stored. */
export interface FeedbackSubmittedResponse {
  id: string;
}

export interface FeedbackCommentData {
  helpful: boolean;
  comment: string;
  /** The URL locale the visitor read the page in. */
  locale: string;
  createdAt: string;
}

/** One page's counts (every language of the page together). */
export interface FeedbackPageSummaryData {
  kind: FeedbackKind;
  /** The page id, story id or product slug. */
  targetId: string;
  /** The title and path of the newest feedback's page (a page has one per language). */
  title: string;
  path: string;
  helpful: number;
  notHelpful: number;
  lastAt: string;
  /** The newest comments, newest first (at most FEEDBACK_COMMENTS_PER_PAGE). */
  comments: FeedbackCommentData[];
}

/** GET /api/feedback (editors): pages with feedback, most feedback first. */
export interface FeedbackSummaryData {
  pages: FeedbackPageSummaryData[];
}

export const FEEDBACK_COMMENTS_PER_PAGE = 5;
/** The most pages the summary lists. */
export const FEEDBACK_PAGES_LISTED = 200;

export interface FeedbackViewPayloads {
  summary: FeedbackSummaryData;
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    feedback: FeedbackViewPayloads;
  }
}
