// The list screen every records-like area composes: filters on top, then a scroller holding pull to
// refresh, the virtualized rows and a footer; loading, empty and error states in place of rows.
// The first rows come without the virtualizer (placeRows, FirstRows.tsx), whose code follows once they are shown
// and then places the same rows (ListRows).
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from '../QueryState/EmptyState';
import { ErrorState } from '../QueryState/ErrorState';
import { LoadingState } from '../QueryState/LoadingState';
import { ListFooter } from './ListFooter';
import type { RowHeight } from './ListRow';
import { ListRows } from './ListRows';
import { PullToRefresh } from './PullToRefresh';
import { useHeaderFold } from './useHeaderFold';
import { useScrollMemory } from './useScrollMemory';
import { useVirtualRows } from './useVirtualRows';
import '../QueryState/QueryState.css';
import './ListScreen.css';

/** Where the list's data stands; {@link useListSource} builds it from an RTK Query hook. */
export interface ListSource<T> {
  /** Every loaded row, pages flattened. */
  items: readonly T[];
  /** How many records are loaded when `items` holds more than records (a day's header row). */
  loadedCount?: number;
  /** The first page is loading (nothing to show yet). */
  isLoading: boolean;
  /** The last load failed. */
  error?: unknown;
  hasMore: boolean;
  isFetchingMore: boolean;
  loadMore: () => void;
  /** Reloads from the first page; the promise settles when done (pull to refresh waits on it). */
  refresh: () => Promise<unknown>;
  retry: () => void;
}

export interface ListScreenProps<T> {
  source: ListSource<T>;
  rowKey: (item: T, index: number) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** Where a tap on the row goes; undefined for a row that is not a link (a day's header). */
  rowHref?: (item: T) => string | undefined;
  /** Row height in design pixels of the 750-px layout (e.g. 132), or a height per item. */
  rowHeight: RowHeight<T>;
  /** The accessible name of the list, e.g. '交易记录'. */
  label: string;
  /**
   * Filters and summaries above the rows; they stay while the rows scroll, except what is marked
   * `data-fold` (a summary), which folds away once the rows are scrolled (useHeaderFold).
   */
  header?: ReactNode;
  emptyText?: string;
  /** What to do next, under the empty state's title. */
  emptyHint?: ReactNode;
}

/**
 * @example
 * <ListScreen source={useListSource(useTransactionRecordsInfiniteQuery(filter))} label="交易记录"
 *   rowHeight={132} rowKey={(t) => t.uuid} renderRow={(t) => <TransactionRow record={t} />} />
 */
export function ListScreen<T>({
  source,
  rowKey,
  renderRow,
  rowHref,
  rowHeight,
  label,
  header,
  emptyText,
  emptyHint,
}: ListScreenProps<T>) {
  // State, not a ref: the rows' virtualizer must re-render once the scroller exists (a child's
  // effects run before its parent's ref is attached).
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  // The first page's rows follow its arrival a beat later, in an interruptible render that yields
  // to the browser every few milliseconds: a cheap phone never blocks a frame (or a tap) for the
  // whole first render of the rows, and what the header shows from the same data comes at once.
  // Only the end of the first load is deferred: a next page while scrolling renders at once, or
  // every page would cost two renders while the merchant scrolls.
  const stillShownLoading = useDeferredValue(source.isLoading);
  const { items, error, hasMore, isFetchingMore, loadMore, refresh, retry } = source;
  const isLoading = source.isLoading || stillShownLoading;
  useScrollMemory(scroller, !isLoading && items.length > 0);
  const folded = useHeaderFold(scroller);
  const [VirtualRows, askForVirtualRows, virtualRowsFailed] = useVirtualRows();
  // A merchant who scrolls before the virtualizer is here (or after its fetch failed) asks again,
  // and from then on the first rows load the next page themselves (a stalled fetch never blocks it).
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (VirtualRows || !scroller) return undefined;
    const onScroll = () => {
      setScrolled(true);
      askForVirtualRows();
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [VirtualRows, scroller, askForVirtualRows]);

  const onNearEnd = useCallback(() => {
    if (hasMore && !isFetchingMore && !error) loadMore();
  }, [hasMore, isFetchingMore, error, loadMore]);

  const rows = { items, rowKey, renderRow, rowHref, rowHeight, label };
  let body: ReactNode;
  if (isLoading) body = <LoadingState lines={8} />;
  else if (items.length === 0 && error) body = <ErrorState error={error} onRetry={retry} />;
  else if (items.length === 0) body = <EmptyState title={emptyText} description={emptyHint} />;
  else
    body = (
      <>
        {/* Until the merchant scrolls or the virtualizer's fetch fails, the first rows ask for no
            page (the virtualizer will, once here): a short first page would otherwise fetch the
            next one on the first screen. */}
        <ListRows
          {...rows}
          scroller={scroller}
          VirtualRows={VirtualRows}
          onPainted={askForVirtualRows}
          onNearEnd={VirtualRows || virtualRowsFailed || scrolled ? onNearEnd : undefined}
        />
        <ListFooter hasMore={hasMore} isFetchingMore={isFetchingMore} error={error} onLoadMore={loadMore} />
      </>
    );

  return (
    <div className="mh-list-screen">
      {header ? (
        <div className="mh-list-header" data-folded={folded ? '' : undefined}>
          {header}
        </div>
      ) : null}
      {/* data-rows-loaded: how many records are loaded (not rendered, headers not counted), read by QA and the bench.
          Focusable and named, so a keyboard can scroll it when its rows are not links (axe's
          scrollable-region-focusable). */}
      <div
        className="mh-list-scroller"
        ref={setScroller}
        tabIndex={0}
        role="region"
        aria-label={label}
        data-list-scroller=""
        data-rows-loaded={source.loadedCount ?? items.length}
      >
        <PullToRefresh scroller={scroller} onRefresh={refresh}>
          {body}
        </PullToRefresh>
      </div>
      {/* The pull is a touch gesture; keyboard and screen-reader users refresh with this. */}
      <button type="button" className="mh-button mh-list-refresh" onClick={() => void refresh()}>
        刷新{label}
      </button>
    </div>
  );
}
