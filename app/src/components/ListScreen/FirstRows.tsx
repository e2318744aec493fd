// A list's rows before its virtualizer's code is here: every loaded row, placed as the virtualizer
// places them (the same fixed heights, never measured) in a list sized for every row, so the rows
// on the screen do not move when it takes over (ListRows, which renders them, keeps their elements).
// The first screen of a list thus does not wait for @tanstack/react-virtual (~9 KB on the wire),
// whose code is asked for once these rows have been painted (useVirtualRows.ts). Should it never
// arrive (a dropped connection: Chromium keeps a failed module for the page's life), these rows
// stay the list, a plain one: given `onNearEnd`, it asks for the next page when its last rows come
// into view, as the virtualizer does, and grows a page at a time.
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { PREFETCH_ROWS, rowSize } from './ListRow';
import type { RowHeight, RowPlace, RowPlacement } from './ListRow';

/**
 * How long after the frame these rows are in the virtualizer is asked for. A frame's paint is
 * reported (its presentation time, which the LCP takes) some milliseconds after the next frame
 * begins; asked for sooner, the virtualizer's ~9 KB counted as part of the first screen in
 * Lighthouse's model of the load, one round trip more on a list's LCP (docs/performance.md, "The
 * lists' virtualizer after their paint"). A merchant who scrolls sooner asks at once (ListScreen).
 */
export const ASK_VIRTUALIZER_AFTER_MS = 100;

/**
 * Every row's index, offset and height in CSS pixels, and the list's height.
 *
 * @example placeRows(trades, 132, 50).rows[1] // { index: 1, start: 66, size: 66 }
 */
export function placeRows<T>(items: readonly T[], rowHeight: RowHeight<T>, scale: number): RowPlacement {
  const rows: RowPlace[] = [];
  let total = 0;
  for (let index = 0; index < items.length; index++) {
    const size = rowSize(rowHeight, items[index] as T, scale);
    rows.push({ index, start: total, size });
    total += size;
  }
  return { rows, total };
}

/**
 * What the rows do while the virtualizer is not here: report their paint (which asks for its
 * code) and, given `onNearEnd`, ask for the next page when the row PREFETCH_ROWS before the last
 * comes into view, as the virtualizer does. Either left undefined (the virtualizer has taken over)
 * is not done.
 *
 * @example useFirstRows(list, items.length, askForVirtualRows, loadMore);
 */
export function useFirstRows(
  list: RefObject<HTMLElement | null>,
  count: number,
  onPainted: (() => void) | undefined,
  onNearEnd: (() => void) | undefined,
): void {
  useEffect(() => {
    if (!onPainted) return undefined;
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

  const watched = Math.max(0, count - 1 - PREFETCH_ROWS);
  useEffect(() => {
    const row = list.current?.querySelector(`[data-row-index="${watched}"]`);
    const Observer = globalThis.IntersectionObserver as typeof IntersectionObserver | undefined;
    if (!onNearEnd || !row || !Observer) return undefined;
    const observer = new Observer((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onNearEnd();
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [list, watched, onNearEnd]);
}
