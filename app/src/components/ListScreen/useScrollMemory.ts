// Back returns to the same place (docs/product.md "UI rules"): the list's scroller is not the page,
// so the browser cannot restore it. Its offset is kept per history entry (the router's location
// key) while the merchant scrolls and put back once the rows are there again; the loaded pages
// come back from the query cache. Memory only: a reload starts at the top.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Offsets by history entry; the oldest go first past this many. */
const MAX_ENTRIES = 50;
const offsets = new Map<string, number>();

function remember(key: string, top: number): void {
  offsets.delete(key);
  offsets.set(key, top);
  if (offsets.size > MAX_ENTRIES) offsets.delete(offsets.keys().next().value as string);
}

/**
 * @example
 * useScrollMemory(scroller, items.length > 0);
 */
export function useScrollMemory(scroller: HTMLElement | null, hasRows: boolean): void {
  const { key } = useLocation();
  const restoredFor = useRef<string | null>(null);

  useEffect(() => {
    if (!scroller) return undefined;
    const onScroll = () => remember(key, scroller.scrollTop);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scroller, key]);

  // Before paint, so the merchant never sees the top of the list flash first.
  useLayoutEffect(() => {
    if (!scroller || !hasRows || restoredFor.current === key) return;
    restoredFor.current = key;
    const top = offsets.get(key);
    if (top) scroller.scrollTop = top;
  }, [scroller, hasRows, key]);
}
