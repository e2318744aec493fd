// One scratch card's life: 刮一张 asks for the draw (useDrawCall: once per tap, its key kept across a
// reload, a refusal said in place); the card exists only once the answer is in, so the coating never
// shows before the prize under it is known. A failed draw leaves no card, and 刮一张 unlocks.
import { useCallback, useRef, useState } from 'react';
import type { ActivityInfo, DrawResult } from '@merchant-h5/sdk';
import { useDrawCall } from './useDrawCall';

export interface Shave {
  onDraw: () => void;
  /** From the tap until the answer is in. */
  drawing: boolean;
  /** The card being scratched or scratched already; null before the first answer and while drawing. */
  card: DrawResult | null;
  revealed: boolean;
  reveal: () => void;
  refusal: string | undefined;
}

export function useShave(activity: Pick<ActivityInfo, 'activityId'>): Shave {
  const { drawOnce, refusal } = useDrawCall(activity);
  const [drawing, setDrawing] = useState(false);
  const [card, setCard] = useState<DrawResult | null>(null);
  const [revealed, setRevealed] = useState(false);
  const busy = useRef(false);

  const draw = async () => {
    if (busy.current) return;
    busy.current = true;
    setDrawing(true);
    setCard(null);
    setRevealed(false);
    const answer = await drawOnce();
    busy.current = false;
    setDrawing(false);
    if (answer) setCard(answer);
  };

  const reveal = useCallback(() => setRevealed(true), []);
  return { onDraw: () => void draw(), drawing, card, revealed, reveal, refusal };
}
