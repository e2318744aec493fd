// Seconds until another SMS code may be asked for, from a deadline kept in the store (so leaving the
// code screen and coming back does not restart the count).
import { useEffect, useState } from 'react';

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

export function useResendCountdown(deadline: number): number {
  const [left, setLeft] = useState(() => secondsLeft(deadline));
  useEffect(() => {
    setLeft(secondsLeft(deadline));
    const timer = setInterval(() => {
      const now = secondsLeft(deadline);
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}
