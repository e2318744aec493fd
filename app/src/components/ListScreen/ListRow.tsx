// One row of a list, placed by its offset from the top (fixed heights, never measured): the
// virtualizer's rows and the first rows shown before it has arrived (FirstRows) are the same.
import { memo } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** One height in design pixels for every row, or one per item (e.g. a day header, a trade). */
export type RowHeight<T> = number | ((item: T) => number);

/** What a list's rows are made of: the virtualized rows' and the first rows' props. */
export interface RowsProps<T> {
  items: readonly T[];
  rowKey: (item: T, index: number) => string;
  renderRow: (item: T, index: number) => ReactNode;
  /** Where a tap on the row goes (the row becomes a link; undefined: not a link). */
  rowHref?: (item: T) => string | undefined;
  /** Row height in design pixels (750-px layout), or the height of each item. */
  rowHeight: RowHeight<T>;
  label: string;
}

/**
 * Rows rendered beyond each edge of the screen. Two (132 design px with the records' rows): on a
 * 4× slower CPU, more rows made a fast scroll's frames (every row new) miss the frame time (the
 * long-list bench: p95 frame 33.3 ms with 6, 4 and 3 rows, 16.8 ms with 2; with rows memoised, 4
 * rows still dropped twice the frames 2 did).
 */
export const OVERSCAN = 2;

/** Where the screen's size is unknown (a test's DOM), render as if on a 375 × 667 phone. */
export const INITIAL_RECT = { width: 375, height: 667 };

/**
 * Before the observer's first report: the phone's screen, which no scroller is taller than (read
 * without a layout), so the first painted frame has no blank strip below the rows; else INITIAL_RECT.
 */
export function initialRect(): { width: number; height: number } {
  const screen = globalThis.screen as Screen | undefined;
  return screen && screen.height > 0 ? { width: screen.width, height: screen.height } : INITIAL_RECT;
}

/** A row's height in CSS pixels; `scale`: CSS pixels of 100 design pixels (designPxToCss(100)). */
export function rowSize<T>(rowHeight: RowHeight<T>, item: T, scale: number): number {
  return ((typeof rowHeight === 'number' ? rowHeight : rowHeight(item)) * scale) / 100;
}

export interface ListRowProps<T> {
  item: T;
  index: number;
  setSize: number;
  start: number;
  size: number;
  to: string | undefined;
  renderRow: (item: T, index: number) => ReactNode;
}

// A row that stays on screen while the list scrolls (or while a page arrives) keeps its props and is
// not rendered again: a frame renders only the rows that come into view.
export const ListRow = memo(function ListRow<T>({
  item,
  index,
  setSize,
  start,
  size,
  to,
  renderRow,
}: ListRowProps<T>) {
  const content = renderRow(item, index);
  return (
    <div
      role="listitem"
      aria-setsize={setSize}
      aria-posinset={index + 1}
      className="mh-list-row"
      data-row-index={index}
      style={{ height: size, transform: `translateY(${start}px)` }}
    >
      {to ? (
        <Link className="mh-list-row-link" to={to}>
          {content}
        </Link>
      ) : (
        content
      )}
    </div>
  );
}) as <T>(props: ListRowProps<T>) => ReactNode;
