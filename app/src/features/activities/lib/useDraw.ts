// One draw of the lottery machine: the highlight starts at the tap, the draw is asked for once
// (useDrawCall), and the highlight lands on the answer's cell before the result shows. On a failure
// the highlight goes out and 抽奖 unlocks.
import { useRef, useState } from 'react';
import type { ActivityInfo, DrawResult } from '@merchant-h5/sdk';
import { CELLS } from './grid';
import { useDrawCall } from './useDrawCall';
import { useHighlight } from './useHighlight';

export interface Draw {
  onDraw: () => void;
  /** From the tap until the result shows. */
  busy: boolean;
  lit: number | null;
  result: DrawResult | null;
  refusal: string | undefined;
}

/** The board's cell of an answer, or null when no cell shows that position. */
export function cellOf(activity: Pick<ActivityInfo, 'prizes'>, position: number): number | null {
  const shown = position >= 0 && position < CELLS && activity.prizes.some((p) => p.position === position);
  return shown ? position : null;
}

export function useDraw(activity: ActivityInfo): Draw {
  const { drawOnce, refusal } = useDrawCall(activity);
  const highlight = useHighlight();
  const [result, setResult] = useState<DrawResult | null>(null);
  const drawing = useRef(false);

  const onDraw = async () => {
    if (drawing.current) return;
    drawing.current = true;
    setResult(null);
    highlight.start();
    const answer = await drawOnce();
    if (!answer) {
      highlight.stop();
      drawing.current = false;
      return;
    }
    highlight.land(cellOf(activity, answer.position), () => {
      setResult(answer);
      drawing.current = false;
    });
  };

  return {
    onDraw: () => void onDraw(),
    busy: highlight.moving,
    lit: highlight.lit,
    result,
    refusal,
  };
}
