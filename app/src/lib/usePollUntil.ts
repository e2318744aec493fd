// Asking the server again on a timer until what the screen waits for has happened — and not
// forever: after `giveUpAfterMs` the polling stops and the screen says so (gaveUp), leaving the
// next ask to the merchant (restart). Feeds RTK Query's `pollingInterval`.
import { useCallback, useEffect, useState } from 'react';

export interface PollUntilOptions {
  intervalMs: number;
  /** What the screen waits for has happened: polling stops for good. */
  done: boolean;
  /** Stop asking this long after the start (or the last restart); none: ask while not done. */
  giveUpAfterMs?: number;
  /** The clock starts only once there is something to wait for (an order on screen). */
  active?: boolean;
}

export interface PollUntil {
  /** For the query's `pollingInterval`: 0 once done or given up. */
  pollingInterval: number;
  gaveUp: boolean;
  /** Polls again with a fresh give-up clock (the merchant's 刷新, a new code). */
  restart: () => void;
}

/**
 * @example
 * const poll = usePollUntil({ intervalMs: 1500, done: paid, giveUpAfterMs: 60_000 });
 * useOrderQuery(orderNo, { pollingInterval: poll.pollingInterval });
 */
export function usePollUntil({
  intervalMs,
  done,
  giveUpAfterMs,
  active = true,
}: PollUntilOptions): PollUntil {
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const limited = giveUpAfterMs !== undefined && Number.isFinite(giveUpAfterMs);

  useEffect(() => {
    if (!active || done || !limited) return;
    const timer = setTimeout(() => setGaveUp(true), giveUpAfterMs);
    return () => clearTimeout(timer);
  }, [active, done, limited, giveUpAfterMs, round]);

  const restart = useCallback(() => {
    setGaveUp(false);
    setRound((n) => n + 1);
  }, []);

  const polling = active && !done && !gaveUp;
  return { pollingInterval: polling ? intervalMs : 0, gaveUp: gaveUp && !done, restart };
}
