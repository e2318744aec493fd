// One row of a list, placed by its offset from the top (fixed heights, never measured): the rows
// shown before the virtualizer has arrived and those it places are the same rows (ListRows).
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

/** Where a row goes: its item's index, its offset from the list's top and its height, in CSS pixels. */
export interface RowPlace {
  index: number;
  start: number;
  size: number;
}

/**
 * Which rows are in the DOM and where, and the list's height: every row's (placeRows) before the
 * virtualizer is here, then only those around the viewport (the virtualizer's).
 */
export interface RowPlacement {
  rows: readonly RowPlace[];
  total: number;
}

/** How many rows before the end (of those on screen) the next page is asked for. */
export const PREFETCH_ROWS = 5;

/**
 * A row's height in CSS pixels; `scale`: CSS pixels of 100 design pixels (designPxToCss(100)).
 *
 * @example rowSize(132, trade, 50) // 66: a 132-design-px row on a 375-px-wide phone
 */
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

/**
 * A row at `start` CSS pixels from the list's top, `size` high; a link when `to` is given. A row
 * that stays on screen while the list scrolls (or while a page arrives) keeps its props and is not
 * rendered again: a frame renders only the rows that come into view.
 *
 * @example <ListRow item={t} index={0} setSize={20} start={0} size={66} to="/transaction/detail/…" renderRow={…} />
 */
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
