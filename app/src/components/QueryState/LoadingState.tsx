import './QueryState.css';

export interface LoadingStateProps {
  /** Placeholder lines (about the height of what will come). */
  lines?: number;
}

/** The skeleton shown while the first data loads; announced once to screen readers. */
export function LoadingState({ lines = 6 }: LoadingStateProps) {
  return (
    <div className="mh-query-loading" role="status" aria-busy="true" data-state="loading">
      <span className="mh-visually-hidden">加载中</span>
      <div className="mh-skeleton mh-skeleton-title" />
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="mh-skeleton mh-skeleton-line" />
      ))}
    </div>
  );
}
