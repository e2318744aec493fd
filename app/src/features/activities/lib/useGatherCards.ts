// The gather-card screen's two actions. 抽一张卡: one draw per tap (useDrawCall), the button locked
// while it is in flight; its answer names the card (GameFrame says it). 合成红包: made once per
// complete set (useSubmitOnce: a double tap sends once, a lost answer's retry sends the same key);
// each red pack made, or refused, lets the next one take a key of its own. A refusal is said in place.
import { useCallback, useRef, useState } from 'react';
import type { ActivityInfo, DrawResult, Prize } from '@merchant-h5/sdk';
import { useSubmitOnce } from '../../../lib/useSubmitOnce';
import { useSynthesiseRedPackMutation } from '../api/gatherCard';
import { useDrawCall } from './useDrawCall';

export interface GatherCards {
  drawing: boolean;
  result: DrawResult | null;
  refusal: string | undefined;
  onDraw: () => void;
  making: boolean;
  /** The red pack just made. */
  made: Prize | null;
  /** Why the red pack was refused, in the server's words. */
  makeRefusal: string | undefined;
  onMake: () => void;
}

export function useGatherCards(activity: Pick<ActivityInfo, 'activityId'>): GatherCards {
  const { drawOnce, refusal } = useDrawCall(activity);
  const [drawing, setDrawing] = useState(false);
  const [result, setResult] = useState<DrawResult | null>(null);
  const [synthesise] = useSynthesiseRedPackMutation();
  const { submit, submitting } = useSubmitOnce('gather-red-pack');
  const [made, setMade] = useState<Prize | null>(null);
  const [makeRefusal, setMakeRefusal] = useState<string>();
  const answered = useRef(0);
  const { activityId } = activity;

  // A ref, not the state: a second tap of the same render must see the first.
  const inFlight = useRef(false);
  const onDraw = useCallback(() => {
    if (inFlight.current) return;
    inFlight.current = true;
    setDrawing(true);
    setResult(null);
    setMade(null);
    setMakeRefusal(undefined);
    void drawOnce().then((answer) => {
      inFlight.current = false;
      setDrawing(false);
      if (answer) setResult(answer);
    });
  }, [drawOnce]);

  const onMake = useCallback(() => {
    setMakeRefusal(undefined);
    const body = { activityId };
    void submit({ body, made: answered.current }, (idempotencyKey) => synthesise({ body, idempotencyKey }), {
      shownInline: (error) => {
        if (error.kind !== 'business') return false;
        answered.current += 1;
        setMakeRefusal(error.message);
        return true;
      },
    }).then((answer) => {
      if (!answer) return;
      answered.current += 1;
      setResult(null);
      setMade(answer.prize);
    });
  }, [activityId, submit, synthesise]);

  return { drawing, result, refusal, onDraw, making: submitting, made, makeRefusal, onMake };
}
