// The list's header folds as the merchant scrolls the rows (issue 33: a 334-px header on a 667-px
// screen): the parts marked `data-fold` (today's takings, the range's summary) hide once the rows are
// scrolled, and come back at the top. Two thresholds keep it from flickering at the edge, and a list
// too short to stay scrollable once the header shrinks never folds (it would bounce between the two).
import { useEffect, useState } from 'react';

/** Scrolled past this (px), the header folds; back under `UNFOLD_BELOW`, it unfolds. */
export const FOLD_AFTER = 48;
export const UNFOLD_BELOW = 8;
/** How much more than its height the list must hold to fold: more than any fold's height. */
export const FOLD_SPARE = 400;

export function useHeaderFold(scroller: HTMLElement | null): boolean {
  const [folded, setFolded] = useState(false);
  useEffect(() => {
    if (!scroller) return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = scroller.scrollTop;
      const spare = scroller.scrollHeight - scroller.clientHeight;
      setFolded((was) => (was ? top >= UNFOLD_BELOW : top > FOLD_AFTER && spare > FOLD_SPARE));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [scroller]);
  return folded;
}
