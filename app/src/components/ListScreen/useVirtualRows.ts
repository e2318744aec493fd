// The virtualizer's code, fetched once a list's first rows are on the screen (ListRows), kept for
// every list after: a list opened again (or another list) renders with it at once. A failed fetch
// is tried again on a later ask; in Chromium, which keeps a failed module for the page's life, it
// fails again at once, and the list stays a plain one (FirstRows.tsx).
import { startTransition, useCallback, useRef, useState } from 'react';
import type { VirtualRows } from './VirtualRows';

/** The virtualizer's placement of a list's rows (VirtualRows.tsx), which ListRows renders. */
export type VirtualRowsComponent = typeof VirtualRows;

let loaded: VirtualRowsComponent | null = null;
let loading: Promise<VirtualRowsComponent> | null = null;

/**
 * Fetches the virtualizer once; a failed fetch (a dropped connection) is tried again by the next call.
 *
 * @example await loadVirtualRows(); // a test that wants the virtualized rows from the first render
 */
export function loadVirtualRows(): Promise<VirtualRowsComponent> {
  loading ??= import('./VirtualRows').then(
    (module) => (loaded = module.VirtualRows),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** After a failed fetch, the list asks again no sooner than this (a scroll asks at every event). */
export const ASK_AGAIN_AFTER_MS = 3_000;

/**
 * The virtualizer's component once it is here (null before), what asks for it, and whether the
 * last ask failed. Until it is here, a list places every row itself (FirstRows); the list asks
 * again when the merchant scrolls: one ask at a time, and no sooner than ASK_AGAIN_AFTER_MS after
 * a failure.
 *
 * @example const [VirtualRows, askForVirtualRows, failed] = useVirtualRows();
 */
export function useVirtualRows(): [VirtualRowsComponent | null, () => void, boolean] {
  const [component, setComponent] = useState<VirtualRowsComponent | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const asking = useRef(false);
  const failedAt = useRef(-Infinity);
  // The takeover renders the list again: as a transition, React renders it in slices of a few
  // milliseconds between the browser's own work, not as one long task (~110 ms on a 4× slower phone
  // with the mall's first page when it rendered every row anew; Lighthouse's total blocking time
  // counted all of it beyond 50 ms).
  const takeOver = useCallback((rows: VirtualRowsComponent) => {
    startTransition(() => setComponent(() => rows));
  }, []);
  const ask = useCallback(() => {
    if (loaded) {
      takeOver(loaded);
      return;
    }
    if (asking.current || Date.now() - failedAt.current < ASK_AGAIN_AFTER_MS) return;
    asking.current = true;
    loadVirtualRows().then(
      (rows) => {
        asking.current = false;
        setFailed(false);
        takeOver(rows);
      },
      // The first rows stay, a plain list from now on; a later scroll asks again.
      () => {
        asking.current = false;
        failedAt.current = Date.now();
        setFailed(true);
      },
    );
  }, [takeOver]);
  return [component, ask, failed];
}
