import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  /** More text, or an action (a link or button) that helps out of the empty state. */
  children?: ReactNode;
}

/** What a list or table shows when it has nothing to show. */
export function EmptyState({ title, children }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <p className="empty-state-title">{title}</p>
      {children}
    </div>
  );
}
