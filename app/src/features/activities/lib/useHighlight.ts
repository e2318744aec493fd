// The lottery machine's moving highlight: it starts at the tap, runs round the board while the draw
// is asked for, and lands on the answer's cell. `prefers-reduced-motion: reduce` gets no movement
// (the answer's cell is lit at once), and nothing runs while the page is hidden: a hidden page
// lands at once, a hidden wait resumes when the page shows again. Timers, not frames: a step is
// 80 ms or more, and a hidden page's timers would still run where frames stop.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CELLS, stepsToLand } from './grid';
import { pageHidden as hidden, prefersReducedMotion as reducedMotion } from './motion';

export const STEP_MS = 80;
/** The last steps before landing slow down, so the eye follows where it stops. */
const SLOW_STEPS = 3;

export interface Highlight {
  /** The lit cell, or null. */
  lit: number | null;
  /** Running round or landing: the draw is not over. */
  moving: boolean;
  /** Starts running (does nothing under reduced motion). */
  start: () => void;
  /** Lands on `cell` (null: no cell has it; the highlight goes out), then calls `done` once. */
  land: (cell: number | null, done: () => void) => void;
  /** Stops where it is and goes out (the draw failed). */
  stop: () => void;
}

export function useHighlight(): Highlight {
  const [lit, setLit] = useState<number | null>(null);
  const [moving, setMoving] = useState(false);
  const run = useRef({
    lit: null as number | null,
    taken: 0,
    /** steps left to land; null until the answer is known */
    left: null as number | null,
    timer: undefined as ReturnType<typeof setTimeout> | undefined,
    done: null as (() => void) | null,
    active: false,
  });

  const show = useCallback((cell: number | null) => {
    run.current.lit = cell;
    setLit(cell);
  }, []);

  const finish = useCallback(() => {
    const r = run.current;
    clearTimeout(r.timer);
    r.timer = undefined;
    r.active = false;
    setMoving(false);
    const done = r.done;
    r.done = null;
    done?.();
  }, []);

  const schedule = useCallback(() => {
    const r = run.current;
    if (!r.active || r.timer !== undefined || hidden()) return;
    const slow = r.left !== null && r.left <= SLOW_STEPS;
    r.timer = setTimeout(
      () => {
        r.timer = undefined;
        if (!r.active || hidden()) return;
        show(((r.lit ?? -1) + 1) % CELLS);
        r.taken += 1;
        if (r.left !== null) r.left -= 1;
        if (r.left === 0) finish();
        else schedule();
      },
      slow ? STEP_MS * 2 : STEP_MS,
    );
  }, [finish, show]);

  const start = useCallback(() => {
    const r = run.current;
    clearTimeout(r.timer);
    Object.assign(r, { taken: 0, left: null, timer: undefined, done: null, active: true });
    setMoving(true);
    show(null);
    if (!reducedMotion()) schedule();
  }, [schedule, show]);

  const land = useCallback(
    (cell: number | null, done: () => void) => {
      const r = run.current;
      r.done = done;
      if (cell === null || reducedMotion() || hidden() || !r.active) {
        show(cell);
        finish();
        return;
      }
      r.left = stepsToLand(r.lit, cell, r.taken);
      if (r.left === 0) finish();
      else schedule();
    },
    [finish, schedule, show],
  );

  const stop = useCallback(() => {
    run.current.done = null;
    show(null);
    finish();
  }, [finish, show]);

  useEffect(() => {
    const r = run.current;
    // Back on screen while the answer is still awaited: run on. Hidden with the answer known: land.
    const onVisibility = () => {
      if (!r.active) return;
      if (!hidden()) schedule();
      else if (r.left !== null) {
        clearTimeout(r.timer);
        r.timer = undefined;
        show(((r.lit ?? -1) + r.left + CELLS) % CELLS);
        finish();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(r.timer);
      r.active = false;
      r.done = null;
    };
  }, [finish, schedule, show]);

  return { lit, moving, start, land, stop };
}
