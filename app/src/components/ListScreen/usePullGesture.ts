// The pull gesture on a scroller: touch start at scrollTop 0, drag down (damped), release past the
// threshold to refresh. Listeners are non-passive so the pull can stop the page's own overscroll.
// A touch's later events go to the element it began on, even once that element has left the page
// (a list's first rows replaced by its virtualizer's, mid-pull): they no longer reach the scroller,
// so the pull also listens on that element until the finger lifts.
import { useEffect, useRef, useState } from 'react';

export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** CSS px at a 375-px-wide screen, as antd-mobile: release past 60, rest at 40 while loading. */
export const PULL_THRESHOLD = 60;
export const PULL_HEAD = 40;
const MAX_PULL = PULL_THRESHOLD * 2.5;
const COMPLETE_MS = 500;

export function usePullGesture(scroller: HTMLElement | null, onRefresh: () => Promise<unknown>) {
  const [status, setStatus] = useState<PullStatus>('idle');
  const [distance, setDistance] = useState(0);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const busy = useRef(false);

  useEffect(() => {
    if (!scroller) return;
    let startY: number | null = null;
    let pulled = 0;
    // The element the touch began on, listened to until the touch ends.
    let touched: EventTarget | null = null;
    // An event heard on both the touched element and the scroller is handled once. Plain `Event`
    // listeners: an EventTarget's addEventListener knows no touch events by name.
    let last: Event | null = null;
    const once =
      (handle: (e: TouchEvent) => unknown): EventListener =>
      (e) => {
        if (e === last) return;
        last = e;
        void handle(e as TouchEvent);
      };

    const reset = () => {
      pulled = 0;
      setDistance(0);
      setStatus('idle');
    };
    const follow = (target: EventTarget | null) => {
      touched?.removeEventListener('touchmove', onMove);
      touched?.removeEventListener('touchend', onEnd);
      touched?.removeEventListener('touchcancel', onEnd);
      touched = target === scroller ? null : target;
      touched?.addEventListener('touchmove', onMove, { passive: false });
      touched?.addEventListener('touchend', onEnd);
      touched?.addEventListener('touchcancel', onEnd);
    };
    const onStart = (e: TouchEvent) => {
      // A second finger on the screen ends the pull without a refresh.
      if (!busy.current && pulled > 0) reset();
      startY =
        !busy.current && scroller.scrollTop <= 0 && e.touches.length === 1
          ? (e.touches[0]?.clientY ?? null)
          : null;
      follow(startY === null ? null : e.target);
    };
    const onMove = once((e) => {
      if (startY === null) return;
      const dy = (e.touches[0]?.clientY ?? startY) - startY;
      if (dy <= 0 && pulled === 0) {
        startY = null; // an upward swipe: the list scrolls as usual
        return;
      }
      if (e.cancelable) e.preventDefault();
      pulled = Math.min(Math.max(dy, 0) * 0.5, MAX_PULL);
      setDistance(pulled);
      setStatus(pulled > PULL_THRESHOLD ? 'canRelease' : 'pulling');
    });
    const onEnd = once(async () => {
      follow(null);
      if (startY === null) return;
      startY = null;
      if (pulled <= PULL_THRESHOLD) return reset();
      busy.current = true;
      setDistance(PULL_HEAD);
      setStatus('refreshing');
      try {
        await refresh.current();
        setStatus('complete');
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_MS));
      } finally {
        busy.current = false;
        reset();
      }
    });

    scroller.addEventListener('touchstart', onStart, { passive: true });
    scroller.addEventListener('touchmove', onMove, { passive: false });
    scroller.addEventListener('touchend', onEnd);
    scroller.addEventListener('touchcancel', onEnd);
    return () => {
      scroller.removeEventListener('touchstart', onStart);
      scroller.removeEventListener('touchmove', onMove);
      scroller.removeEventListener('touchend', onEnd);
      scroller.removeEventListener('touchcancel', onEnd);
      follow(null);
    };
  }, [scroller]);

  return { status, distance };
}
