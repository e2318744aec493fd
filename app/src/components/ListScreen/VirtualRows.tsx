// The virtualized rows: only the rows in (and just around) the viewport are in the DOM, so a list
// of thousands scrolls like a list of twenty. Rows have one fixed height, set by the screen.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { designPxToCss } from './remPx';

export interface VirtualRowsProps<T> {
  items: readonly T[];
  rowKey: (item: T, index: number) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** Where a tap on the row goes (the row becomes a link). */
  rowHref?: (item: T) => string;
  /** Row height in design pixels (750-px layout). */
  rowHeight: number;
  /** The scrolling element (null until mounted). */
  scroller: HTMLDivElement | null;
  /** Called when the last rows come into view. */
  onNearEnd: () => void;
  label: string;
}

/** How many rows before the end the next page is asked for. */
const PREFETCH_ROWS = 5;
/** Before the scroller is measured, render as if on a 375 × 667 phone. */
const INITIAL_RECT = { width: 375, height: 667 };

// A scroller with no layout yet (a web view before first layout, a hidden tab) measures 0 × 0, which
// would render no rows at all; keep a phone screenful until it has a real size.
const observeRect: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : INITIAL_RECT));

export function VirtualRows<T>({
  items,
  rowKey,
  renderRow,
  rowHref,
  rowHeight,
  scroller,
  onNearEnd,
  label,
}: VirtualRowsProps<T>) {
  // Per render: the root font size changes with the width (rotation), and the scroller's resize
  // re-renders this component.
  const rowHeightPx = designPxToCss(rowHeight);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: () => rowHeightPx,
    getItemKey: (index) => rowKey(items[index] as T, index),
    overscan: 6,
    initialRect: INITIAL_RECT,
    observeElementRect: observeRect,
    // React 19 warns about flushSync inside effects; a frame of lag while scrolling is invisible.
    useFlushSync: false,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeightPx]);
  const rows = virtualizer.getVirtualItems();
  const lastIndex = rows[rows.length - 1]?.index ?? -1;

  useEffect(() => {
    if (items.length > 0 && lastIndex >= items.length - 1 - PREFETCH_ROWS) onNearEnd();
  }, [lastIndex, items.length, onNearEnd]);

  return (
    <div
      className="mh-list-rows"
      role="list"
      aria-label={label}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const item = items[row.index] as T;
        const content = renderRow(item, row.index);
        return (
          <div
            key={row.key}
            role="listitem"
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            className="mh-list-row"
            data-row-index={row.index}
            style={{ height: row.size, transform: `translateY(${row.start}px)` }}
          >
            {rowHref ? (
              <Link className="mh-list-row-link" to={rowHref(item)}>
                {content}
              </Link>
            ) : (
              content
            )}
          </div>
        );
      })}
    </div>
  );
}
