// One draw of any game, without its animation: asked for once (useSubmitOnce: a double tap sends
// nothing more, and a lost answer's key is sent again, after a reload too, so the server answers with
// the same record). A refusal (ended, no chances left…) is the screen's to say, once, in place (the
// game's notice shows `refusal`); any other failure the shell's toast says. The game animates around
// it: it starts its animation, awaits `drawOnce()`, and lands on the answer (or stops on undefined).
import { useCallback, useRef, useState } from 'react';
import type { ActivityInfo, DrawResult } from '@merchant-h5/sdk';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useDrawMutation } from '../api/activity';

export interface DrawCall {
  /** The server's answer, or undefined when the draw failed (said already) or one is in flight. */
  drawOnce: () => Promise<DrawResult | undefined>;
  /** The last draw's refusal in the server's words; cleared by the next draw. */
  refusal: string | undefined;
}

export function useDrawCall(activity: Pick<ActivityInfo, 'activityId'>): DrawCall {
  const [draw] = useDrawMutation();
  const { submit } = useSubmitOnce('draw');
  const [refusal, setRefusal] = useState<string>();
  // Every draw has the same body: the count of draws answered tells them apart, so each gets its
  // own key. A lost answer leaves the count, and its retry sends the same key.
  const answered = useRef(0);
  const { activityId } = activity;

  const drawOnce = useCallback(async () => {
    setRefusal(undefined);
    const body = { activityId };
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
    if (answer) answered.current += 1;
    return answer;
  }, [activityId, draw, submit]);

  return { drawOnce, refusal };
}
