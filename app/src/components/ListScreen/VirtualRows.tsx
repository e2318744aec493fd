// The virtualizer: which rows are in the DOM, only those in (and just around) the viewport, so a
// list of thousands scrolls like a list of twenty. Heights are fixed by the screen: one for every
// row, or one per kind of row (a day's header above its trades), never measured from the DOM. It
// renders nothing itself: it reports its placement to ListRows, whose row elements stay the same
// when it takes over from the first rows (a tap begun on a row before still lands on it).
// The only module that imports @tanstack/react-virtual: the build's 'virtualRows' chunk is this file.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { PREFETCH_ROWS, rowSize } from './ListRow';
import type { RowPlacement, RowsProps } from './ListRow';
import { designPxToCss } from './remPx';

export interface VirtualRowsProps<T> extends Pick<RowsProps<T>, 'items' | 'rowKey' | 'rowHeight'> {
  /** The scrolling element (null until mounted). */
  scroller: HTMLDivElement | null;
  /** Called when the last rows come into view; without it the rows ask for no page. */
  onNearEnd?: () => void;
  /** Given the rows to render and the list's height whenever they change, before that frame's paint. */
  onPlace: (placement: RowPlacement) => void;
}

/** Where the screen's size is unknown (a test's DOM), render as if on a 375 × 667 phone. */
const INITIAL_RECT = { width: 375, height: 667 };

/**
 * Before the observer's first report: the phone's screen, which no scroller is taller than (read
 * without a layout), so the first painted frame has no blank strip below the rows; else INITIAL_RECT.
 */
function initialRect(): { width: number; height: number } {
  const screen = globalThis.screen as Screen | undefined;
  return screen && screen.height > 0 ? { width: screen.width, height: screen.height } : INITIAL_RECT;
}

// A scroller with no layout yet (a web view before first layout, a hidden tab) measures 0 × 0, which
// would render no rows at all; keep a phone screenful until it has a real size.
const sized = (rect: { width: number; height: number }) => (rect.height > 0 ? rect : INITIAL_RECT);

/**
 * The scroller's size, from its ResizeObserver alone. The observer's first report comes after the
 * browser's own layout of the frame, so mounting a list forces no layout: the library's default
 * reads `clientHeight` at once, inside React's commit, which laid out the whole screen there
 * (~76 ms of a 4× slower phone's first screen of the transaction records). Until that report, the
 * rows are those of `initialRect()`. Without ResizeObserver, the library's own reading.
 */
export const observeRect: typeof observeElementRect = (instance, cb) => {
  const element = instance.scrollElement;
  const Observer = instance.targetWindow?.ResizeObserver;
  if (!element || !Observer) return observeElementRect(instance, (rect) => cb(sized(rect)));
  const observer = new Observer(() =>
    cb(sized({ width: element.clientWidth, height: element.clientHeight })),
  );
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
};

/**
 * @example
 * <VirtualRows items={trades} rowKey={(t) => t.uuid} rowHeight={132} scroller={scroller}
 *   onNearEnd={loadMore} onPlace={setPlacement} />
 */
export function VirtualRows<T>({
  items,
  rowKey,
  rowHeight,
  scroller,
  onNearEnd,
  onPlace,
}: VirtualRowsProps<T>) {
  // Per render: the root font size changes with the width (rotation), and the scroller's resize
  // re-renders this component. Read once here, not once per row.
  const scale = designPxToCss(100);
  const heightOf = useCallback(
    (index: number) => rowSize(rowHeight, items[index] as T, scale),
    [items, rowHeight, scale],
  );
  // Stable between renders: the virtualizer lays out every row again (10,000 rows: every frame of a
  // scroll) whenever its key function is a new one.
  const keyOf = useCallback((index: number) => rowKey(items[index] as T, index), [items, rowKey]);
  // The virtualizer reads it once, when it is made: not worked out again on every scroll frame.
  const [startRect] = useState(initialRect);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller,
    estimateSize: heightOf,
    getItemKey: keyOf,
    // Two rows beyond each edge (132 design px with the records' rows): on a 4× slower CPU, more
    // rows made a fast scroll's frames (every row new) miss the frame time (the long-list bench:
    // p95 frame 33.3 ms with 6, 4 and 3 rows, 16.8 ms with 2; with rows memoised, 4 rows still
    // dropped twice the frames 2 did).
    overscan: 2,
    initialRect: startRect,
    observeElementRect: observeRect,
    // React 19 warns about flushSync inside effects; a frame of lag while scrolling is invisible.
    useFlushSync: false,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, scale]);
  // The same array until the rows to render change (the library keeps it between renders): a
  // render that moves no row reports nothing.
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  // A layout effect: the rows it places are rendered before the browser paints (no frame of the
  // last placement), and after the library's own layout effects, which read the scroller.
  useLayoutEffect(() => onPlace({ rows, total }), [rows, total, onPlace]);
  // The last row on screen, not the last rendered: the overscan rows below the fold do not count,
  // so a first page that fills the screen does not pull the second one over a weak network before
  // the merchant scrolls toward it.
  const lastVisible = virtualizer.range?.endIndex ?? -1;

  useEffect(() => {
    if (onNearEnd && items.length > 0 && lastVisible >= items.length - 1 - PREFETCH_ROWS) onNearEnd();
  }, [lastVisible, items.length, onNearEnd]);

  return null;
}
