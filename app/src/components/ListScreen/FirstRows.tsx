// A list's first screen of rows before its virtualizer's code has arrived. The rows, their places
// and the list's height are those the virtualizer's first frame has (the same heights, never
// measured; the rows within the phone's screen plus OVERSCAN), so when it takes over nothing moves.
// The first screen of a list so no longer waits for @tanstack/react-virtual (~9 KB on the wire):
// its code is asked for once these rows have been painted (lazyVirtualRows.ts).
import { useEffect } from 'react';
import { initialRect, ListRow, OVERSCAN, rowSize } from './ListRow';
import type { RowHeight, RowsProps } from './ListRow';
import { designPxToCss } from './remPx';

export interface FirstRowsProps<T> extends RowsProps<T> {
  /** Called once the rows have been painted. */
  onPainted: () => void;
}

/** The rows of the first frame: their index, offset and height in CSS pixels; and the list's height. */
export function firstFrame<T>(
  items: readonly T[],
  rowHeight: RowHeight<T>,
  scale: number,
  screenHeight: number,
): { rows: { index: number; start: number; size: number }[]; total: number } {
  const rows: { index: number; start: number; size: number }[] = [];
  let total = 0;
  let beyond = 0;
  for (let index = 0; index < items.length; index++) {
    const size = rowSize(rowHeight, items[index] as T, scale);
    if (total < screenHeight) rows.push({ index, start: total, size });
    else if (beyond++ < OVERSCAN) rows.push({ index, start: total, size });
    total += size;
  }
  return { rows, total };
}

export function FirstRows<T>({
  items,
  rowKey,
  renderRow,
  rowHref,
  rowHeight,
  label,
  onPainted,
}: FirstRowsProps<T>) {
  const { rows, total } = firstFrame(items, rowHeight, designPxToCss(100), initialRect().height);
  useEffect(() => {
    // The frame after the one these rows are in: they are on the screen by then.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onPainted, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [onPainted]);
  return (
    <div className="mh-list-rows" role="list" aria-label={label} style={{ height: total }} data-rows="first">
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
