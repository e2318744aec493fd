// A list's rows before its virtualizer's code is here: every loaded row, placed as the virtualizer
// places them (the same fixed heights, never measured) in a list sized for every row, so the rows
// on the screen do not move when it takes over. The first screen of a list thus does not wait for
// @tanstack/react-virtual (~9 KB on the wire), whose code is asked for once these rows have been
// painted (useVirtualRows.ts). Should it never arrive (a dropped connection: Chromium keeps a
// failed module for the page's life), these rows stay the list, a plain one: given `onNearEnd`, it
// asks for the next page when its last rows come into view, as the virtualizer does, and grows a
// page at a time.
import { useEffect, useRef } from 'react';
import { ListRow, PREFETCH_ROWS, rowSize } from './ListRow';
import type { RowHeight, RowsProps } from './ListRow';
import { designPxToCss } from './remPx';

/**
 * How long after the frame these rows are in the virtualizer is asked for. A frame's paint is
 * reported (its presentation time, which the LCP takes) some milliseconds after the next frame
 * begins; asked for sooner, the virtualizer's ~9 KB counted as part of the first screen in
 * Lighthouse's model of the load, one round trip more on a list's LCP (docs/performance.md, "The
 * lists' virtualizer after their paint"). A merchant who scrolls sooner asks at once (ListScreen).
 */
export const ASK_VIRTUALIZER_AFTER_MS = 100;

export interface FirstRowsProps<T> extends RowsProps<T> {
  /** Called once the rows have been painted. */
  onPainted: () => void;
  /** Called when the last rows come into view; without it the rows ask for no page. */
  onNearEnd?: () => void;
}

/**
 * Every row's index, offset and height in CSS pixels, and the list's height.
 *
 * @example placeRows(trades, 132, 50).rows[1] // { index: 1, start: 66, size: 66 }
 */
export function placeRows<T>(
  items: readonly T[],
  rowHeight: RowHeight<T>,
  scale: number,
): { rows: { index: number; start: number; size: number }[]; total: number } {
  const rows: { index: number; start: number; size: number }[] = [];
  let total = 0;
  for (let index = 0; index < items.length; index++) {
    const size = rowSize(rowHeight, items[index] as T, scale);
    rows.push({ index, start: total, size });
    total += size;
  }
  return { rows, total };
}

/**
 * @example
 * <FirstRows items={trades} rowKey={(t) => t.uuid} renderRow={(t) => <TransactionRow record={t} />}
 *   rowHeight={132} label="交易记录" onPainted={askForVirtualRows} onNearEnd={loadMore} />
 */
export function FirstRows<T>({
  items,
  rowKey,
  renderRow,
  rowHref,
  rowHeight,
  label,
  onPainted,
  onNearEnd,
}: FirstRowsProps<T>) {
  const { rows, total } = placeRows(items, rowHeight, designPxToCss(100));
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // After the frame these rows are in has been painted and reported.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onPainted, ASK_VIRTUALIZER_AFTER_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onPainted]);

  // The row PREFETCH_ROWS before the last coming into view asks for the next page.
  const watched = Math.max(0, items.length - 1 - PREFETCH_ROWS);
  useEffect(() => {
    const row = list.current?.querySelector(`[data-row-index="${watched}"]`);
    const Observer = globalThis.IntersectionObserver as typeof IntersectionObserver | undefined;
    if (!onNearEnd || !row || !Observer) return undefined;
    const observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNearEnd();
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [watched, onNearEnd]);

  return (
    <div
      ref={list}
      className="mh-list-rows"
      role="list"
      aria-label={label}
      style={{ height: total }}
      data-rows="first"
    >
      {rows.map(({ index, start, size }) => {
        const item = items[index] as T;
        return (
          <ListRow
            key={rowKey(item, index)}
            item={item}
            index={index}
            setSize={items.length}
            start={start}
            size={size}
            to={rowHref?.(item)}
            renderRow={renderRow}
          />
        );
      })}
    </div>
  );
}
