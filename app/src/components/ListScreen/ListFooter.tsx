import { canRetry, errorMessage } from '../QueryState/errorMessage';

export interface ListFooterProps {
  hasMore: boolean;
  isFetchingMore: boolean;
  /** A failed next page: the rows stay, the footer offers a retry. */
  error?: unknown;
  onLoadMore: () => void;
}

/** The line under the last row: loading more, a failed page with 重试, or the end of the list. */
export function ListFooter({ hasMore, isFetchingMore, error, onLoadMore }: ListFooterProps) {
  if (isFetchingMore) {
    return (
      <div className="mh-list-footer" role="status" data-state="loading-more">
        加载中...
      </div>
    );
  }
  if (error) {
    return (
      <div className="mh-list-footer" role="alert" data-state="load-more-error">
        <span>{errorMessage(error)}</span>
        {canRetry(error) ? (
          <button type="button" className="mh-button mh-button--link" onClick={onLoadMore}>
            重试
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="mh-list-footer" data-state={hasMore ? 'more' : 'end'}>
      {hasMore ? '上滑加载更多' : '没有更多了'}
    </div>
  );
}
