import type { ReactNode } from 'react';
import { StateIcon } from './StateIcon';
import './QueryState.css';

export const EMPTY_TEXT = '暂无记录';

export interface EmptyStateProps {
  title?: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** Nothing to show: '暂无记录' unless the screen says better. */
export function EmptyState({ title = EMPTY_TEXT, description, children }: EmptyStateProps) {
  return (
    <div className="mh-query-state" data-state="empty">
      <StateIcon kind="empty" />
      <p className="mh-query-title">{title}</p>
      {description ? <p className="mh-query-description">{description}</p> : null}
      {children}
    </div>
  );
}
