// Seconds left until a deadline (ms since the epoch), read afresh on every render (a new deadline
// shows at once) and ticking once a second until it is reached.
import { useEffect, useReducer } from 'react';

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/** @example const left = useCountdown(sentAt + 60_000); // 60, 59, … 0 */
export function useCountdown(deadline: number): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (secondsLeft(deadline) === 0) return undefined;
    const timer = setInterval(() => {
      tick();
      if (secondsLeft(deadline) === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return secondsLeft(deadline);
}
