// One draw of the lottery machine: the highlight starts at the tap, the draw is asked for once
// (useSubmitOnce: a double tap sends nothing more, and a lost answer's key is sent again, after a
// reload too, so the server answers with the same record), and the highlight lands on the answer's
// cell before the result shows. A refusal (ended, no chances left…) is the screen's to say, once, in
// place; any other failure the shell's toast says. Either way the highlight goes out and 抽奖 unlocks.
import { useRef, useState } from 'react';
import type { ActivityInfo, DrawResult } from '@merchant-h5/sdk';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useDrawMutation } from '../api/activity';
import { CELLS } from './grid';
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
  const [draw] = useDrawMutation();
  const { submit } = useSubmitOnce('draw');
  const highlight = useHighlight();
  const [result, setResult] = useState<DrawResult | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const drawing = useRef(false);
  // Every draw has the same body: the count of draws answered tells them apart, so each gets its
  // own key. A lost answer leaves the count, and its retry sends the same key.
  const answered = useRef(0);

  const onDraw = async () => {
    if (drawing.current) return;
    drawing.current = true;
    setResult(null);
    setRefusal(undefined);
    highlight.start();
    const body = { activityId: activity.activityId };
    const answer = await submit(
      { body, draw: answered.current },
      (idempotencyKey) => draw({ body, idempotencyKey }),
      {
        shownInline: (error) => {
          if (error.kind !== 'business') return false;
          answered.current += 1;
          setRefusal(error.message);
          return true;
        },
      },
    );
    if (!answer) {
      highlight.stop();
      drawing.current = false;
      return;
    }
    answered.current += 1;
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
