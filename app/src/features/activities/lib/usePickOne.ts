// One draw of a "pick one" game (smash eggs, blind box): the tap picks an item and asks for the draw
// once (useDrawCall); the picked item shakes while the answer is awaited, then opens on it (the item
// holds no prize of its own: whichever is picked shows the server's answer) before the result is said.
// A failure puts the item back and unlocks the board. The animation is the CSS's, keyed on `phase`
// while `motion` is on: never under `prefers-reduced-motion`, never on a hidden page (a hidden page
// opens at once).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActivityInfo, DrawResult } from '@merchant-h5/sdk';
import { pageHidden, prefersReducedMotion } from './motion';
import { useDrawCall } from './useDrawCall';

/** How long the picked item takes to open on the answer (the CSS's opening lasts as long). */
export const OPEN_MS = 600;

/** idle: nothing picked; waiting: the draw is asked for; opening: on its answer; open: the result shows. */
export type PickPhase = 'idle' | 'waiting' | 'opening' | 'open';

export interface PickOne {
  /** The picked item (from 0), or null. */
  picked: number | null;
  phase: PickPhase;
  /** Whether the picked item may animate now. */
  motion: boolean;
  result: DrawResult | null;
  refusal: string | undefined;
  /** Picks `item` and draws (nothing while a draw runs or its result shows). */
  onPick: (item: number) => void;
  /** Puts every item back for the next draw. */
  onAgain: () => void;
}

export function usePickOne(activity: Pick<ActivityInfo, 'activityId'>): PickOne {
  const { drawOnce, refusal } = useDrawCall(activity);
  const [picked, setPicked] = useState<number | null>(null);
  const [phase, setPhase] = useState<PickPhase>('idle');
  const [result, setResult] = useState<DrawResult | null>(null);
  const [shown, setShown] = useState(() => !pageHidden());
  const run = useRef({ busy: false, timer: undefined as ReturnType<typeof setTimeout> | undefined });
  const opening = useRef<(() => void) | null>(null);

  const open = useCallback((answer: DrawResult) => {
    const r = run.current;
    clearTimeout(r.timer);
    r.timer = undefined;
    opening.current = null;
    setPhase('open');
    setResult(answer);
  }, []);

  const pick = async (item: number) => {
    const r = run.current;
    if (r.busy) return;
    r.busy = true;
    setPicked(item);
    setPhase('waiting');
    setResult(null);
    const answer = await drawOnce();
    if (!answer) {
      setPicked(null);
      setPhase('idle');
      r.busy = false;
      return;
    }
    if (prefersReducedMotion() || pageHidden()) {
      open(answer);
      return;
    }
    setPhase('opening');
    opening.current = () => open(answer);
    r.timer = setTimeout(() => open(answer), OPEN_MS);
  };

  const onAgain = useCallback(() => {
    run.current.busy = false;
    setPicked(null);
    setPhase('idle');
    setResult(null);
  }, []);

  useEffect(() => {
    const r = run.current;
    // Hidden while opening: open at once; hidden while waiting: stop shaking until shown again.
    const onVisibility = () => {
      setShown(!pageHidden());
      if (pageHidden()) opening.current?.();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(r.timer);
    };
  }, []);

  return {
    picked,
    phase,
    motion: shown && !prefersReducedMotion(),
    result,
    refusal,
    onPick: (item) => void pick(item),
    onAgain,
  };
}
