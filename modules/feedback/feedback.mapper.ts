import type { FeedbackCommentDto } from './feedback.dto.js';
import type { FeedbackSummaryDto } from './feedback.dto.js';
import type { FeedbackCommentRow, FeedbackCounts } from './feedback.repository.js';

const targetKey = (row: { kind: string; targetId: string }) => `${row.kind}:${row.targetId}`;

/** The editors' summary: each page's counts with its newest comments. */
export function toFeedbackSummary(counts: FeedbackCounts[], comments: FeedbackCommentRow[]): FeedbackSummaryDto {
  const commentsByTarget = new Map<string, FeedbackCommentDto[]>();
  for (const row of comments) {
    const list = commentsByTarget.get(targetKey(row)) ?? [];
    list.push({
      helpful: row.helpful,
      comment: row.comment ?? '',
      locale: row.locale,
      createdAt: row.createdAt.toISOString(),
    });
    commentsByTarget.set(targetKey(row), list);
  }
  return {
    pages: counts.map((row) => ({
      kind: row.kind,
      targetId: row.targetId,
      title: row.title,
      path: row.path,
      helpful: row.helpful,
      notHelpful: row.notHelpful,
      lastAt: row.lastAt.toISOString(),
      comments: commentsByTarget.get(targetKey(row)) ?? [],
    })),
  };
}
